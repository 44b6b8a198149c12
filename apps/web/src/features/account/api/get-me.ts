import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';

export const accountKeys = {
  all: ['account'] as const,
  // Keyed by username so a different sign-in never reads the previous user's profile.
  me: (username: string) => [...accountKeys.all, 'me', username] as const,
};

/** `GET /auth/v1/me`. The typed client loads on first use: the session's effects run on every screen, sign-in's too. */
export async function getMe() {
  const { api, body } = await import('@/lib/api');
  return body(api.GET('/auth/v1/me'));
}

export function meQueryOptions(username: string) {
  return queryOptions({ queryKey: accountKeys.me(username), queryFn: getMe, staleTime: 5 * 60_000 });
}

/** The signed-in user's profile; idle while signed out. */
export function useMe() {
  const session = useSession();
  const username = session?.claims.user_username ?? '';
  return useQuery({ ...meQueryOptions(username), enabled: session !== null });
}
