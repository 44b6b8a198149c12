import { describe, expect, it } from '@jest/globals';
import { sendBlocker, type SendState } from './pricing-summary.js';

const ready: SendState = { active: true, status: 'QUOTED', publishState: 'PUBLISHED', approvalState: 'NOT_REQUESTED' };

describe('sendBlocker', () => {
  it('lets a published, priced quotation at or above the minimum go out', () => {
    expect(sendBlocker(ready, 3, false)).toBeNull();
    expect(sendBlocker({ ...ready, status: 'UPDATED' }, 3, false)).toBeNull();
  });

  it('names the first thing to fix', () => {
    expect(sendBlocker({ ...ready, active: false }, 0, true)).toBe('QUOTATION_INACTIVE');
    expect(sendBlocker(ready, 0, false)).toBe('NOTHING_TO_PUBLISH');
    expect(sendBlocker({ ...ready, publishState: 'PENDING_PUBLICATION' }, 2, true)).toBe('NOT_PUBLISHED');
    expect(sendBlocker({ ...ready, status: 'SENT' }, 2, false)).toBe('INVALID_STATUS_TRANSITION');
  });

  it('needs an approval below the minimum margin, and a rejection blocks', () => {
    expect(sendBlocker(ready, 2, true)).toBe('APPROVAL_REQUIRED');
    expect(sendBlocker({ ...ready, approvalState: 'REQUESTED' }, 2, true)).toBe('APPROVAL_REQUIRED');
    expect(sendBlocker({ ...ready, approvalState: 'REJECTED' }, 2, true)).toBe('APPROVAL_REJECTED');
    expect(sendBlocker({ ...ready, approvalState: 'APPROVED' }, 2, true)).toBeNull();
  });
});
