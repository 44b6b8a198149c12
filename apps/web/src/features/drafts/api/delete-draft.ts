import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '@/lib/api';
import { draftsKeys } from './draft-keys';

/** `DELETE /app/v1/drafts/:id` (204). */
export function deleteDraft(id: string): Promise<void> {
  return done(api.DELETE('/app/v1/drafts/{id}', { params: { path: { id } } }));
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: draftsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: draftsKeys.lists() });
    },
  });
}
