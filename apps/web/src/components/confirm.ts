import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

/** Spec section 2: confirmation modal titled Confirmar, size xs, Cancelar and Confirmar buttons. */
export function openConfirm(options: { message: ReactNode; onConfirm: () => void; onCancel?: () => void }): void {
  modals.openConfirmModal({
    title: i18n.t('common:confirm.title'),
    size: 'xs',
    centered: true,
    children: options.message,
    labels: { confirm: i18n.t('common:confirm.confirm'), cancel: i18n.t('common:confirm.cancel') },
    onConfirm: options.onConfirm,
    onCancel: options.onCancel,
  });
}
