import { notifications } from '@mantine/notifications';
import { createElement, Fragment, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { translateError } from '@/lib/errors';

/**
 * Red toast titled per spec section 8; the message is the translated error code and, when the API
 * answered, "Reference: <request id>" on a line of its own, for the user to quote to the help desk.
 */
export function notifyError(error: unknown): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common:alerts.errorTitle'),
    message: errorMessage(error),
  });
}

/** The error toast's message: the translated code, then the reference when the API gave one. */
export function errorMessage(error: unknown): ReactNode {
  const text = translateError(i18n.t, error);
  const id = isApiError(error) ? error.requestId : null;
  if (!id) return text;
  return createElement(Fragment, null, text, createElement('br'), i18n.t('common:alerts.reference', { id }));
}

/** Green toast with an already translated message. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: i18n.t('common:alerts.successTitle'), message });
}
