import type { SaveDraftDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, type ApiBody } from '@/lib/api';
import { draftsKeys } from './draft-keys';

export type SaveDraftInput = { id?: string; body: SaveDraftDto };

/** `POST /app/v1/drafts` for a new draft, `PUT /app/v1/drafts/:id` to replace a saved one. */
export function saveDraft({ id, body: input }: SaveDraftInput) {
  const body = input as ApiBody<'/app/v1/drafts', 'post'>;
  return id
    ? answer(api.PUT('/app/v1/drafts/{id}', { params: { path: { id } }, body }))
    : answer(api.POST('/app/v1/drafts', { body }));
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
