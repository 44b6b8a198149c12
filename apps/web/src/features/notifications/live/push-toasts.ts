import {
  NOTIFICATION_TOAST_AUTO_CLOSE_MS,
  NOTIFICATION_TOAST_LIMIT,
  NOTIFICATION_TOAST_POSITION,
  type NotificationPush,
} from '@freight/shared';
import { notifications } from '@mantine/notifications';
import { i18n } from '@/lib/i18n';
import { toastsOverLimit } from '../utils/push-toast-limit';

// Push toasts on screen, oldest first. The app's single <Notifications> applies one `limit` to
// every position and queues the excess, so the spec's 5 for pushes is kept here instead.
const openToasts: string[] = [];

function forget(id: string): void {
  const index = openToasts.indexOf(id);
  if (index >= 0) openToasts.splice(index, 1);
}

/**
 * An in-app toast for one push (spec section 9): bottom-right, closing after 4 s, at most 5
 * at a time (the oldest gives way). Clicking it runs `onOpen`, as clicking the notification does.
 */
export function showPushToast(push: NotificationPush, onOpen: () => void): void {
  const id = `push-${push.id}`;
  if (openToasts.includes(id)) return;
  openToasts.push(id);
  notifications.show({
    id,
    position: NOTIFICATION_TOAST_POSITION,
    autoClose: NOTIFICATION_TOAST_AUTO_CLOSE_MS,
    title: push.title,
    message: push.message,
    // News from others is announced politely; "alert" stays for the outcome of the user's own actions.
    role: 'status',
    style: { cursor: 'pointer' },
    closeButtonProps: {
      'aria-label': i18n.t('common:actions.close'),
      // The close button sits inside the toast: closing must not also open the notification.
      onClick: (event) => event.stopPropagation(),
    },
    onClick: () => {
      notifications.hide(id);
      onOpen();
    },
    onClose: () => forget(id),
    'data-testid': 'notification-toast',
  });
  for (const old of toastsOverLimit(openToasts, NOTIFICATION_TOAST_LIMIT)) notifications.hide(old);
}

/** Closes every push toast (the session ended: the next user must not see them). */
export function hidePushToasts(): void {
  for (const id of [...openToasts]) notifications.hide(id);
}
