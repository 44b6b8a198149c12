import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { centsToString, lineTotalCents, priceRate } from '@freight/shared';
import { pricedCostLine } from './priced-cost-line.js';

describe('a priced rate charge as a stored cost line', () => {
  it('keeps per unit × quantity when the calculator priced it so', () => {
    expect(
      pricedCostLine({
        calculator: 'PER_KG',
        minimumApplied: false,
        unitAmount: 1234,
        quantity: 1_234_567,
        total: 1_523_456,
      }),
    ).toEqual({
      amountPerUnit: '12.3400',
      quantity: '1234.567',
      total: 1_523_456n,
    });
  });

  it('stores a lifted minimum and a percentage of freight as one flat unit of the total', () => {
    expect(
      pricedCostLine({ calculator: 'PER_KG', minimumApplied: true, unitAmount: 50, quantity: 100_000, total: 7_500 }),
    ).toEqual({
      amountPerUnit: '75.0000',
      quantity: '1.000',
      total: 7_500n,
    });
    expect(
      pricedCostLine({
        calculator: 'PERCENT_OF_FREIGHT',
        minimumApplied: false,
        unitAmount: 1_250,
        quantity: 1000,
        total: 1_875,
      }),
    ).toEqual({
      amountPerUnit: '18.7500',
      quantity: '1.000',
      total: 1_875n,
    });
  });

  it('always stores a line whose amount per unit × quantity gives its total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
        (amount, grams, minimumAmount) => {
          const priced = priceRate(
            { container: null, charges: [{ currency: 'USD', calculator: 'PER_KG', amount, minimumAmount }] },
            { weight: grams, chargeableWeight: grams, volume: 0, units: 0, containers: [] },
          );
          if (!priced.ok) throw new Error('a per-kg charge always prices');
          const line = pricedCostLine(priced.charges[0]);
          expect(centsToString(lineTotalCents(line.amountPerUnit, line.quantity))).toBe(centsToString(line.total));
          expect(line.total).toBe(BigInt(priced.charges[0].total));
        },
      ),
    );
  });
});
