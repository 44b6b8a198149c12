import { notifications } from '@mantine/notifications';
import { i18n } from '@/lib/i18n';
import { translateError } from '@/lib/errors';

/** Red toast titled per spec section 8; the message is the translated error code. */
export function notifyError(error: unknown): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common:alerts.errorTitle'),
    message: translateError(i18n.t, error),
  });
}

/** Green toast with an already translated message. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: i18n.t('common:alerts.successTitle'), message });
}
