import type { RecordTypeKind, RecordTypeSortField } from '@freight/shared';
import type { RecordTypeDto, RecordTypeListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, query, type ApiQuery } from '@/lib/api';

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
      queryFn: ({ signal }) =>
        kind === 'document'
          ? answer(api.GET('/app/v1/reference/document-types', { signal }))
          : answer(api.GET('/app/v1/reference/note-types', { signal })),
      staleTime: 60_000,
    }),
  );
}

/** `GET /app/v1/{document,note}-types`: one keyset page. */
export function useRecordTypes(kind: RecordTypeKind, params: RecordTypesListParams) {
  const list = { query: query(params as ApiQuery<'/app/v1/document-types', 'get'>) };
  return useQuery(
    queryOptions({
      queryKey: recordTypesKeys.list(kind, params),
      queryFn: ({ signal }) =>
        kind === 'document'
          ? answer(api.GET('/app/v1/document-types', { params: list, signal }))
          : answer(api.GET('/app/v1/note-types', { params: list, signal })),
      placeholderData: keepPreviousData,
    }),
  );
}

const byId = (id: string) => ({ params: { path: { id } } });

/** `GET /app/v1/{document,note}-types/:id`: the one the route names (/document-types/{id}). */
export function useRecordType(kind: RecordTypeKind, id: string | undefined) {
  return useQuery({
    queryKey: recordTypesKeys.detail(kind, id ?? ''),
    queryFn: ({ signal }) =>
      kind === 'document'
        ? answer(api.GET('/app/v1/document-types/{id}', { ...byId(id ?? ''), signal }))
        : answer(api.GET('/app/v1/note-types/{id}', { ...byId(id ?? ''), signal })),
    enabled: Boolean(id),
  });
}

export type SaveRecordTypeInput = { id?: string; body: RecordTypeDto };

/** POST a new type or PUT a replacement; the code rules answer their own error codes. */
export function useSaveRecordType(kind: RecordTypeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveRecordTypeInput) => {
      if (kind === 'document')
        return id
          ? answer(api.PUT('/app/v1/document-types/{id}', { ...byId(id), body }))
          : answer(api.POST('/app/v1/document-types', { body }));
      return id
        ? answer(api.PUT('/app/v1/note-types/{id}', { ...byId(id), body }))
        : answer(api.POST('/app/v1/note-types', { body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordTypesKeys.kind(kind) }),
  });
}

/** `POST .../:id/activate|inactivate`; answers the type in its new state. */
export function useSetRecordTypeActive(kind: RecordTypeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => {
      if (kind === 'document')
        return active
          ? answer(api.POST('/app/v1/document-types/{id}/activate', byId(id)))
          : answer(api.POST('/app/v1/document-types/{id}/inactivate', byId(id)));
      return active
        ? answer(api.POST('/app/v1/note-types/{id}/activate', byId(id)))
        : answer(api.POST('/app/v1/note-types/{id}/inactivate', byId(id)));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordTypesKeys.kind(kind) }),
  });
}
