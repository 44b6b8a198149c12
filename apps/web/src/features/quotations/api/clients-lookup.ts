import type { ClientLookupItem } from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ClientLookupParams = { search: string; limit?: number };

/** Query keys of the request form's client search. */
export const clientLookupKeys = {
  all: ['clients', 'lookup'] as const,
  search: (params: ClientLookupParams) => [...clientLookupKeys.all, params] as const,
};

export function lookupClients(
  params: ClientLookupParams,
  signal?: AbortSignal,
): Promise<{ items: ClientLookupItem[] }> {
  const query = new URLSearchParams({ search: params.search.trim() });
  if (params.limit) query.set('limit', String(params.limit));
  return apiRequest<{ items: ClientLookupItem[] }>(`/app/v1/clients/lookup?${query.toString()}`, { signal });
}

export function clientLookupQueryOptions(params: ClientLookupParams) {
  return queryOptions({
    queryKey: clientLookupKeys.search(params),
    queryFn: ({ signal }) => lookupClients(params, signal),
    enabled: params.search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** `GET /app/v1/clients/lookup`: clients by trade name, legal name or tax id. */
export function useClientLookup(params: ClientLookupParams) {
  return useQuery(clientLookupQueryOptions(params));
}
