import type { ClientDetail } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientsKeys } from './client-keys';

export function getClient(id: string, signal?: AbortSignal): Promise<ClientDetail> {
  return apiRequest<ClientDetail>(`/app/v1/clients/${encodeURIComponent(id)}`, { signal });
}

/** `GET /app/v1/clients/{id}`. */
export function useClient(id: string) {
  return useQuery(queryOptions({ queryKey: clientsKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) }));
}
