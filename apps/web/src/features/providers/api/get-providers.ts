import type { Page, ProviderListItem } from '@freight/shared';
import type { ProviderListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { providersKeys } from './provider-keys';

/** `GET /app/v1/providers` query: page, sort and filters (absent filters are not sent). */
export type ProvidersListParams = Pick<ProviderListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<ProviderListQueryDto, 'cursor' | 'search' | 'active' | 'service' | 'country'>>;

function toSearchParams(params: ProvidersListParams): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit), order: params.order, sort: params.sort });
  if (params.cursor) query.set('cursor', params.cursor);
  const search = params.search?.trim();
  if (search) query.set('search', search);
  if (params.active !== undefined) query.set('active', String(params.active));
  if (params.service) query.set('service', params.service);
  if (params.country) query.set('country', params.country);
  return query;
}

export function getProviders(params: ProvidersListParams, signal?: AbortSignal): Promise<Page<ProviderListItem>> {
  return apiRequest<Page<ProviderListItem>>(`/app/v1/providers?${toSearchParams(params).toString()}`, { signal });
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
