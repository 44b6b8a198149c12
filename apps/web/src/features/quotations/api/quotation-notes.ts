import type { QuotationNote } from '@freight/shared';
import type { AddNoteDto } from '@freight/shared/dto';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

const notesPath = (reference: string) => `/app/v1/quotations/${encodeURIComponent(reference)}/notes`;

/** `GET /app/v1/quotations/:reference/notes`, newest first. */
export function getQuotationNotes(reference: string, signal?: AbortSignal): Promise<QuotationNote[]> {
  return apiRequest<QuotationNote[]>(notesPath(reference), { signal });
}

export function quotationNotesQueryOptions(reference: string) {
  return queryOptions({
    queryKey: quotationKeys.notes(reference),
    queryFn: ({ signal }) => getQuotationNotes(reference, signal),
  });
}

export function useQuotationNotes(reference: string) {
  return useQuery(quotationNotesQueryOptions(reference));
}

/** `POST /app/v1/quotations/:reference/notes`. Notes are never edited or deleted, so there is no other call. */
export function addQuotationNote(reference: string, body: AddNoteDto): Promise<QuotationNote> {
  return apiRequest<QuotationNote>(notesPath(reference), { method: 'POST', body });
}

/** Adds a note; the notes and the event log (NOTE_ADDED) reload. */
export function useAddQuotationNote(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddNoteDto) => addQuotationNote(reference, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.notes(reference) }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.events(reference) }),
      ]),
  });
}
