import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import {
  centsByCurrency,
  centsToString,
  chargeTotal,
  convertCents,
  convertedTotal,
  CURRENCIES,
  lineTotalCents,
  priceRate,
  RATE_SCALE,
  sellLineAmounts,
  totalsByCurrency,
  type Currency,
  type ExchangeTable,
  type MarginKind,
} from '@freight/shared';

// The money module of packages/shared against an independent decimal oracle (decimal.js at 60
// digits, rounding half away from zero = its ROUND_HALF_UP). The shared package has no test runner
// of its own; its pure helpers are proved here.
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
const cents = (d: Decimal): bigint => BigInt(d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(100).toFixed(0));

/** A decimal with at most `scale` decimals, spelled as text (what a JSON body or a column holds). */
const decimalText = (maxUnits: number, scale: number) =>
  fc.integer({ min: 0, max: maxUnits }).map((u) => new D(u).div(10 ** scale).toFixed());

const amountArb = decimalText(1_000_000_000, 4); // up to 100,000.0000 per unit
const quantityArb = decimalText(100_000_000, 3); // up to 100,000.000 kg
const currencyArb = fc.constantFrom<Currency>(...CURRENCIES);

describe('money module against a decimal oracle', () => {
  it('a charge total is amount per unit × quantity rounded once, half away from zero, whatever form the decimals arrive in', () => {
    fc.assert(
      fc.property(amountArb, quantityArb, (a, q) => {
        const expected = cents(new D(a).times(q));
        expect(lineTotalCents(a, q)).toBe(expected);
        // A JSON number, a Prisma Decimal (decimal.js) and text read the same.
        expect(chargeTotal({ amountPerUnit: Number(a), quantity: Number(q) })).toBe(expected);
        expect(lineTotalCents(new D(a), new D(q))).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('the issue 38 vectors hold', () => {
    const vectors: [number, number, string][] = [
      [1.005, 1, '1.01'],
      [0.145, 1, '0.15'],
      [2.675, 1, '2.68'],
      [0.0001, 0.5, '0.00'],
      [1.0049, 1, '1.00'],
      [1.015, 1, '1.02'],
      [12.3456, 1234.567, '15241.47'],
    ];
    for (const [a, q, total] of vectors)
      expect(centsToString(chargeTotal({ amountPerUnit: a, quantity: q }))).toBe(total);
  });

  it('a cost of up to 30 lines totals, per currency, the sum of its rounded lines', () => {
    const lineArb = fc.record({ currency: currencyArb, a: amountArb, q: quantityArb });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 30 }), (lines) => {
        const totals = centsByCurrency(lines.map((l) => ({ currency: l.currency, cents: lineTotalCents(l.a, l.q) })));
        for (const t of totals) {
          const oracle = lines
            .filter((l) => l.currency === t.currency)
            .reduce((sum, l) => sum.plus(new D(l.a).times(l.q).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)), new D(0));
          expect(centsToString(t.cents)).toBe(oracle.toFixed(2));
        }
        expect(totals.map((t) => t.currency)).toEqual(CURRENCIES.filter((c) => lines.some((l) => l.currency === c)));
      }),
      { numRuns: 500 },
    );
  });

  it('sells of up to 30 lines: margin and VAT rounded once per line, totals the exact sum of the lines', () => {
    const sellArb = fc.record({
      currency: currencyArb,
      cost: decimalText(10_000_000_000, 2),
      kind: fc.constantFrom<MarginKind>('PERCENT', 'AMOUNT'),
      percent: decimalText(1_000_000, 4), // 0..100.0000 %
      amount: decimalText(1_000_000, 2),
      taxed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(sellArb, { minLength: 1, maxLength: 30 }), (lines) => {
        const amounts = lines.map((l) => ({
          currency: l.currency,
          ...sellLineAmounts({
            currency: l.currency,
            costAmount: l.cost,
            marginKind: l.kind,
            marginValue: l.kind === 'PERCENT' ? l.percent : l.amount,
            taxed: l.taxed,
          }),
        }));
        lines.forEach((l, i) => {
          const margin = l.kind === 'PERCENT' ? new D(l.cost).times(l.percent).div(100) : new D(l.amount);
          const sell = new D(l.cost).plus(margin.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
          const tax = l.taxed ? sell.times('0.22').toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : new D(0);
          expect(centsToString(amounts[i].sell)).toBe(sell.toFixed(2));
          expect(centsToString(amounts[i].tax)).toBe(tax.toFixed(2));
        });
        for (const t of totalsByCurrency(amounts)) {
          const own = amounts.filter((a) => a.currency === t.currency);
          expect(t.total).toBe(own.reduce((s, a) => s + a.sell + a.tax, 0n));
          expect(t.sell).toBe(own.reduce((s, a) => s + a.sell, 0n));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a rate charge with brackets and a minimum prices as the oracle: the bracket amount × kg, rounded once, lifted to the minimum', () => {
    const bracketArb = fc.uniqueArray(fc.integer({ min: 1, max: 20_000_000 }), { maxLength: 4 }).chain((cuts) => {
      const points = [0, ...cuts.sort((x, y) => x - y)];
      return fc
        .array(fc.integer({ min: 0, max: 100_000 }), { minLength: points.length, maxLength: points.length })
        .map((amounts) => points.map((from, i) => ({ from, to: points[i + 1] ?? null, amount: amounts[i] })));
    });
    fc.assert(
      fc.property(
        bracketArb,
        fc.integer({ min: 0, max: 30_000_000 }), // grams
        fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }), // minimum, cents
        fc.option(fc.integer({ min: 1, max: 30_000_000 }), { nil: null }), // minimum below, grams
        (ranges, grams, minimumAmount, minimumBelow) => {
          const result = priceRate(
            {
              container: null,
              charges: [
                {
                  currency: 'USD',
                  calculator: 'PER_KG',
                  amount: 0,
                  rangeBasis: 'WEIGHT',
                  ranges,
                  minimumAmount,
                  minimumBelow,
                },
              ],
            },
            { weight: grams, chargeableWeight: grams, volume: 0, units: 0, containers: [] },
          );
          if (!result.ok) throw new Error('contiguous brackets from 0 always price');
          const bracket = ranges.find((r) => grams >= r.from && (r.to === null || grams < r.to))!;
          let oracle = new D(bracket.amount)
            .div(100)
            .times(new D(grams).div(1000))
            .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          const min = minimumAmount === null ? null : new D(minimumAmount).div(100);
          if (min !== null && min.gt(0) && (minimumBelow === null || grams < minimumBelow) && oracle.lt(min))
            oracle = min;
          expect(result.charges[0].total).toBe(Number(cents(oracle)));
          expect(result.totals).toEqual([{ currency: 'USD', total: Number(cents(oracle)) }]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  // Rates at the stated scale: 6 decimals of a currency per US dollar (the per_usd column).
  const rateArb = fc.integer({ min: 1, max: 200_000_000 });
  const tableArb: fc.Arbitrary<ExchangeTable> = fc.record({ USD: fc.constant(RATE_SCALE), UYU: rateArb, EUR: rateArb });
  const oracleConvert = (c: bigint, from: Currency, to: Currency, t: ExchangeTable) =>
    new D(c.toString()).div(100).times(new D(t[to]!).div(RATE_SCALE)).div(new D(t[from]!).div(RATE_SCALE));

  it('an FX conversion agrees with the oracle at 6 decimals of rate, rounded once to the cent', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        tableArb,
        currencyArb,
        currencyArb,
        (c, table, from, to) => {
          expect(convertCents(c, from, to, table)).toBe(cents(oracleConvert(c, from, to, table)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a total of several currencies converts as one exact sum, rounded once', () => {
    const amountsArb = fc.array(fc.record({ currency: currencyArb, cents: fc.bigInt({ min: 0n, max: 10n ** 12n }) }), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(amountsArb, tableArb, currencyArb, (amounts, table, to) => {
        const oracle = amounts.reduce((s, a) => s.plus(oracleConvert(a.cents, a.currency, to, table)), new D(0));
        expect(convertedTotal(amounts, to, table)).toBe(cents(oracle));
      }),
      { numRuns: 1000 },
    );
    // Three conversions of 0.005 each would round to 0.03; their exact sum, 0.015, rounds once to 0.02.
    const half = { USD: RATE_SCALE, UYU: 2 * RATE_SCALE, EUR: 2 * RATE_SCALE };
    expect(
      convertedTotal(
        [
          { currency: 'UYU', cents: 1n },
          { currency: 'UYU', cents: 1n },
          { currency: 'EUR', cents: 1n },
        ],
        'USD',
        half,
      ),
    ).toBe(2n);
    expect(convertedTotal([{ currency: 'UYU', cents: 1n }], 'USD', { USD: RATE_SCALE })).toBeNull();
  });
});
