import type { Page, RecordTypeItem, RecordTypeKind, RecordTypeOption, RecordTypeSortField } from '@freight/shared';
import type { RecordTypeDto, RecordTypeListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The API collection of each kind. */
export const RECORD_TYPE_PATHS: Record<RecordTypeKind, string> = {
  document: '/app/v1/document-types',
  note: '/app/v1/note-types',
};

export type RecordTypesListParams = Pick<RecordTypeListQueryDto, 'limit' | 'order'> & {
  sort: RecordTypeSortField;
} & Partial<Pick<RecordTypeListQueryDto, 'cursor' | 'search' | 'active'>>;

/** Query keys per kind; every write invalidates `recordTypesKeys.kind(kind)` (lists and details). */
export const recordTypesKeys = {
  kind: (kind: RecordTypeKind) => ['recordTypes', kind] as const,
  list: (kind: RecordTypeKind, params: RecordTypesListParams) =>
    [...recordTypesKeys.kind(kind), 'list', params] as const,
  detail: (kind: RecordTypeKind, id: string) => [...recordTypesKeys.kind(kind), 'detail', id] as const,
  options: (kind: RecordTypeKind) => [...recordTypesKeys.kind(kind), 'options'] as const,
};

/** `GET /app/v1/reference/{document,note}-types`: the active types forms offer (inactive ones stay on old records). */
export function useRecordTypeOptions(kind: RecordTypeKind) {
  return useQuery(
    queryOptions({
      queryKey: recordTypesKeys.options(kind),
      queryFn: ({ signal }) => apiRequest<RecordTypeOption[]>(`/app/v1/reference/${kind}-types`, { signal }),
      staleTime: 60_000,
    }),
  );
}

function toSearchParams(params: RecordTypesListParams): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit), order: params.order, sort: params.sort });
  if (params.cursor) query.set('cursor', params.cursor);
  const search = params.search?.trim();
  if (search) query.set('search', search);
  if (params.active !== undefined) query.set('active', String(params.active));
  return query;
}

/** `GET /app/v1/{document,note}-types`: one keyset page. */
export function useRecordTypes(kind: RecordTypeKind, params: RecordTypesListParams) {
  return useQuery(
    queryOptions({
      queryKey: recordTypesKeys.list(kind, params),
      queryFn: ({ signal }) =>
        apiRequest<Page<RecordTypeItem>>(`${RECORD_TYPE_PATHS[kind]}?${toSearchParams(params).toString()}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET /app/v1/{document,note}-types/:id`: the one the route names (/document-types/{id}). */
export function useRecordType(kind: RecordTypeKind, id: string | undefined) {
  return useQuery({
    queryKey: recordTypesKeys.detail(kind, id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<RecordTypeItem>(`${RECORD_TYPE_PATHS[kind]}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

export type SaveRecordTypeInput = { id?: string; body: RecordTypeDto };

/** POST a new type or PUT a replacement; the code rules answer their own error codes. */
export function useSaveRecordType(kind: RecordTypeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveRecordTypeInput) =>
      id
        ? apiRequest<RecordTypeItem>(`${RECORD_TYPE_PATHS[kind]}/${encodeURIComponent(id)}`, { method: 'PUT', body })
        : apiRequest<RecordTypeItem>(RECORD_TYPE_PATHS[kind], { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordTypesKeys.kind(kind) }),
  });
}

/** `POST .../:id/activate|inactivate`; answers the type in its new state. */
export function useSetRecordTypeActive(kind: RecordTypeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<RecordTypeItem>(
        `${RECORD_TYPE_PATHS[kind]}/${encodeURIComponent(id)}/${active ? 'activate' : 'inactivate'}`,
        {
          method: 'POST',
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordTypesKeys.kind(kind) }),
  });
}
