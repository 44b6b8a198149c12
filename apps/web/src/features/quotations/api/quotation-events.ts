import type { QuotationEvent } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

/** `GET /app/v1/quotations/:reference/events`, newest first. */
export function getQuotationEvents(reference: string, signal?: AbortSignal): Promise<QuotationEvent[]> {
  return apiRequest<QuotationEvent[]>(`/app/v1/quotations/${encodeURIComponent(reference)}/events`, { signal });
}

export function quotationEventsQueryOptions(reference: string) {
  return queryOptions({
    queryKey: quotationKeys.events(reference),
    queryFn: ({ signal }) => getQuotationEvents(reference, signal),
  });
}

/** The event log (viewed, created, status updates, notes, documents...) of one quotation. */
export function useQuotationEvents(reference: string) {
  return useQuery(quotationEventsQueryOptions(reference));
}
