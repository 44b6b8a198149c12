import type { ClientLookupItem, CommercialOption, EndSessionsResponse, UserDetail } from '@freight/shared';
import type { UserDto } from '@freight/shared/dto';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './user-keys';

const BASE = '/app/v1/users';
const userPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Query keys of the user form (beside the list's in usersKeys); writes invalidate `usersKeys.all`. */
export const userAdminKeys = {
  detail: (id: string) => [...usersKeys.all, 'detail', id] as const,
  commercials: () => [...usersKeys.all, 'commercials'] as const,
  clients: (search: string) => [...usersKeys.all, 'clients', search] as const,
};

/** `GET /app/v1/users/:id`: the user the edit form loads. */
export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: userAdminKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<UserDetail>(userPath(id ?? ''), { signal }),
    enabled: id !== null,
  });
}

/** `GET /app/v1/users/commercials`: whom a manager may be related to. */
export function useCommercialOptions(enabled: boolean) {
  return useQuery({
    queryKey: userAdminKeys.commercials(),
    queryFn: ({ signal }) => apiRequest<CommercialOption[]>(`${BASE}/commercials`, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** `GET /app/v1/clients/lookup`: the client of a third-party user, searched by name or tax id. */
export function useClientOptions(search: string, enabled: boolean) {
  const text = search.trim();
  return useQuery({
    queryKey: userAdminKeys.clients(text),
    queryFn: ({ signal }) =>
      apiRequest<{ items: ClientLookupItem[] }>(
        `/app/v1/clients/lookup?${new URLSearchParams({ search: text, limit: '20' }).toString()}`,
        {
          signal,
        },
      ),
    enabled: enabled && text.length > 0,
    placeholderData: keepPreviousData,
  });
}

function useUsersMutation<I>(fn: (input: I) => Promise<UserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }) });
}

/** POST a new user (CREATE_USER) or PUT a replacement (UPDATE_USER). */
export function useSaveUser() {
  return useUsersMutation(({ id, body }: { id?: string; body: UserDto }) =>
    id
      ? apiRequest<UserDetail>(userPath(id), { method: 'PUT', body })
      : apiRequest<UserDetail>(BASE, { method: 'POST', body }),
  );
}

/** `POST /app/v1/users/:id/activate|deactivate` (DELETE_USER). */
export function useSetUserActive() {
  return useUsersMutation(({ id, active }: { id: string; active: boolean }) =>
    apiRequest<UserDetail>(`${userPath(id)}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' }),
  );
}

/** `POST /app/v1/users/:id/send-password`: a one-time password by e-mail. */
export function useSendNewPassword() {
  return useUsersMutation((id: string) => apiRequest<UserDetail>(`${userPath(id)}/send-password`, { method: 'POST' }));
}

/** `POST /app/v1/users/:id/end-sessions` (UPDATE_USER): signs the user out everywhere. */
export function useEndUserSessions() {
  return useMutation({
    mutationFn: (id: string) => apiRequest<EndSessionsResponse>(`${userPath(id)}/end-sessions`, { method: 'POST' }),
  });
}

/** `POST /app/v1/users/:id/mfa/reset` (UPDATE_USER): the user's second factor and recovery codes go (issue 46). */
export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`${userPath(id)}/mfa/reset`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
