import type { Page, RateListItem } from '@freight/shared';
import type { RateListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ratesKeys } from './rate-keys';

/** `GET /app/v1/rates` query: page, sort and filters (absent filters are not sent). */
export type RatesListParams = Pick<RateListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<
    Pick<
      RateListQueryDto,
      'cursor' | 'originCode' | 'destinationCode' | 'service' | 'carrierId' | 'ownerId' | 'validity' | 'expiringDays'
    >
  >;

export function rateSearchParams(
  params: Omit<RatesListParams, 'limit' | 'order' | 'sort' | 'cursor'>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  return query;
}

export function getRates(params: RatesListParams, signal?: AbortSignal): Promise<Page<RateListItem>> {
  const { limit, order, sort, cursor, ...filters } = params;
  const query = rateSearchParams(filters);
  query.set('limit', String(limit));
  query.set('order', order);
  query.set('sort', sort);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<Page<RateListItem>>(`/app/v1/rates?${query.toString()}`, { signal });
}

/** One keyset page of current rates; the previous page stays on screen while the next one loads. */
export function useRates(params: RatesListParams) {
  return useQuery(
    queryOptions({
      queryKey: ratesKeys.list(params),
      queryFn: ({ signal }) => getRates(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
