import { isLanguage, type LocationItem, type LocationKind, type LocationSearchResult } from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// The locations catalogue is app-wide reference data (like the app config): the request and rate forms,
// the quotation, operation and client-portal filters all search it, so it lives below the features.

export type LocationSearchParams = { search: string; kinds: readonly LocationKind[]; limit?: number };

/** Query keys of the locations catalogue search. */
export const locationKeys = {
  all: ['locations'] as const,
  search: (params: LocationSearchParams) => [...locationKeys.all, 'search', params] as const,
};

export function searchLocations(params: LocationSearchParams, signal?: AbortSignal): Promise<LocationSearchResult> {
  const query = new URLSearchParams({ search: params.search.trim(), kind: params.kinds.join(',') });
  if (params.limit) query.set('limit', String(params.limit));
  return apiRequest<LocationSearchResult>(`/app/v1/locations?${query.toString()}`, { signal });
}

export function locationSearchQueryOptions(params: LocationSearchParams) {
  return queryOptions({
    queryKey: locationKeys.search(params),
    queryFn: ({ signal }) => searchLocations(params, signal),
    // The catalogue barely changes; an empty search asks nothing.
    enabled: params.search.trim().length > 0,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** `GET /app/v1/locations`: seaports, airports or countries by code or name (server-side search). */
export function useLocationSearch(params: LocationSearchParams) {
  return useQuery(locationSearchQueryOptions(params));
}

/** A place's name in the user's language: countries have one per language, ports and airports one. */
export function locationName(item: LocationItem, language: string): string {
  return item.kind === 'COUNTRY' && isLanguage(language) ? (item.names?.[language] ?? item.name) : item.name;
}
