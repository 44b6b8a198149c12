import { OPERATION_STATUSES, type OperationStatus } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import es from '@/locales/es/operations.json';
import { statusChangeConfirm, statusChangeKind } from './status-change';

const OPEN = OPERATION_STATUSES.filter((s) => s !== 'CLOSED' && s !== 'CANCELED');

describe('statusChangeKind', () => {
  it('asks nothing when the status stays the same', () => {
    for (const status of OPERATION_STATUSES) expect(statusChangeKind(status, status)).toBeNull();
  });

  it('a move between two open statuses is a plain change', () => {
    expect(statusChangeKind('IN_COORDINATION', 'IN_TRANSIT')).toBe('change');
    expect(statusChangeKind('ARRIVED', 'NOT_ASSIGNED')).toBe('change');
  });

  it('closing or cancelling an open operation makes it read-only', () => {
    for (const from of OPEN) {
      expect(statusChangeKind(from, 'CLOSED')).toBe('close');
      expect(statusChangeKind(from, 'CANCELED')).toBe('cancel');
    }
  });

  it('a closed operation cancelled, or a canceled one closed, stays read-only', () => {
    expect(statusChangeKind('CLOSED', 'CANCELED')).toBe('cancelClosed');
    expect(statusChangeKind('CANCELED', 'CLOSED')).toBe('closeCanceled');
  });

  it('any open status chosen for a closed or canceled operation reopens it', () => {
    for (const to of OPEN) {
      expect(statusChangeKind('CLOSED', to)).toBe('reopen');
      expect(statusChangeKind('CANCELED', to)).toBe('reopen');
    }
  });
});

describe('statusChangeConfirm', () => {
  it('confirms every real change, each with a message and a named action that exist in the texts', () => {
    const messages = es.detail.statusConfirm.message as Record<string, string>;
    const actions = es.detail.statusConfirm.action as Record<string, string>;
    for (const from of OPERATION_STATUSES) {
      for (const to of OPERATION_STATUSES) {
        const confirm = statusChangeConfirm(from, to);
        if (from === to) {
          expect(confirm).toBeNull();
          continue;
        }
        expect(confirm).not.toBeNull();
        const message = messages[confirm!.messageKey.split('.').at(-1)!];
        expect(message).toContain('{{from}}');
        expect(message).toContain('{{to}}');
        expect(message).toContain('{{reference}}');
        expect(actions[confirm!.actionKey.split('.').at(-1)!]).toBeTruthy();
      }
    }
  });

  it('uses the stronger wording for closing, cancelling and reopening', () => {
    const pick = (from: OperationStatus, to: OperationStatus) => statusChangeConfirm(from, to)?.actionKey;
    expect(pick('IN_TRANSIT', 'ARRIVED')).toBe('detail.statusConfirm.action.change');
    expect(pick('IN_TRANSIT', 'CLOSED')).toBe('detail.statusConfirm.action.close');
    expect(pick('CANCELED', 'CLOSED')).toBe('detail.statusConfirm.action.close');
    expect(pick('IN_TRANSIT', 'CANCELED')).toBe('detail.statusConfirm.action.cancel');
    expect(pick('CLOSED', 'CANCELED')).toBe('detail.statusConfirm.action.cancel');
    expect(pick('CLOSED', 'IN_TRANSIT')).toBe('detail.statusConfirm.action.reopen');
  });

  it('marks only a cancellation as dangerous', () => {
    expect(statusChangeConfirm('IN_TRANSIT', 'CANCELED')?.danger).toBe(true);
    expect(statusChangeConfirm('CLOSED', 'CANCELED')?.danger).toBe(true);
    expect(statusChangeConfirm('IN_TRANSIT', 'CLOSED')?.danger).toBe(false);
    expect(statusChangeConfirm('CANCELED', 'IN_TRANSIT')?.danger).toBe(false);
    expect(statusChangeConfirm('ON_HOLD', 'IN_TRANSIT')?.danger).toBe(false);
  });
});
