import type { PortalQuotationDetail } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portalKeys } from './portal-keys';

/** `GET /app/v1/portal/quotations/:reference`: 404 for anything outside the user's client. */
export function getPortalQuotation(reference: string, signal?: AbortSignal): Promise<PortalQuotationDetail> {
  return apiRequest<PortalQuotationDetail>(`/app/v1/portal/quotations/${encodeURIComponent(reference)}`, { signal });
}

export function portalQuotationQueryOptions(reference: string) {
  return queryOptions({
    queryKey: portalKeys.detail(reference),
    queryFn: ({ signal }) => getPortalQuotation(reference, signal),
  });
}

export function usePortalQuotation(reference: string) {
  return useQuery(portalQuotationQueryOptions(reference));
}
