import type { ClientListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, query, type ApiQuery } from '@/lib/api';
import { clientsKeys } from './client-keys';

export type ClientsFilterParams = Partial<Pick<ClientListQueryDto, 'search' | 'city' | 'country' | 'commercialId'>>;
/** `GET /app/v1/clients` query: page, sort and filters (absent filters are not sent). */
export type ClientsListParams = Pick<ClientListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<ClientListQueryDto, 'cursor'>> &
  ClientsFilterParams;

export function getClients(params: ClientsListParams, signal?: AbortSignal) {
  return body(
    api.GET('/app/v1/clients', { params: { query: query(params as ApiQuery<'/app/v1/clients', 'get'>) }, signal }),
  );
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
