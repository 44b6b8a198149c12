import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { standardNotesKeys } from './standard-note-keys';

export type SetStandardNoteActiveInput = { id: string; active: boolean };

/** `POST /app/v1/standard-notes/:id/activate|inactivate`; answers the note in its new state. */
export function setStandardNoteActive({ id, active }: SetStandardNoteActiveInput) {
  const params = { path: { id } };
  return active
    ? body(api.POST('/app/v1/standard-notes/{id}/activate', { params }))
    : body(api.POST('/app/v1/standard-notes/{id}/inactivate', { params }));
}

export function useSetStandardNoteActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStandardNoteActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standardNotesKeys.lists() }),
  });
}
