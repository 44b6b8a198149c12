import type { ChargeCodeListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, query, type ApiQuery } from '@/lib/api';
import { chargeCodesKeys } from './charge-code-keys';

/** `GET /app/v1/charge-codes` query: page, sort and filters (absent filters are not sent). */
export type ChargeCodesListParams = Pick<ChargeCodeListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<ChargeCodeListQueryDto, 'cursor' | 'search' | 'active' | 'mode' | 'taxed'>>;

export function getChargeCodes(params: ChargeCodesListParams, signal?: AbortSignal) {
  return body(
    api.GET('/app/v1/charge-codes', {
      params: { query: query(params as ApiQuery<'/app/v1/charge-codes', 'get'>) },
      signal,
    }),
  );
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
