import type { ClientListItem, Page } from '@freight/shared';
import type { ClientListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientsKeys } from './client-keys';

export type ClientsFilterParams = Partial<Pick<ClientListQueryDto, 'search' | 'city' | 'country' | 'commercialId'>>;
/** `GET /app/v1/clients` query: page, sort and filters (absent filters are not sent). */
export type ClientsListParams = Pick<ClientListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<ClientListQueryDto, 'cursor'>> &
  ClientsFilterParams;

export function clientsSearchParams(params: Partial<ClientsListParams>): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['limit', 'order', 'sort', 'cursor', 'search', 'city', 'country', 'commercialId'] as const) {
    const value = params[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') query.set(key, String(value).trim());
  }
  return query;
}

export function getClients(params: ClientsListParams, signal?: AbortSignal): Promise<Page<ClientListItem>> {
  return apiRequest<Page<ClientListItem>>(`/app/v1/clients?${clientsSearchParams(params).toString()}`, { signal });
}

export function useClients(params: ClientsListParams) {
  return useQuery(
    queryOptions({
      queryKey: clientsKeys.list(params),
      queryFn: ({ signal }) => getClients(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
