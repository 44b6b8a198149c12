import type { StandardNoteItem } from '@freight/shared';
import type { StandardNoteDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { standardNotesKeys } from './standard-note-keys';

export type SaveStandardNoteInput = { id?: string; body: StandardNoteDto };

/** `POST /app/v1/standard-notes` for a new note, `PUT /app/v1/standard-notes/:id` to replace one. */
export function saveStandardNote({ id, body }: SaveStandardNoteInput): Promise<StandardNoteItem> {
  return id
    ? apiRequest<StandardNoteItem>(`/app/v1/standard-notes/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<StandardNoteItem>('/app/v1/standard-notes', { method: 'POST', body });
}

export function useSaveStandardNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStandardNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standardNotesKeys.lists() }),
  });
}
