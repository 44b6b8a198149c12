import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { passwordChangeStore } from '@/lib/password-change';
import { sessionStore } from '@/lib/session';
import { logoutOnServer } from './logout';
import { takeSsoSession } from './sso-session';

/**
 * Spec section 4: logout removes the token and clears every cached query; the server ends the session.
 * A session opened through single sign-on (issue 46) is ended by the SSO route instead, and the browser
 * goes to the provider's end-session page (which sends it back to sign-in) when the provider has one.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const endHere = (endSessionUrl: string | null = null) => {
      sessionStore.end('logout');
      passwordChangeStore.clear();
      queryClient.clear();
      if (endSessionUrl) window.location.assign(endSessionUrl);
      else void navigate('/login', { replace: true });
    };
    const session = sessionStore.check();
    if (session && takeSsoSession(session.claims.sid)) {
      // Loaded only now: the typed client's SSO call stays out of the shell's first JavaScript.
      void import('./sso-logout').then(
        (m) => m.ssoLogout().then(endHere),
        () => endHere(),
      );
      return;
    }
    logoutOnServer();
    endHere();
  }, [navigate, queryClient]);
}
