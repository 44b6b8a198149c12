import type { Page, StandardNoteItem } from '@freight/shared';
import type { StandardNoteListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { standardNotesKeys } from './standard-note-keys';

/** `GET /app/v1/standard-notes` query: page, sort and filters (absent filters are not sent). */
export type StandardNotesListParams = Pick<StandardNoteListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<StandardNoteListQueryDto, 'cursor' | 'search' | 'active' | 'mandatory' | 'service'>>;

function toSearchParams(params: StandardNotesListParams): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit), order: params.order, sort: params.sort });
  if (params.cursor) query.set('cursor', params.cursor);
  const search = params.search?.trim();
  if (search) query.set('search', search);
  if (params.active !== undefined) query.set('active', String(params.active));
  if (params.mandatory !== undefined) query.set('mandatory', String(params.mandatory));
  if (params.service) query.set('service', params.service);
  return query;
}

export function getStandardNotes(
  params: StandardNotesListParams,
  signal?: AbortSignal,
): Promise<Page<StandardNoteItem>> {
  return apiRequest<Page<StandardNoteItem>>(`/app/v1/standard-notes?${toSearchParams(params).toString()}`, { signal });
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
