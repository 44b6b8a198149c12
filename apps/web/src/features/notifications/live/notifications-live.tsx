import type { NotificationPush } from '@freight/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { showBrowserNotification } from '@/lib/browser-notifications';
import { useSession } from '@/lib/session';
import { inboundMailKeys } from '@/features/inbound-mail/api/inbound-mail-keys';
import { quotationKeys } from '@/features/quotations/api/quotation-keys';
import { notificationKeys } from '../api/notification-keys';
import { useOpenNotification } from '../hooks/use-open-notification';
import { hidePushToasts, showPushToast } from './push-toasts';

/**
 * The real-time side of notifications while a token exists: one STOMP connection per token
 * (a new sign-in reconnects with the new one), closed when the session ends. Each push
 * refetches the list and shows a browser notification (when allowed) and an in-app toast.
 */
export function NotificationsLive() {
  const session = useSession();
  const token = session?.token ?? null;
  const queryClient = useQueryClient();
  const openNotification = useOpenNotification();
  // System notifications still on screen, closed with the session so the next user never sees them.
  const shown = useRef(new Set<Notification>());

  const refetchList = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  });

  const onPush = useEffectEvent((push: NotificationPush) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    // A notice about a quotation (costs received, published, approval…) means its data changed:
    // reload what is on screen (its detail, pricing panels and request rows, and the lists).
    if (push.key) {
      void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(push.key) });
      void queryClient.invalidateQueries({ queryKey: quotationKeys.lists() });
      // The mail triage (issue 42): an unmatched mail's notice, or a reply held on a quotation's request.
      void queryClient.invalidateQueries({ queryKey: inboundMailKeys.lists() });
    }
    const open = () => void openNotification({ id: push.id, key: push.key });
    const notification = showBrowserNotification(push.title, { body: push.message, tag: push.id, onClick: open });
    if (notification) {
      shown.current.add(notification);
      notification.addEventListener('close', () => shown.current.delete(notification));
    }
    showPushToast(push, open);
  });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let disconnect: (() => void) | null = null;
    // The STOMP client loads only for signed-in users, outside sign-in's bundle.
    import('./notification-socket').then(
      ({ connectNotificationSocket }) => {
        if (cancelled) return;
        disconnect = connectNotificationSocket(token, {
          onPush: (push) => onPush(push),
          onReconnect: () => refetchList(),
        });
      },
      (error: unknown) => console.warn('Notification channel not loaded', error),
    );
    const systemNotifications = shown.current;
    return () => {
      cancelled = true;
      disconnect?.();
      hidePushToasts();
      for (const notification of systemNotifications) notification.close();
      systemNotifications.clear();
    };
  }, [token]);

  return null;
}
