import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';

/**
 * Closing a ticket form that has something in it asks first (a stray click on the widget's dimmed
 * overlay lost the description and the attachments). Give `dirtyRef` to the TicketForm and route every
 * close through `requestClose`.
 */
export function useDiscardGuard() {
  const { t } = useTranslation('support');
  const dirtyRef = useRef<() => boolean>(() => false);
  const requestClose = (close: () => void) => {
    if (!dirtyRef.current()) return close();
    openConfirm({
      message: t('discard.message'),
      confirmLabel: t('discard.confirm'),
      cancelLabel: t('discard.keep'),
      danger: true,
      onConfirm: close,
    });
  };
  return { dirtyRef, requestClose };
}
