import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { clientsKeys } from './client-keys';

export function getClient(id: string, signal?: AbortSignal) {
  return body(api.GET('/app/v1/clients/{id}', { params: { path: { id } }, signal }));
}

/** `GET /app/v1/clients/{id}`. */
export function useClient(id: string) {
  return useQuery(queryOptions({ queryKey: clientsKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) }));
}
