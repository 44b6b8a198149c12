import type { ChargeCodeItem, Page } from '@freight/shared';
import type { ChargeCodeListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chargeCodesKeys } from './charge-code-keys';

/** `GET /app/v1/charge-codes` query: page, sort and filters (absent filters are not sent). */
export type ChargeCodesListParams = Pick<ChargeCodeListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<ChargeCodeListQueryDto, 'cursor' | 'search' | 'active' | 'mode' | 'taxed'>>;

function toSearchParams(params: ChargeCodesListParams): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit), order: params.order, sort: params.sort });
  if (params.cursor) query.set('cursor', params.cursor);
  const search = params.search?.trim();
  if (search) query.set('search', search);
  if (params.active !== undefined) query.set('active', String(params.active));
  if (params.taxed !== undefined) query.set('taxed', String(params.taxed));
  if (params.mode) query.set('mode', params.mode);
  return query;
}

export function getChargeCodes(params: ChargeCodesListParams, signal?: AbortSignal): Promise<Page<ChargeCodeItem>> {
  return apiRequest<Page<ChargeCodeItem>>(`/app/v1/charge-codes?${toSearchParams(params).toString()}`, { signal });
}

/** One keyset page of charge codes. */
export function useChargeCodes(params: ChargeCodesListParams) {
  return useQuery(
    queryOptions({
      queryKey: chargeCodesKeys.list(params),
      queryFn: ({ signal }) => getChargeCodes(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
