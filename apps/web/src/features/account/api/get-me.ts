import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@/lib/api';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const accountKeys = {
  all: ['account'] as const,
  // Keyed by username so a different sign-in never reads the previous user's profile.
  me: (username: string) => [...accountKeys.all, 'me', username] as const,
};

/**
 * `GET /auth/v1/me`, typed by the document's answer. The session's effects run on every screen, sign-in's
 * too, whose initial-load budget has no room for the typed client: this call stays on api-client.
 */
export function getMe() {
  return apiRequest<ApiAnswer<'/auth/v1/me', 'get'>>('/auth/v1/me');
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
