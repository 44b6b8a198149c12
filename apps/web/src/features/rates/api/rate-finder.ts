import type { RateFinderResult } from '@freight/shared';
import type { ApplyFinderRateDto, RateFinderDto } from '@freight/shared/dto';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The finder's question as sent (`POST /app/v1/rate-finder` changes nothing, so it is read as a query). */
export type RateFinderParams = Pick<RateFinderDto, 'service' | 'originCode' | 'destinationCode' | 'measureSystem'> &
  Partial<Pick<RateFinderDto, 'day' | 'currency' | 'containers' | 'packingLines'>>;

export const rateFinderKeys = {
  all: ['rate-finder'] as const,
  search: (params: RateFinderParams) => [...rateFinderKeys.all, params] as const,
};

export function findRates(params: RateFinderParams, signal?: AbortSignal): Promise<RateFinderResult> {
  return apiRequest<RateFinderResult>('/app/v1/rate-finder', { method: 'POST', body: params, signal });
}

/** Every valid rate of the lane priced for the cargo, cheapest first; nothing is asked until a search is sent. */
export function useRateFinder(params: RateFinderParams | null) {
  return useQuery({
    queryKey: rateFinderKeys.search(params!),
    queryFn: ({ signal }) => findRates(params!, signal),
    enabled: params !== null,
  });
}

/** `POST /app/v1/quotations/:reference/finder-costs`: the option becomes one more cost of the quotation. */
export function useApplyFinderRate() {
  return useMutation({
    mutationFn: ({ reference, body }: { reference: string; body: ApplyFinderRateDto }) =>
      apiRequest<void>(`/app/v1/quotations/${encodeURIComponent(reference)}/finder-costs`, { method: 'POST', body }),
  });
}
