import type { AssignmentRole } from '@freight/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, type ApiBody } from '@/lib/api';
import { clientsKeys } from './client-keys';

/** `GET /app/v1/clients/{id}/assignments`: current commercial and operatives, and the history. */
export function useClientAssignments(clientId: string) {
  return useQuery(
    queryOptions({
      queryKey: clientsKeys.assignments(clientId),
      queryFn: ({ signal }) =>
        answer(api.GET('/app/v1/clients/{id}/assignments', { params: { path: { id: clientId } }, signal })),
    }),
  );
}

/** `GET /app/v1/clients/assignable-users?role=`: the pickers' options. */
export function useAssignableUsers(role: AssignmentRole) {
  return useQuery(
    queryOptions({
      queryKey: clientsKeys.assignable(role),
      queryFn: ({ signal }) =>
        answer(api.GET('/app/v1/clients/assignable-users', { params: { query: { role } }, signal })),
      staleTime: 5 * 60_000,
    }),
  );
}

/** `PUT /app/v1/clients/{id}/assignments`. */
export function useSetAssignments(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { commercialId: string | null; operativeIds: string[] }) =>
      answer(
        api.PUT('/app/v1/clients/{id}/assignments', {
          params: { path: { id: clientId } },
          body: body as ApiBody<'/app/v1/clients/{id}/assignments', 'put'>,
        }),
      ),
    onSuccess: async (data) => {
      queryClient.setQueryData(clientsKeys.assignments(clientId), data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsKeys.detail(clientId) }),
        queryClient.invalidateQueries({ queryKey: clientsKeys.lists() }),
      ]);
    },
  });
}
