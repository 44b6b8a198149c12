import type { ClientDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, type ApiBody } from '@/lib/api';
import { clientsKeys } from './client-keys';

export type ClientBody = Omit<ClientDto, 'expressRates'> & { expressRates: { rate: string; direction: 'OB' | 'IB' }[] };

/** `POST /app/v1/clients` (no id) or `PUT /app/v1/clients/{id}`. */
export function saveClient({ id, body: input }: { id?: string; body: ClientBody }) {
  const body = input as ApiBody<'/app/v1/clients', 'post'>;
  return id
    ? answer(api.PUT('/app/v1/clients/{id}', { params: { path: { id } }, body }))
    : answer(api.POST('/app/v1/clients', { body }));
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientsKeys.detail(client.id), client);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: clientsKeys.assignments(client.id) }),
      ]);
    },
  });
}
