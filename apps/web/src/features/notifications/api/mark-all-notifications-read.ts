import type { MarkReadResult } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** `PUT /app/v1/notification/read-all`: every notification of the caller. */
export function markAllNotificationsRead(): Promise<MarkReadResult> {
  return apiRequest<MarkReadResult>('/app/v1/notification/read-all', { method: 'PUT' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
