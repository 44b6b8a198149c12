import { isOperationReadOnly, type OperationStatus } from '@freight/shared';

/**
 * What a status change does to an operation, which sets the confirmation's wording:
 * - change: between two open statuses;
 * - close / cancel: an open operation becomes read-only (no more notes, events or edits);
 * - closeCanceled / cancelClosed: from one read-only status to the other (it stays read-only);
 * - reopen: a closed or canceled operation becomes writable again.
 */
export type StatusChangeKind = 'change' | 'close' | 'cancel' | 'closeCanceled' | 'cancelClosed' | 'reopen';

export type StatusChangeConfirm = {
  kind: StatusChangeKind;
  /** Key in the operations namespace; takes reference, from and to (translated labels). */
  messageKey: `detail.statusConfirm.message.${StatusChangeKind}`;
  /** Key in the operations namespace for the confirm button; takes status (the new one, translated). */
  actionKey: `detail.statusConfirm.action.${'change' | 'close' | 'cancel' | 'reopen'}`;
  /** Cancelling is the destructive one: its button is red. */
  danger: boolean;
};

export function statusChangeKind(from: OperationStatus, to: OperationStatus): StatusChangeKind | null {
  if (from === to) return null;
  const wasReadOnly = isOperationReadOnly(from);
  if (!isOperationReadOnly(to)) return wasReadOnly ? 'reopen' : 'change';
  if (to === 'CANCELED') return wasReadOnly ? 'cancelClosed' : 'cancel';
  return wasReadOnly ? 'closeCanceled' : 'close';
}

const ACTION: Record<StatusChangeKind, StatusChangeConfirm['actionKey']> = {
  change: 'detail.statusConfirm.action.change',
  close: 'detail.statusConfirm.action.close',
  closeCanceled: 'detail.statusConfirm.action.close',
  cancel: 'detail.statusConfirm.action.cancel',
  cancelClosed: 'detail.statusConfirm.action.cancel',
  reopen: 'detail.statusConfirm.action.reopen',
};

/** Every status change of an operation is confirmed; null when nothing would change. */
export function statusChangeConfirm(from: OperationStatus, to: OperationStatus): StatusChangeConfirm | null {
  const kind = statusChangeKind(from, to);
  if (!kind) return null;
  return {
    kind,
    messageKey: `detail.statusConfirm.message.${kind}`,
    actionKey: ACTION[kind],
    danger: to === 'CANCELED',
  };
}
