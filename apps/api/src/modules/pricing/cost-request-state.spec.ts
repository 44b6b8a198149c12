import { describe, expect, it } from '@jest/globals';
import { stateOf } from './cost-requests.service.js';

const now = new Date('2026-11-25T12:00:00Z');
const base = {
  sentAt: null,
  answeredAt: null,
  declinedAt: null,
  cancelledAt: null,
  firstOpenedAt: null,
  expiresAt: new Date('2026-12-01T00:00:00Z'),
};
const at = new Date('2026-11-24T10:00:00Z');

describe('cost request state', () => {
  it('follows the request from queued to sent to opened', () => {
    expect(stateOf(base, now)).toBe('QUEUED');
    expect(stateOf({ ...base, sentAt: at }, now)).toBe('SENT');
    expect(stateOf({ ...base, sentAt: at, firstOpenedAt: at }, now)).toBe('OPENED');
  });

  it('keeps answered and declined final, even once the link has expired', () => {
    const expired = { ...base, sentAt: at, expiresAt: at };
    expect(stateOf(expired, now)).toBe('EXPIRED');
    expect(stateOf({ ...expired, answeredAt: at }, now)).toBe('ANSWERED');
    expect(stateOf({ ...expired, declinedAt: at }, now)).toBe('DECLINED');
    expect(stateOf({ ...base, cancelledAt: at }, now)).toBe('CANCELLED');
  });
});
