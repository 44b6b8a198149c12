import type {
  AgendaCounts,
  ClientLookupItem,
  ExpressView,
  OperationKind,
  ContainerMode,
  ExportFormat,
  OperationCreated,
  OperationDetail,
  OperationEvent,
  OperationNote,
  OperationStatus,
  OperationSummary,
  OperationUserRef,
  Page,
  RecordTypeItem,
  TransportMode,
} from '@freight/shared';
import type {
  CreateExpressOperationDto,
  CreateOperationDto,
  CreateOperationEventDto,
  CreateOperationNoteDto,
  OperationListQueryDto,
  PostponeOperationEventDto,
  UpdateOperationDto,
} from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiDownload, type DownloadProgress } from '@/lib/api-download';

const BASE = '/operations/v1/operations';
const EXPRESS_BASE = '/operations/v1/express-operations';
/** Where an operation's own routes (detail, edit, status) live: the general or the express list's. */
const baseOf = (kind: OperationKind) => (kind === 'EXPRESS' ? EXPRESS_BASE : BASE);

/** Query keys; every write invalidates `operationKeys.all` (lists, details, agenda and counts). */
export const operationKeys = {
  all: ['operations'] as const,
  list: (params: OperationListParams) => [...operationKeys.all, 'list', params] as const,
  expressList: (params: OperationListParams & { view: ExpressView }) =>
    [...operationKeys.all, 'expressList', params] as const,
  detail: (reference: string) => [...operationKeys.all, 'detail', reference] as const,
  agenda: (from: string, to: string, includeFinalized: boolean) =>
    [...operationKeys.all, 'agenda', from, to, includeFinalized] as const,
  counts: () => [...operationKeys.all, 'agendaCounts'] as const,
  operatives: () => [...operationKeys.all, 'operatives'] as const,
  commercials: () => [...operationKeys.all, 'commercials'] as const,
  noteTypes: () => ['noteTypes', 'active'] as const,
  clients: (search: string) => [...operationKeys.all, 'clients', search] as const,
};

/** The section 3 filters as the list endpoint takes them (absent ones are not sent). */
export type OperationListFilters = {
  operatives?: string[];
  commercials?: string[];
  clientName?: string;
  transportModes?: TransportMode[];
  containerModes?: ContainerMode[];
  origins?: string[];
  destinations?: string[];
  etdFrom?: string;
  etdTo?: string;
  etaFrom?: string;
  etaTo?: string;
  status?: OperationStatus[];
  houseNumber?: string;
  masterNumber?: string;
  shipmentKey?: string;
  containerNumber?: string;
  quoteNumber?: string;
};

export type OperationListParams = Pick<OperationListQueryDto, 'limit' | 'order' | 'sort'> & {
  cursor?: string;
} & OperationListFilters;

/** The filters as query parameters; the export sends the same ones without paging. */
export function operationFilterParams(filters: OperationListFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value)) {
      if (value.length) query.set(key, value.join(','));
    } else if (typeof value === 'string' && value.trim()) query.set(key, value.trim());
  }
  return query;
}

/** The general list, or with `view` one of the express lists. */
export function useOperations(params: OperationListParams, view?: ExpressView, { enabled = true } = {}) {
  const { limit, order, sort, cursor, ...filters } = params;
  return useQuery(
    queryOptions({
      queryKey: view ? operationKeys.expressList({ ...params, view }) : operationKeys.list(params),
      queryFn: ({ signal }) => {
        const query = operationFilterParams(filters);
        if (view) query.set('view', view);
        query.set('limit', String(limit));
        query.set('order', order);
        query.set('sort', sort);
        if (cursor) query.set('cursor', cursor);
        return apiRequest<Page<OperationSummary>>(`${view ? EXPRESS_BASE : BASE}?${query.toString()}`, { signal });
      },
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** The filtered list as XLSX or CSV, streamed by the API. */
export function exportOperations(
  filters: OperationListFilters,
  format: ExportFormat,
  onProgress: (progress: DownloadProgress) => void,
) {
  const params = operationFilterParams(filters);
  params.set('format', format);
  return apiDownload(`${BASE}/export?${params.toString()}`, { onProgress });
}

export function useOperation(reference: string, kind: OperationKind = 'GENERAL') {
  return useQuery({
    queryKey: operationKeys.detail(reference),
    queryFn: ({ signal }) =>
      apiRequest<OperationDetail>(`${baseOf(kind)}/${encodeURIComponent(reference)}`, { signal }),
  });
}

export function useOperatives() {
  return useQuery({
    queryKey: operationKeys.operatives(),
    queryFn: () => apiRequest<OperationUserRef[]>(`${BASE}/operatives`),
    staleTime: 300_000,
  });
}

export function useOperationCommercials() {
  return useQuery({
    queryKey: operationKeys.commercials(),
    queryFn: () => apiRequest<OperationUserRef[]>(`${BASE}/commercials`),
    staleTime: 300_000,
  });
}

export function useActiveNoteTypes() {
  return useQuery({
    queryKey: operationKeys.noteTypes(),
    queryFn: () => apiRequest<Page<RecordTypeItem>>('/app/v1/note-types?limit=100&sort=name&order=asc&active=true'),
    staleTime: 300_000,
  });
}

export function useAgenda(from: string, to: string, includeFinalized: boolean) {
  return useQuery({
    queryKey: operationKeys.agenda(from, to, includeFinalized),
    queryFn: ({ signal }) =>
      apiRequest<OperationEvent[]>(
        `/operations/v1/agenda?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${includeFinalized ? '&includeFinalized=true' : ''}`,
        { signal },
      ),
  });
}

export function useAgendaCounts(enabled: boolean) {
  return useQuery({
    queryKey: operationKeys.counts(),
    queryFn: () => apiRequest<AgendaCounts>('/operations/v1/agenda/counts'),
    enabled,
  });
}

/** A mutation that refreshes every operations query once it succeeds. */
function useOperationMutation<Vars, Result>(fn: (vars: Vars) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: operationKeys.all }) });
}

