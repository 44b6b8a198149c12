import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { draftsKeys } from './draft-keys';

/** `DELETE /app/v1/drafts/:id` (204). */
export function deleteDraft(id: string): Promise<void> {
  return apiRequest<void>(`/app/v1/drafts/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
