import type { ReferenceData } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the reference data (one document, the same for every user). */
export const referenceKeys = {
  all: ['reference'] as const,
};

export function getReference(signal?: AbortSignal): Promise<ReferenceData> {
  return apiRequest<ReferenceData>('/app/v1/reference', { signal });
}

export function referenceQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.all,
    queryFn: ({ signal }) => getReference(signal),
    // Business constants only change with a release.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** `GET /app/v1/reference`: spec section 9 constants (incoterms with their texts, container types, ...). */
export function useReference() {
  return useQuery(referenceQueryOptions());
}
