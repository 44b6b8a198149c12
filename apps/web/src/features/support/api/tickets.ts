import type { CloseSupportTicketDto, CreateSupportTicketDto, UpdateSupportTicketDto } from '@freight/shared/dto';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DownloadedFile } from '@/lib/api-download';
import { api, body as answer, download, FILE, multipart, query, type ApiQuery, type ApiSchema } from '@/lib/api';
import { supportKeys, type DeskFilters, type TicketPageParams } from './support-keys';

const byId = (id: string) => ({ params: { path: { id } } });

/** `GET /support/v1/tickets/users`: the user's tickets and those they are related to, newest first. */
export function useMyTickets(includeClosed: boolean, page: TicketPageParams) {
  return useQuery({
    queryKey: supportKeys.mine(includeClosed, page),
    queryFn: ({ signal }) =>
      answer(
        api.GET('/support/v1/tickets/users', {
          params: { query: query({ includeClosed, limit: page.limit, cursor: page.cursor ?? undefined }) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /support/v1/tickets`: the staff desk, overdue first (the server's order). */
export function useDeskTickets(filters: DeskFilters, page: TicketPageParams) {
  return useQuery({
    queryKey: supportKeys.desk(filters, page),
    queryFn: ({ signal }) =>
      answer(
        api.GET('/support/v1/tickets', {
          params: {
            query: query({ ...filters, limit: page.limit, cursor: page.cursor } as ApiQuery<
              '/support/v1/tickets',
              'get'
            >),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.detail(id),
    queryFn: ({ signal }) => answer(api.GET('/support/v1/tickets/{id}', { ...byId(id), signal })),
    retry: false,
  });
}

/** `POST /support/v1/tickets/attachments`: a file uploaded before the ticket or message is sent. */
export function stageAttachment(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return answer(api.POST('/support/v1/tickets/attachments', { body: multipart(form) }));
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
      answer(
        api.POST('/support/v1/tickets/create', {
          body: { ...body, attachments: await stageAll(files) },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets() }),
  });
}

function useTicketChange<V>(id: string, send: (vars: V) => Promise<ApiSchema<'SupportTicketDetail'>>) {
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
    answer(
      api.POST('/support/v1/tickets/messages/{id}', {
        ...byId(id),
        body: { description, attachments: await stageAll(files) },
      }),
    ),
  );
}

export function useUpdateTicket(id: string) {
  return useTicketChange(id, (body: UpdateSupportTicketDto) =>
    answer(
      api.PATCH('/support/v1/tickets/{id}', {
        ...byId(id),
        body,
      }),
    ),
  );
}

export function useMarkSolution(id: string) {
  return useTicketChange(id, (messageId: string) =>
    answer(api.POST('/support/v1/tickets/solution/{id}', { ...byId(id), body: { messageId } })),
  );
}

export function useCloseTicket(id: string) {
  return useTicketChange(id, (body: CloseSupportTicketDto) =>
    answer(
      api.POST('/support/v1/tickets/close/{id}', {
        ...byId(id),
        body,
      }),
    ),
  );
}

/** `GET /support/v1/tickets/attachment/{id}`: the full file, then downloaded. */
export function downloadAttachment(id: string): Promise<DownloadedFile> {
  return download(api.GET('/support/v1/tickets/attachment/{id}', { ...byId(id), ...FILE }));
}
