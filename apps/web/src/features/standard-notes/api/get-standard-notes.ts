import type { StandardNoteListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, query, type ApiQuery } from '@/lib/api';
import { standardNotesKeys } from './standard-note-keys';

/** `GET /app/v1/standard-notes` query: page, sort and filters (absent filters are not sent). */
export type StandardNotesListParams = Pick<StandardNoteListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<StandardNoteListQueryDto, 'cursor' | 'search' | 'active' | 'mandatory' | 'service'>>;

export function getStandardNotes(params: StandardNotesListParams, signal?: AbortSignal) {
  return body(
    api.GET('/app/v1/standard-notes', {
      params: { query: query(params as ApiQuery<'/app/v1/standard-notes', 'get'>) },
      signal,
    }),
  );
}

/** One keyset page of standard notes. */
export function useStandardNotes(params: StandardNotesListParams) {
  return useQuery(
    queryOptions({
      queryKey: standardNotesKeys.list(params),
      queryFn: ({ signal }) => getStandardNotes(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
