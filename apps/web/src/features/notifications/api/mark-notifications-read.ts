import type { MarkReadResult } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** `PUT /app/v1/notification/` with the ids to mark read. */
export function markNotificationsRead(ids: string[]): Promise<MarkReadResult> {
  return apiRequest<MarkReadResult>('/app/v1/notification/', { method: 'PUT', body: { ids } });
}

/** Marks some read; the list is refetched afterwards, whether it worked or not (spec section 5). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
