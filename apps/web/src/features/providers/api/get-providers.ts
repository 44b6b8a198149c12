import type { ProviderListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, query, type ApiQuery } from '@/lib/api';
import { providersKeys } from './provider-keys';

/** `GET /app/v1/providers` query: page, sort and filters (absent filters are not sent). */
export type ProvidersListParams = Pick<ProviderListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<ProviderListQueryDto, 'cursor' | 'search' | 'active' | 'service' | 'country'>>;

export function getProviders(params: ProvidersListParams, signal?: AbortSignal) {
  return body(
    api.GET('/app/v1/providers', { params: { query: query(params as ApiQuery<'/app/v1/providers', 'get'>) }, signal }),
  );
}

/** One keyset page of providers; the previous page stays on screen while the next one loads. */
export function useProviders(params: ProvidersListParams) {
  return useQuery(
    queryOptions({
      queryKey: providersKeys.list(params),
      queryFn: ({ signal }) => getProviders(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
