import { describe, expect, it } from '@jest/globals';
import { buildComparison } from './cost-comparison.js';
import type { ComparisonCostRow } from './sells.repository.js';

const dec = (v: string) => ({ toFixed: () => v }) as unknown as ComparisonCostRow['charges'][number]['total'];
const code = (concept: string) => ({
  id: `code-${concept}`,
  concept,
  description: concept,
  descriptionEn: concept,
  descriptionPt: concept,
  taxed: concept === 'THC',
});
const cost = (id: string, charges: [string, string, string][]): ComparisonCostRow => ({
  id,
  batchId: `batch-${id}`,
  provider: { id: `p-${id}`, code: id.toUpperCase(), name: `Agent ${id}` },
  costRequestId: null,
  description: `Option ${id}`,
  carrier: 'MSC',
  route: null,
  transitDays: 30,
  freeDays: 14,
  validUntil: new Date('2026-12-31T00:00:00Z'),
  createdAt: new Date('2026-11-01T10:00:00Z'),
  charges: charges.map(([concept, currency, total], i) => ({
    id: `${id}-${i}`,
    description: null,
    currency,
    total: dec(total),
    chargeCode: code(concept),
  })),
});

describe('buildComparison', () => {
  const result = buildComparison([
    cost('a', [
      ['OFT', 'USD', '1500.00'],
      ['THC', 'USD', '200.00'],
      ['DOC', 'UYU', '1200.00'],
    ]),
    cost('b', [
      ['OFT', 'USD', '1400.00'],
      ['THC', 'USD', '300.00'],
      ['OFT', 'EUR', '10.50'],
    ]),
    cost('c', [['OFT', 'USD', '1400.00']]),
  ]);

  it('puts each charge code in a row with one cell per cost, empty where a cost lacks it', () => {
    expect(result.rows.map((r) => r.chargeCode.concept)).toEqual(['OFT', 'THC', 'DOC']);
    const doc = result.rows[2];
    expect(doc.cells.map((c) => c.charges.length)).toEqual([1, 0, 0]);
    expect(result.rows[0].cells[1].charges.map((c) => `${c.currency} ${c.total}`)).toEqual(['USD 1400', 'EUR 10.5']);
  });

  it('totals each cost per currency and marks the cheapest, keeping ties', () => {
    expect(result.currencies).toEqual(['USD', 'UYU', 'EUR']);
    expect(result.costs.map((c) => c.totals)).toEqual([
      [
        { currency: 'USD', amount: 1700 },
        { currency: 'UYU', amount: 1200 },
      ],
      [
        { currency: 'USD', amount: 1700 },
        { currency: 'EUR', amount: 10.5 },
      ],
      [{ currency: 'USD', amount: 1400 }],
    ]);
    expect(result.rows[0].lowest).toEqual([
      { currency: 'USD', amount: 1400, costIds: ['b', 'c'] },
      { currency: 'EUR', amount: 10.5, costIds: ['b'] },
    ]);
    expect(result.lowestTotals.find((l) => l.currency === 'USD')).toEqual({
      currency: 'USD',
      amount: 1400,
      costIds: ['c'],
    });
    expect(result.costs[0]).toMatchObject({ validUntil: '2026-12-31', viaLink: false, carrier: 'MSC' });
  });
});
