import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { notificationKeys } from './notification-keys';

/** `PUT /app/v1/notification/read-all`: every notification of the caller. */
export function markAllNotificationsRead() {
  return body(api.PUT('/app/v1/notification/read-all'));
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
