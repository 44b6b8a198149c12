import type { InboundMailInfo } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { senderOf, triageChoices } from './triage-rules';

const request = {
  id: 'r1',
  reference: 'MVD-26-000001',
  provider: { id: 'p1', name: 'Shanghai Pacific' },
  email: 'a@b.test',
};
const mail = (patch: Partial<InboundMailInfo>): Pick<InboundMailInfo, 'kind' | 'request' | 'decision' | 'from'> => ({
  kind: 'HELD_STRANGER',
  request,
  decision: null,
  from: { address: 'someone@elsewhere.test', name: null },
  ...patch,
});

describe('triage choices', () => {
  it('offers accept, assign and dismiss for a held mail that names its request', () => {
    expect(triageChoices(mail({ kind: 'HELD_STRANGER' }))).toEqual({ accept: true, assign: true, dismiss: true });
    expect(triageChoices(mail({ kind: 'HELD_SUBJECT' }))).toEqual({ accept: true, assign: true, dismiss: true });
  });

  it('offers an unmatched mail only assign and dismiss: there is no request to accept it for', () => {
    expect(triageChoices(mail({ kind: 'UNMATCHED', request: null }))).toEqual({
      accept: false,
      assign: true,
      dismiss: true,
    });
  });

  it('offers a flagged mail, an automatic answer and a bounce only dismiss', () => {
    for (const kind of ['FLAGGED_CLOSED', 'AUTO_REPLY', 'BOUNCE'] as const)
      expect(triageChoices(mail({ kind }))).toEqual({ accept: false, assign: false, dismiss: true });
  });

  it('offers nothing once decided, nor for an applied reply', () => {
    const decision = { kind: 'DISMISSED' as const, at: '2026-11-30T10:00:00Z', by: 'Pablo Pricing' };
    expect(triageChoices(mail({ decision }))).toEqual({ accept: false, assign: false, dismiss: false });
    expect(triageChoices(mail({ kind: 'REPLY' }))).toEqual({ accept: false, assign: false, dismiss: false });
  });

  it('names the sender by name when the mail gave one', () => {
    expect(senderOf(mail({}))).toBe('someone@elsewhere.test');
    expect(senderOf(mail({ from: { address: 'li@agents.test', name: 'Li Wei' } }))).toBe('Li Wei');
  });
});
