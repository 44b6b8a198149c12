import { useMutation, useQuery } from '@tanstack/react-query';
import { body as answer, publicApi } from '@/lib/api';
import { decodeToken } from '@/lib/token';
import { startSession } from './login';
import { markSsoSession } from './sso-session';

// What this tab keeps while the browser is at the provider: the flow token and the page first asked for.
const FLOW_KEY = 'freight.sso.flow';
const TARGET_KEY = 'freight.sso.target';

/** `GET /auth/v1/sso`: whether the sign-in screen offers the company's provider (issue 46). */
export function useSsoInfo() {
  return useQuery({
    queryKey: ['auth', 'sso'],
    queryFn: ({ signal }) => answer(publicApi.GET('/auth/v1/sso', { signal })),
    staleTime: Infinity,
  });
}

/** `POST /auth/v1/sso/start`, then off to the provider; the flow token and `target` wait in this tab for the way back. */
export function useStartSso() {
  return useMutation({
    mutationFn: async (target: string) => {
      const { authorizationUrl, flow } = await answer(publicApi.POST('/auth/v1/sso/start'));
      sessionStorage.setItem(FLOW_KEY, flow);
      sessionStorage.setItem(TARGET_KEY, target);
      window.location.assign(authorizationUrl);
    },
  });
}

export type SsoAnswer = { flow: string; callback: string; target: string };

/**
 * The provider's answer in this page's address (its redirect back to the sign-in page), with the flow
 * this tab started and the page first asked for. Only read: a render may run it more than once.
 */
export function pendingSsoAnswer(search: string): SsoAnswer | null {
  const params = new URLSearchParams(search);
  const flow = sessionStorage.getItem(FLOW_KEY);
  if (!flow || !params.has('state') || !(params.has('code') || params.has('error'))) return null;
  return { flow, callback: search, target: sessionStorage.getItem(TARGET_KEY) ?? '/home' };
}

/**
 * `POST /auth/v1/sso/callback`: the session opens as with a password (same token storage; the sign-in
 * route then goes to the page first asked for) and is remembered as the provider's, for sign-out.
 */
export function useFinishSso() {
  return useMutation({
    mutationFn: async ({ flow, callback }: SsoAnswer) => {
      // The answer is single-use: this tab's copy goes, whatever the API says.
      sessionStorage.removeItem(FLOW_KEY);
      sessionStorage.removeItem(TARGET_KEY);
      const opened = await answer(publicApi.POST('/auth/v1/sso/callback', { body: { flow, callback } }));
      // Marked first: the session's start re-renders the sign-in route away at once.
      const sid = decodeToken(opened.access_token)?.claims.sid;
      if (sid) markSsoSession(sid);
      startSession(opened);
    },
  });
}
