import type { Page, QuotationSummary } from '@freight/shared';
import type { QuotationListQueryDto, QuotationView } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotationListFilters } from '@/components/quotation-list/quotation-filters';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

/** `GET /app/v1/quotations`: a view, its page, sort and filters. */
export type QuotationListParams = Pick<QuotationListQueryDto, 'limit' | 'order' | 'sort'> & {
  view: QuotationView;
  cursor?: string;
} & QuotationListFilters;

/** The view and filters as query parameters; the export sends the same ones without paging. */
export function quotationFilterParams(view: QuotationView, filters: QuotationListFilters): URLSearchParams {
  const query = new URLSearchParams({ view });
  for (const key of [
    'reference',
    'clientId',
    'pricingUserId',
    'transportMode',
    'service',
    'originCode',
    'destinationCode',
    'incoterm',
    'commercialId',
  ] as const) {
    const value = filters[key]?.trim();
    if (value) query.set(key, value);
  }
  if (filters.status?.length) query.set('status', filters.status.join(','));
  if (filters.createdFrom) query.set('createdFrom', filters.createdFrom);
  if (filters.createdTo) query.set('createdTo', filters.createdTo);
  if (filters.awaitingApproval) query.set('awaitingApproval', 'true');
  return query;
}

function toSearchParams(params: QuotationListParams): URLSearchParams {
  const { view, limit, order, sort, cursor, ...filters } = params;
  const query = quotationFilterParams(view, filters);
  query.set('limit', String(limit));
  query.set('sort', sort);
  query.set('order', order);
  if (cursor) query.set('cursor', cursor);
  return query;
}

export function listQuotations(params: QuotationListParams, signal?: AbortSignal): Promise<Page<QuotationSummary>> {
  return apiRequest<Page<QuotationSummary>>(`/app/v1/quotations?${toSearchParams(params).toString()}`, { signal });
}

export function quotationsQueryOptions(params: QuotationListParams) {
  return queryOptions({
    queryKey: quotationKeys.list(params),
    queryFn: ({ signal }) => listQuotations(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One keyset page of a quotation list view (mine, history, finalize, assigned, manager). */
export function useQuotations(params: QuotationListParams) {
  return useQuery(quotationsQueryOptions(params));
}
