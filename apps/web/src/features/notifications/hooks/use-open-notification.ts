import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifyError } from '@/components/notify';
import { hasPermission, sessionStore } from '@/lib/session';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationTarget } from '../utils/notification-target';

export type OpenableNotification = { id: string; key: string | null; read?: boolean };

/**
 * What a click on a notification does, from the bell, a toast or the browser (spec section 5):
 * mark it read on the server, then open its quotation. A failed mark is reported but still opens it.
 */
export function useOpenNotification(): (notification: OpenableNotification) => Promise<void> {
  const navigate = useNavigate();
  const { mutateAsync: markRead } = useMarkNotificationsRead();

  return useCallback(
    async ({ id, key, read = false }) => {
      if (!read) {
        try {
          await markRead([id]);
        } catch (error) {
          notifyError(error);
        }
      }
      const target = notificationTarget(key, hasPermission(sessionStore.getSnapshot(), 'PRICING'));
      if (target) await navigate(target);
    },
    [markRead, navigate],
  );
}
