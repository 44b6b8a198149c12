import type { UserRef } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

/** `GET /app/v1/quotations/pricing-owners`: the pricing analysts a list can be filtered by. */
export function listPricingOwners(signal?: AbortSignal): Promise<UserRef[]> {
  return apiRequest<UserRef[]>('/app/v1/quotations/pricing-owners', { signal });
}

export function pricingOwnersQueryOptions() {
  return queryOptions({
    queryKey: quotationKeys.pricingOwners(),
    queryFn: ({ signal }) => listPricingOwners(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePricingOwners() {
  return useQuery(pricingOwnersQueryOptions());
}
