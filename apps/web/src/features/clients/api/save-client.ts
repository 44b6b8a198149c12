import type { ClientDetail } from '@freight/shared';
import type { ClientDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientsKeys } from './client-keys';

export type ClientBody = Omit<ClientDto, 'expressRates'> & { expressRates: { rate: string; direction: 'OB' | 'IB' }[] };

/** `POST /app/v1/clients` (no id) or `PUT /app/v1/clients/{id}`. */
export function saveClient({ id, body }: { id?: string; body: ClientBody }): Promise<ClientDetail> {
  return id
    ? apiRequest<ClientDetail>(`/app/v1/clients/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<ClientDetail>('/app/v1/clients', { method: 'POST', body });
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
