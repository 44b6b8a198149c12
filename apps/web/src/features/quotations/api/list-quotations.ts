import type { QuotationListQueryDto, QuotationView } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotationListFilters } from '@/components/quotation-list/quotation-filters';
import { api, body, query, type ApiQuery } from '@/lib/api';
import { quotationKeys } from './quotation-keys';

/** `GET /app/v1/quotations`: a view, its page, sort and filters. */
export type QuotationListParams = Pick<QuotationListQueryDto, 'limit' | 'order' | 'sort'> & {
  view: QuotationView;
  cursor?: string;
} & QuotationListFilters;

type ListQuery = ApiQuery<'/app/v1/quotations', 'get'>;

/** The view and filters as query parameters; the export sends the same ones without paging. */
export function quotationFilterQuery(view: QuotationView, filters: QuotationListFilters) {
  const { status, awaitingApproval, ...rest } = filters;
  return query<ListQuery>({
    view,
    ...rest,
    status: status?.length ? status : undefined,
    awaitingApproval: awaitingApproval ? true : undefined,
  });
}

/** The statuses go comma-separated (`status=SENT,QUOTED`), as the API reads them. */
export const COMMA_ARRAYS = { array: { style: 'form', explode: false } } as const;

export function listQuotations(params: QuotationListParams, signal?: AbortSignal) {
  const { view, limit, order, sort, cursor, ...filters } = params;
  const filterQuery = quotationFilterQuery(view, filters);
  return body(
    api.GET('/app/v1/quotations', {
      params: { query: { ...filterQuery, ...query({ limit, sort, order, cursor }) } },
      querySerializer: COMMA_ARRAYS,
      signal,
    }),
  );
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
