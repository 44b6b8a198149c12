import type { Draft } from '@freight/shared';
import type { SaveDraftDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { draftsKeys } from './draft-keys';

export type SaveDraftInput = { id?: string; body: SaveDraftDto };

/** `POST /app/v1/drafts` for a new draft, `PUT /app/v1/drafts/:id` to replace a saved one. */
export function saveDraft({ id, body }: SaveDraftInput): Promise<Draft> {
  return id
    ? apiRequest<Draft>(`/app/v1/drafts/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<Draft>('/app/v1/drafts', { method: 'POST', body });
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: (draft) => {
      queryClient.setQueryData(draftsKeys.detail(draft.id), draft);
      return queryClient.invalidateQueries({ queryKey: draftsKeys.lists() });
    },
  });
}
