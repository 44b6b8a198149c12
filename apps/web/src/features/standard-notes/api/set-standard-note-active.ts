import type { StandardNoteItem } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { standardNotesKeys } from './standard-note-keys';

export type SetStandardNoteActiveInput = { id: string; active: boolean };

/** `POST /app/v1/standard-notes/:id/activate|inactivate`; answers the note in its new state. */
export function setStandardNoteActive({ id, active }: SetStandardNoteActiveInput): Promise<StandardNoteItem> {
  return apiRequest<StandardNoteItem>(
    `/app/v1/standard-notes/${encodeURIComponent(id)}/${active ? 'activate' : 'inactivate'}`,
    {
      method: 'POST',
    },
  );
}

export function useSetStandardNoteActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStandardNoteActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standardNotesKeys.lists() }),
  });
}
