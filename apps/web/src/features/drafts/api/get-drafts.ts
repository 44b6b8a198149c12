import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, query } from '@/lib/api';
import { draftsKeys } from './draft-keys';

/** `GET /app/v1/drafts` query: the list is always newest first, so only the page travels. */
export type DraftsListParams = { limit: number; cursor?: string };

export function getDrafts(params: DraftsListParams, signal?: AbortSignal) {
  return body(api.GET('/app/v1/drafts', { params: { query: query(params) }, signal }));
}

export function draftsQueryOptions(params: DraftsListParams) {
  return queryOptions({
    queryKey: draftsKeys.list(params),
    queryFn: ({ signal }) => getDrafts(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One keyset page of the signed-in user's drafts (spec section 2: type, date, name, summary). */
export function useDrafts(params: DraftsListParams) {
  return useQuery(draftsQueryOptions(params));
}