const path = (reference: string) => `${BASE}/${encodeURIComponent(reference)}`;

export const useChangeOperationStatus = (kind: OperationKind = 'GENERAL') =>
  useOperationMutation(({ reference, status }: { reference: string; status: OperationStatus }) =>
    apiRequest<{ status: OperationStatus }>(`${baseOf(kind)}/${encodeURIComponent(reference)}/status`, {
      method: 'POST',
      body: { status },
    }),
  );

export const useAddNote = () =>
  useOperationMutation(({ reference, ...body }: CreateOperationNoteDto & { reference: string }) =>
    apiRequest<OperationNote>(`${path(reference)}/notes`, { method: 'POST', body }),
  );

export const useCorrectNote = () =>
  useOperationMutation(({ reference, noteId, text }: { reference: string; noteId: string; text: string }) =>
    apiRequest<OperationNote>(`${path(reference)}/notes/${noteId}`, { method: 'PATCH', body: { text } }),
  );

export const useAddEvent = () =>
  useOperationMutation(({ reference, ...body }: CreateOperationEventDto & { reference: string }) =>
    apiRequest<OperationEvent>(`${path(reference)}/events`, { method: 'POST', body }),
  );

export const usePostponeEvent = () =>
  useOperationMutation(
    ({ reference, eventId, ...body }: PostponeOperationEventDto & { reference: string; eventId: string }) =>
      apiRequest<OperationEvent>(`${path(reference)}/events/${eventId}/postpone`, { method: 'POST', body }),
  );

export const useFinalizeEvent = () =>
  useOperationMutation(({ reference, eventId }: { reference: string; eventId: string }) =>
    apiRequest<OperationEvent>(`${path(reference)}/events/${eventId}/finalize`, { method: 'POST' }),
  );

export const useEditEvent = () =>
  useOperationMutation(
    ({
      reference,
      eventId,
      title,
      description,
    }: {
      reference: string;
      eventId: string;
      title: string;
      description: string;
    }) =>
      apiRequest<OperationEvent>(`${path(reference)}/events/${eventId}`, {
        method: 'PATCH',
        body: { title, description },
      }),
  );

/** The client picker of the new-operation form (`GET /app/v1/clients/lookup`). */
export function useClientSearch(search: string) {
  return useQuery({
    queryKey: operationKeys.clients(search.trim()),
    queryFn: ({ signal }) =>
      apiRequest<{ items: ClientLookupItem[] }>(
        `/app/v1/clients/lookup?${new URLSearchParams({ search: search.trim(), limit: '20' }).toString()}`,
        { signal },
      ),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export const useCreateOperation = () =>
  useOperationMutation((body: CreateOperationDto) => apiRequest<OperationCreated>(BASE, { method: 'POST', body }));

export const useUpdateOperation = (kind: OperationKind = 'GENERAL') =>
  useOperationMutation(({ reference, ...body }: UpdateOperationDto & { reference: string }) =>
    apiRequest<void>(`${baseOf(kind)}/${encodeURIComponent(reference)}`, { method: 'PATCH', body }),
  );

export const useCreateExpressOperation = () =>
  useOperationMutation((body: CreateExpressOperationDto) =>
    apiRequest<OperationCreated>(EXPRESS_BASE, { method: 'POST', body }),
  );

export type { OperationCreated };
