import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { notificationKeys } from './notification-keys';

/** `PUT /app/v1/notification/` with the ids to mark read. */
export function markNotificationsRead(ids: string[]) {
  return body(api.PUT('/app/v1/notification', { body: { ids } }));
}

/** Marks some read; the list is refetched afterwards, whether it worked or not (spec section 5). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
