import type { MeResponse } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const accountKeys = {
  all: ['account'] as const,
  // Keyed by username so a different sign-in never reads the previous user's profile.
  me: (username: string) => [...accountKeys.all, 'me', username] as const,
};

export function getMe(): Promise<MeResponse> {
  return apiRequest<MeResponse>('/auth/v1/me');
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
