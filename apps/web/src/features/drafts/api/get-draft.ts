import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { draftsKeys } from './draft-keys';

export function getDraft(id: string, signal?: AbortSignal) {
  return body(api.GET('/app/v1/drafts/{id}', { params: { path: { id } }, signal }));
}

export function draftQueryOptions(id: string) {
  return queryOptions({
    queryKey: draftsKeys.detail(id),
    queryFn: ({ signal }) => getDraft(id, signal),
    // A resumed form must start from what was last saved, not from a cached copy.
    staleTime: 0,
  });
}

/** One own draft with its form data; disabled without an id. */
export function useDraft(id: string | undefined) {
  return useQuery({ ...draftQueryOptions(id ?? ''), enabled: Boolean(id) });
}
