import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { confirmReturnFocus } from './dialogs/confirm-return-focus';

export type ConfirmOptions = {
  message: ReactNode;
  /** The action, named (issue 24 item 5): "Cancelar cotización", "Eliminar borrador", not "Confirmar". */
  confirmLabel: string;
  /** Defaults to "Volver": leaving the dialog changes nothing. */
  cancelLabel?: string;
  /** A destructive action: the button is red. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
  /** After the dialog closes, whichever way (confirm, back, Escape, the dimmed page). */
  onClose?: () => void;
};

/**
 * Spec section 2: confirmation modal titled Confirmar, size xs. Only for destructive or
 * irreversible actions; the confirm button names the action and the other one reads "Volver".
 */
export function openConfirm(options: ConfirmOptions): void {
  const returnFocus = confirmReturnFocus();
  modals.openConfirmModal({
    title: i18n.t('common:confirm.title'),
    size: 'xs',
    centered: true,
    children: options.message,
    labels: { confirm: options.confirmLabel, cancel: options.cancelLabel ?? i18n.t('common:confirm.back') },
    confirmProps: { color: options.danger ? 'red' : undefined, 'data-testid': 'confirm-modal-confirm' } as Record<
      string,
      unknown
    >,
    cancelProps: { 'data-testid': 'confirm-modal-cancel' } as Record<string, unknown>,
    onConfirm: options.onConfirm,
    onCancel: options.onCancel,
    onClose: () => {
      returnFocus();
      options.onClose?.();
    },
  });
}

/** What one direction of an activate/deactivate confirmation says: the record named, and what follows. */
export type ActiveToggleWording = { message: ReactNode; confirmLabel: string };

export type ActiveToggleOptions = {
  /** The record's current state: true asks to deactivate, false to activate. */
  active: boolean;
  deactivate: ActiveToggleWording;
  onConfirm: () => void;
  onCancel?: () => void;
} & (
  | {
      /** Spec section 4: document types, note types and contacts confirm both ways, each with its own wording. */
      askOnActivate?: true;
      activate: ActiveToggleWording;
    }
  | {
      /** Providers, users, standard notes, charge codes: activating again is not destructive and applies at once. */
      askOnActivate: false;
      activate?: never;
    }
);

/**
 * The modal's options for the record's current state (deactivating is red, activating is not), or
 * null when the change applies without asking.
 */
export function activeToggleOptions(options: ActiveToggleOptions): ConfirmOptions | null {
  const { active, deactivate, onConfirm, onCancel } = options;
  if (active) return { ...deactivate, danger: true, onConfirm, onCancel };
  return options.askOnActivate === false ? null : { ...options.activate, danger: false, onConfirm, onCancel };
}

/** Activating or deactivating a record: asks before deactivating, and before activating unless told not to. */
export function confirmActiveToggle(options: ActiveToggleOptions): void {
  const confirm = activeToggleOptions(options);
  if (confirm) openConfirm(confirm);
  else options.onConfirm();
}
