import { describe, expect, it } from '@jest/globals';
import {
  centsToString,
  roundHalfAwayFromZero,
  isBelowMinimum,
  languageForCountry,
  marginOnSellPercent,
  markupPercent,
  needsApproval,
  publishTarget,
  sellLineAmounts,
  parseFixed,
  totalsByCurrency,
  type SellLineInput,
} from '@freight/shared';

const line = (over: Partial<SellLineInput>): SellLineInput => ({
  currency: 'USD',
  costAmount: 100,
  marginKind: 'PERCENT',
  marginValue: 10,
  taxed: false,
  ...over,
});

describe('sells maths (packages/shared)', () => {
  it('adds a percentage margin on cost and a fixed amount margin', () => {
    expect(sellLineAmounts(line({ costAmount: 1500, marginValue: 12.5 }))).toEqual({
      cost: 150000n,
      margin: 18750n,
      sell: 168750n,
      tax: 0n,
      total: 168750n,
    });
    expect(sellLineAmounts(line({ costAmount: 80.1, marginKind: 'AMOUNT', marginValue: 19.9 }))).toEqual({
      cost: 8010n,
      margin: 1990n,
      sell: 10000n,
      tax: 0n,
      total: 10000n,
    });
  });

  it('taxes the sell by 0.22 only when the charge code is taxed', () => {
    expect(sellLineAmounts(line({ costAmount: 100, marginValue: 10, taxed: true })).tax).toBe(2420n);
    expect(sellLineAmounts(line({ costAmount: 100, marginValue: 10, taxed: false })).tax).toBe(0n);
  });

  it('rounds half away from zero to the cent, without float drift', () => {
    // 0.1 + 0.2 style inputs: 33.33 × 15 % = 4.9995 → 5.00
    expect(sellLineAmounts(line({ costAmount: 33.33, marginValue: 15 })).margin).toBe(500n);
    // 10.05 × 0.22 = 2.211 → 2.21; 10.25 × 0.22 = 2.255 → 2.26
    expect(sellLineAmounts(line({ costAmount: 10.05, marginValue: 0, taxed: true })).tax).toBe(221n);
    expect(sellLineAmounts(line({ costAmount: 10.25, marginValue: 0, taxed: true })).tax).toBe(226n);
    expect(roundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(roundHalfAwayFromZero(-4n, 3n)).toBe(-1n);
  });

  it('sums a thousand lines exactly', () => {
    const lines = Array.from({ length: 1000 }, () => ({
      ...sellLineAmounts(line({ costAmount: 0.1, marginKind: 'AMOUNT', marginValue: 0.2 })),
      currency: 'USD' as const,
    }));
    expect(centsToString(totalsByCurrency(lines)[0].sell)).toBe('300.00');
  });

  it('totals per currency in the order USD, UYU, EUR', () => {
    const lines = [
      { ...sellLineAmounts(line({ currency: 'EUR', costAmount: 50 })), currency: 'EUR' as const },
      { ...sellLineAmounts(line({ costAmount: 100, taxed: true })), currency: 'USD' as const },
      {
        ...sellLineAmounts(line({ costAmount: 200, marginKind: 'AMOUNT', marginValue: 30 })),
        currency: 'USD' as const,
      },
    ];
    const totals = totalsByCurrency(lines);
    expect(totals.map((t) => t.currency)).toEqual(['USD', 'EUR']);
    expect(totals[0]).toMatchObject({ cost: 30000n, margin: 4000n, sell: 34000n, tax: 2420n, total: 36420n });
    expect(markupPercent(totals[0])).toBe(13.33);
    expect(marginOnSellPercent(totals[0])).toBe(11.76);
  });

  it('tells profit, margin on sell and markup on cost apart (issue 24: 60.30 on a cost of 402)', () => {
    const t = sellLineAmounts(line({ costAmount: 402, marginKind: 'PERCENT', marginValue: 15 }));
    expect(t).toMatchObject({ cost: 40200n, margin: 6030n, sell: 46230n });
    expect(centsToString(t.margin)).toBe('60.30'); // profit
    expect(marginOnSellPercent(t)).toBe(13.04); // profit / sell
    expect(markupPercent(t)).toBe(15); // profit / cost
  });

  it('compares the margin on sell with the minimum exactly, per currency', () => {
    // A 10 % markup is a 9.09 % margin on sell: below a 10 % minimum.
    expect(isBelowMinimum({ cost: 10000n, margin: 1000n, sell: 11000n }, 10)).toBe(true);
    // 11.12 on 100.00 cost: margin on sell 10.0072 %, not below.
    expect(isBelowMinimum({ cost: 10000n, margin: 1112n, sell: 11112n }, 10)).toBe(false);
    // 1111 on 10000 cost: 9.9991 % on sell, displayed 10.00 but below.
    expect(isBelowMinimum({ cost: 1000000n, margin: 111100n, sell: 1111100n }, 10)).toBe(true);
    expect(marginOnSellPercent({ margin: 111100n, sell: 1111100n })).toBe(10);
    expect(isBelowMinimum({ cost: 9000n, margin: 1000n, sell: 10000n }, 10)).toBe(false); // exactly 10 %
    expect(
      needsApproval(
        [
          { cost: 10000n, margin: 2000n, sell: 12000n },
          { cost: 10000n, margin: 500n, sell: 10500n },
        ],
        10,
      ),
    ).toBe(true);
    expect(markupPercent({ cost: 0n, margin: 500n })).toBeNull();
    expect(marginOnSellPercent({ margin: 500n, sell: 500n })).toBe(100);
    expect(marginOnSellPercent({ margin: 0n, sell: 0n })).toBeNull();
    expect(isBelowMinimum({ cost: 0n, margin: 0n, sell: 0n }, 10)).toBe(false);
    expect(isBelowMinimum({ cost: 500n, margin: -500n, sell: 0n }, 10)).toBe(true);
  });

  it('reads decimals exactly and refuses more decimals than the column holds', () => {
    expect(parseFixed('12.5', 4)).toBe(125000n);
    expect(parseFixed(0.3, 2)).toBe(30n);
    expect(parseFixed({ toFixed: () => '-7.10' }, 2)).toBe(-710n);
    expect(() => parseFixed('1.234', 2)).toThrow(RangeError);
  });

  it('publishes a first pricing as QUOTED and a re-pricing as UPDATED', () => {
    expect(publishTarget('PENDING', false)).toBe('QUOTED');
    expect(publishTarget('QUOTED', false)).toBe('QUOTED');
    expect(publishTarget('QUOTED', true)).toBe('UPDATED');
    expect(publishTarget('SENT', true)).toBe('UPDATED');
    expect(publishTarget('UPDATED', true)).toBe('UPDATED');
    expect(publishTarget('REQUESTED', false)).toBeNull();
    expect(publishTarget('APPROVED', true)).toBeNull();
  });

  it("picks the client's language from its country", () => {
    expect(['UY', 'ar', 'ES', 'MX'].map(languageForCountry)).toEqual(['es', 'es', 'es', 'es']);
    expect(['BR', 'PT'].map(languageForCountry)).toEqual(['pt', 'pt']);
    expect(['US', 'CN', '', null].map(languageForCountry)).toEqual(['en', 'en', 'en', 'en']);
  });
});
