import type { ChargeCodeItem, Page, ProviderListItem, UserRef } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ratesKeys } from './rate-keys';

/** Active carriers (providers) whose name or code matches, for the carrier selects. */
export function useCarrierOptions(search: string) {
  return useQuery({
    queryKey: ratesKeys.carriers(search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: '50', active: 'true' });
      if (search.trim()) query.set('search', search.trim());
      return apiRequest<Page<ProviderListItem>>(`/app/v1/providers?${query.toString()}`, { signal });
    },
    staleTime: 60_000,
  });
}

/** Pricing users who may own a rate. */
export function useOwnerOptions() {
  return useQuery({
    queryKey: ratesKeys.owners(),
    queryFn: ({ signal }) => apiRequest<UserRef[]>('/app/v1/quotations/pricing-owners', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Active charge codes, for the charges' concept select. */
export function useChargeCodeOptions() {
  return useQuery({
    queryKey: ratesKeys.chargeCodes(),
    queryFn: ({ signal }) => apiRequest<Page<ChargeCodeItem>>('/app/v1/charge-codes?limit=100&active=true', { signal }),
    staleTime: 5 * 60_000,
  });
}
