import { describe, expect, it } from '@jest/globals';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { InboundMailPolicy } from './inbound-mail.policy.js';
import { type InboundMailRow, toInboundMailInfo } from './inbound-triage.repository.js';

const row = (patch: Partial<InboundMailRow>): InboundMailRow => ({
  id: 'm1',
  kind: 'HELD_STRANGER',
  fromAddress: 'someone@elsewhere.test',
  fromName: null,
  subject: 'Re: cost request',
  receivedAt: new Date('2026-11-30T10:00:00Z'),
  text: 'Rate 900 USD.',
  matchedBy: 'TOKEN',
  bouncedAddress: null,
  tooLargeBytes: null,
  rejectedFiles: null,
  templateErrors: null,
  fileNames: ['quote.pdf', 'rates.xlsx'],
  decision: null,
  decidedAt: null,
  decidedBy: null,
  costRequest: {
    id: 'r1',
    email: 'li.wei@agents.test',
    quotation: { reference: 'MVD-26-000001' },
    provider: { id: 'p1', name: 'Shanghai Logistics' },
  },
  files: [],
  ...patch,
});

const user = (permissions: string[]) => ({ id: 'u1', permissions }) as unknown as AuthUser;

describe('a received mail as pricing sees it', () => {
  it("names a held mail's attachments (not stored yet) and a reply's stored files with their ids", () => {
    expect(toInboundMailInfo(row({}), new Map()).files).toEqual([
      { id: null, name: 'quote.pdf' },
      { id: null, name: 'rates.xlsx' },
    ]);
    const reply = row({ kind: 'REPLY', files: [{ id: 'f1', name: 'quote.pdf' }] });
    expect(toInboundMailInfo(reply, new Map()).files).toEqual([{ id: 'f1', name: 'quote.pdf' }]);
  });

  it('says who decided and when, and lists refused attachments with their code', () => {
    const info = toInboundMailInfo(
      row({
        decision: 'DISMISSED',
        decidedAt: new Date('2026-11-30T11:00:00Z'),
        decidedBy: 'u1',
        rejectedFiles: [{ name: 'run.exe', code: 'FILE_TYPE_NOT_ALLOWED' }],
      }),
      new Map([['u1', 'Pablo Pricing']]),
    );
    expect(info.decision).toEqual({ kind: 'DISMISSED', at: '2026-11-30T11:00:00.000Z', by: 'Pablo Pricing' });
    expect(info.rejectedFiles).toEqual([{ name: 'run.exe', code: 'FILE_TYPE_NOT_ALLOWED' }]);
    expect(info.request).toEqual({
      id: 'r1',
      reference: 'MVD-26-000001',
      provider: { id: 'p1', name: 'Shanghai Logistics' },
      email: 'li.wei@agents.test',
    });
  });
});

describe('who may see and apply received mails', () => {
  const policy = new InboundMailPolicy();

  it('shows unmatched mails to every holder, and matched ones only on the services the user prices', () => {
    expect(policy.scope(user(['PRICING_INBOUND_MAIL']))).toEqual({ pricedServices: [] });
    const air = policy.scope(user(['PRICING_INBOUND_MAIL', 'PRICING', 'PRICING_AIR']));
    expect(air).toEqual({ pricedServices: ['AIR_LSE', 'AIR_ULD'] });
  });

  it('refuses to apply a mail to a request on a mode the user does not price', () => {
    const seaOnly = user(['PRICING', 'PRICING_SEA']);
    expect(() => policy.assertCanApply(seaOnly, { quotation: { service: 'SEA_LCL' } } as never)).not.toThrow();
    expect(() => policy.assertCanApply(seaOnly, { quotation: { service: 'AIR_LSE' } } as never)).toThrow(AppError);
  });
});
