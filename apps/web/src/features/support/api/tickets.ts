import type { Page, SupportAttachmentInfo, SupportTicketDetail, SupportTicketSummary } from '@freight/shared';
import type { CloseSupportTicketDto, CreateSupportTicketDto, UpdateSupportTicketDto } from '@freight/shared/dto';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiDownload, type DownloadedFile } from '@/lib/api-download';
import { supportKeys, type DeskFilters, type TicketPageParams } from './support-keys';

const enc = encodeURIComponent;

function pageQuery(params: URLSearchParams, page: TicketPageParams): string {
  params.set('limit', String(page.limit));
  if (page.cursor) params.set('cursor', page.cursor);
  return params.toString();
}

/** `GET /support/v1/tickets/users`: the user's tickets and those they are related to, newest first. */
export function useMyTickets(includeClosed: boolean, page: TicketPageParams) {
  return useQuery({
    queryKey: supportKeys.mine(includeClosed, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<SupportTicketSummary>>(
        `/support/v1/tickets/users?${pageQuery(new URLSearchParams({ includeClosed: String(includeClosed) }), page)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /support/v1/tickets`: the staff desk, overdue first (the server's order). */
export function useDeskTickets(filters: DeskFilters, page: TicketPageParams) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  return useQuery({
    queryKey: supportKeys.desk(filters, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<SupportTicketSummary>>(`/support/v1/tickets?${pageQuery(params, page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<SupportTicketDetail>(`/support/v1/tickets/${enc(id)}`, { signal }),
    retry: false,
  });
}

/** `POST /support/v1/tickets/attachments`: a file uploaded before the ticket or message is sent. */
export function stageAttachment(file: File): Promise<SupportAttachmentInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<SupportAttachmentInfo>('/support/v1/tickets/attachments', { method: 'POST', body: form });
}

/** Uploads the files one after another (so they keep the list's order), then sends them as `{ name, content: <upload id> }`. */
async function stageAll(files: File[]) {
  const staged: { name: string; content: string }[] = [];
  for (const file of files) {
    const a = await stageAttachment(file);
    staged.push({ name: a.name, content: a.id });
  }
  return staged;
}

/** `POST /support/v1/tickets/create`. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...body }: Omit<CreateSupportTicketDto, 'attachments'> & { files: File[] }) =>
      apiRequest<SupportTicketDetail>('/support/v1/tickets/create', {
        method: 'POST',
        body: { ...body, attachments: await stageAll(files) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets() }),
  });
}

function useTicketChange<V>(id: string, send: (vars: V) => Promise<SupportTicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.detail(id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
    },
  });
}

export function useAddMessage(id: string) {
  return useTicketChange(id, async ({ description, files }: { description: string; files: File[] }) =>
    apiRequest<SupportTicketDetail>(`/support/v1/tickets/messages/${enc(id)}`, {
      method: 'POST',
      body: { description, attachments: await stageAll(files) },
    }),
  );
}

export function useUpdateTicket(id: string) {
  return useTicketChange(id, (body: UpdateSupportTicketDto) =>
    apiRequest<SupportTicketDetail>(`/support/v1/tickets/${enc(id)}`, { method: 'PATCH', body }),
  );
}

export function useMarkSolution(id: string) {
  return useTicketChange(id, (messageId: string) =>
    apiRequest<SupportTicketDetail>(`/support/v1/tickets/solution/${enc(id)}`, { method: 'POST', body: { messageId } }),
  );
}

export function useCloseTicket(id: string) {
  return useTicketChange(id, (body: CloseSupportTicketDto) =>
    apiRequest<SupportTicketDetail>(`/support/v1/tickets/close/${enc(id)}`, { method: 'POST', body }),
  );
}

/** `GET /support/v1/tickets/attachment/{id}`: the full file, then downloaded. */
export function downloadAttachment(id: string): Promise<DownloadedFile> {
  return apiDownload(`/support/v1/tickets/attachment/${enc(id)}`);
}
