import type { StandardNoteDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body as answer } from '@/lib/api';
import { standardNotesKeys } from './standard-note-keys';

export type SaveStandardNoteInput = { id?: string; body: StandardNoteDto };

/** `POST /app/v1/standard-notes` for a new note, `PUT /app/v1/standard-notes/:id` to replace one. */
export function saveStandardNote({ id, body }: SaveStandardNoteInput) {
  return id
    ? answer(api.PUT('/app/v1/standard-notes/{id}', { params: { path: { id } }, body }))
    : answer(api.POST('/app/v1/standard-notes', { body }));
}

export function useSaveStandardNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStandardNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standardNotesKeys.lists() }),
  });
}
