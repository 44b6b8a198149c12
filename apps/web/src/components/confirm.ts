import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

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
    onClose: options.onClose,
  });
}

/**
 * Deactivating (a provider, user, standard note, charge code) is confirmed; activating again is not
 * destructive. Document types, note types and contacts confirm both ways: see confirmActiveToggle.
 */
export function confirmIfDeactivating(active: boolean, options: ConfirmOptions): void {
  if (active) openConfirm({ danger: true, ...options });
  else options.onConfirm();
}

/** What one direction of an activate/deactivate confirmation says: the record named, and what follows. */
export type ActiveToggleWording = { message: ReactNode; confirmLabel: string };

export type ActiveToggleOptions = {
  /** The record's current state: true asks to deactivate, false to activate. */
  active: boolean;
  deactivate: ActiveToggleWording;
  activate: ActiveToggleWording;
  onConfirm: () => void;
  onCancel?: () => void;
};

/** The modal's options for the record's current state: deactivating is red, activating is not. */
export function activeToggleOptions({
  active,
  deactivate,
  activate,
  onConfirm,
  onCancel,
}: ActiveToggleOptions): ConfirmOptions {
  return { ...(active ? deactivate : activate), danger: active, onConfirm, onCancel };
}

/**
 * Spec section 4: document types, note types and contacts are toggled (activated or deactivated)
 * "after a confirmation", so both directions ask, each with its own wording.
 */
export function confirmActiveToggle(options: ActiveToggleOptions): void {
  openConfirm(activeToggleOptions(options));
}
