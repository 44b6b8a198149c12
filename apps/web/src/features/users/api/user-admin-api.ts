import type { UserDto } from '@freight/shared/dto';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, done, type ApiBody, type ApiSchema } from '@/lib/api';
import { usersKeys } from './user-keys';

const byId = (id: string) => ({ params: { path: { id } } });

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
    queryFn: ({ signal }) => answer(api.GET('/app/v1/users/{id}', { ...byId(id ?? ''), signal })),
    enabled: id !== null,
  });
}

/** `GET /app/v1/users/commercials`: whom a manager may be related to. */
export function useCommercialOptions(enabled: boolean) {
  return useQuery({
    queryKey: userAdminKeys.commercials(),
    queryFn: ({ signal }) => answer(api.GET('/app/v1/users/commercials', { signal })),
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
      answer(api.GET('/app/v1/clients/lookup', { params: { query: { search: text, limit: 20 } }, signal })),
    enabled: enabled && text.length > 0,
    placeholderData: keepPreviousData,
  });
}

function useUsersMutation<I>(fn: (input: I) => Promise<ApiSchema<'UserDetail'>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }) });
}

/** POST a new user (CREATE_USER) or PUT a replacement (UPDATE_USER). */
export function useSaveUser() {
  return useUsersMutation(({ id, body }: { id?: string; body: UserDto }) =>
    id
      ? answer(api.PUT('/app/v1/users/{id}', { ...byId(id), body: body as ApiBody<'/app/v1/users/{id}', 'put'> }))
      : answer(api.POST('/app/v1/users', { body: body as ApiBody<'/app/v1/users', 'post'> })),
  );
}

/** `POST /app/v1/users/:id/activate|deactivate` (DELETE_USER). */
export function useSetUserActive() {
  return useUsersMutation(({ id, active }: { id: string; active: boolean }) =>
    active
      ? answer(api.POST('/app/v1/users/{id}/activate', byId(id)))
      : answer(api.POST('/app/v1/users/{id}/deactivate', byId(id))),
  );
}

/** `POST /app/v1/users/:id/send-password`: a one-time password by e-mail. */
export function useSendNewPassword() {
  return useUsersMutation((id: string) => answer(api.POST('/app/v1/users/{id}/send-password', byId(id))));
}

/** `POST /app/v1/users/:id/end-sessions` (UPDATE_USER): signs the user out everywhere. */
export function useEndUserSessions() {
  return useMutation({
    mutationFn: (id: string) => answer(api.POST('/app/v1/users/{id}/end-sessions', byId(id))),
  });
}

/** `POST /app/v1/users/:id/mfa/reset` (UPDATE_USER): the user's second factor and recovery codes go (issue 46). */
export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => done(api.POST('/app/v1/users/{id}/mfa/reset', byId(id))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
