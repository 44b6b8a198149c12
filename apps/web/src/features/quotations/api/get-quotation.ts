import type { QuotationDetail } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

/** `GET /app/v1/quotations/:reference`; 404 when it does not exist or the user may not see it. */
export function getQuotation(reference: string, signal?: AbortSignal): Promise<QuotationDetail> {
  return apiRequest<QuotationDetail>(`/app/v1/quotations/${encodeURIComponent(reference)}`, { signal });
}

export function quotationQueryOptions(reference: string) {
  return queryOptions({
    queryKey: quotationKeys.data(reference),
    queryFn: ({ signal }) => getQuotation(reference, signal),
  });
}

/** A quotation's request data, status and the transitions the current user may make. */
export function useQuotation(reference: string) {
  return useQuery(quotationQueryOptions(reference));
}
