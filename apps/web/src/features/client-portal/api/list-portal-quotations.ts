import type { Incoterm, Page, PortalQuotationSummary, PortalStatus, Service, SortOrder } from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portalKeys } from './portal-keys';

/** Spec section 3, client quotation filters (absent ones are not sent). */
export type PortalListFilters = {
  reference?: string;
  origins?: string[];
  destinations?: string[];
  services?: Service[];
  incoterms?: Incoterm[];
  status?: PortalStatus[];
};

export type PortalListParams = PortalListFilters & { limit: number; order: SortOrder; cursor?: string };

function toSearchParams(params: PortalListParams): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit), order: params.order });
  if (params.cursor) query.set('cursor', params.cursor);
  if (params.reference?.trim()) query.set('reference', params.reference.trim());
  for (const key of ['origins', 'destinations', 'services', 'incoterms', 'status'] as const) {
    const list = params[key];
    if (list?.length) query.set(key, list.join(','));
  }
  return query;
}

/** `GET /app/v1/portal/quotations`: the user's client's sent quotations, newest first. */
export function listPortalQuotations(
  params: PortalListParams,
  signal?: AbortSignal,
): Promise<Page<PortalQuotationSummary>> {
  return apiRequest<Page<PortalQuotationSummary>>(`/app/v1/portal/quotations?${toSearchParams(params).toString()}`, {
    signal,
  });
}

export function portalQuotationsQueryOptions(params: PortalListParams) {
  return queryOptions({
    queryKey: portalKeys.list(params),
    queryFn: ({ signal }) => listPortalQuotations(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePortalQuotations(params: PortalListParams) {
  return useQuery(portalQuotationsQueryOptions(params));
}
