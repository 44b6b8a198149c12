import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  CONTAINER_TYPE_CODES,
  CURRENCIES,
  chargeForCalculator,
  decimalPlaces,
  convertCents,
  priceRate,
  rateFormProblems,
  RATE_CALCULATORS,
  RATE_SCALE,
  type ExchangeTable,
  type RateChargeInput,
  type RateRangeInput,
  type RateShipment,
} from '@freight/shared';

// The calculator of packages/shared (the shared package has no test runner of its own; its pure
// helpers are proved here, beside the module that uses them).

const shipmentArb: fc.Arbitrary<RateShipment> = fc.record({
  weight: fc.integer({ min: 0, max: 50_000_000 }),
  chargeableWeight: fc.integer({ min: 0, max: 80_000_000 }),
  volume: fc.integer({ min: 0, max: 200_000 }),
  units: fc.integer({ min: 0, max: 500 }),
  containers: fc.array(
    fc.record({ type: fc.constantFrom(...CONTAINER_TYPE_CODES), quantity: fc.integer({ min: 1, max: 20 }) }),
    { maxLength: 3 },
  ),
});

/** Contiguous brackets from 0: cut points ascending, the last open or closed. */
const rangesArb: fc.Arbitrary<RateRangeInput[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 60_000_000 }), { minLength: 0, maxLength: 6 })
  .chain((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b)];
    return fc
      .tuple(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: points.length, maxLength: points.length }),
        fc.boolean(),
      )
      .map(([amounts, openTop]) =>
        points.map((from, i) => ({
          from,
          to: i < points.length - 1 ? points[i + 1] : openTop ? null : from + 1_000_000,
          amount: amounts[i],
        })),
      );
  });

const tableArb: fc.Arbitrary<ExchangeTable> = fc.record({
  USD: fc.constant(RATE_SCALE),
  UYU: fc.integer({ min: 500_000, max: 100_000_000 }),
  EUR: fc.integer({ min: 500_000, max: 3_000_000 }),
});

const chargeArb: fc.Arbitrary<RateChargeInput> = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  calculator: fc.constantFrom(...RATE_CALCULATORS),
  amount: fc.integer({ min: 0, max: 1_000_000 }),
  freight: fc.boolean(),
  rangeBasis: fc.constantFrom(null, 'WEIGHT' as const, 'VOLUME' as const, 'CHARGEABLE_WEIGHT' as const),
  ranges: rangesArb,
  minimumAmount: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  minimumBelow: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
});

const flat = (over: Partial<RateChargeInput>): RateChargeInput => ({
  currency: 'USD',
  calculator: 'FLAT',
  amount: 0,
  ...over,
});
const ship = (over: Partial<RateShipment>): RateShipment => ({
  weight: 0,
  chargeableWeight: 0,
  volume: 0,
  units: 0,
  containers: [],
  ...over,
});

describe('rate calculator (packages/shared)', () => {
  it('ranges pick the one bracket holding the measured weight or volume', () => {
    fc.assert(
      fc.property(
        rangesArb.filter((r) => r.length > 0),
        shipmentArb,
        fc.constantFrom('WEIGHT' as const, 'VOLUME' as const),
        (ranges, s, basis) => {
          const measured = basis === 'WEIGHT' ? s.weight : s.volume;
          const result = priceRate(
            { container: null, charges: [flat({ calculator: 'PER_KG', rangeBasis: basis, ranges })] },
            s,
          );
          const holding = ranges.filter((r) => measured >= r.from && (r.to === null || measured < r.to));
          expect(holding.length).toBeLessThanOrEqual(1);
          if (holding.length === 0) {
            expect(result).toEqual({ ok: false, problems: [{ index: 0, reason: 'NO_RANGE' }] });
            return;
          }
          if (!result.ok) throw new Error('expected a price');
          expect(result.charges[0].range).toEqual({ from: holding[0].from, to: holding[0].to });
          expect(result.charges[0].unitAmount).toBe(holding[0].amount);
        },
      ),
    );
  });

  it('a bracket boundary belongs to the upper bracket', () => {
    const ranges = [
      { from: 0, to: 45_000, amount: 300 },
      { from: 45_000, to: 100_000, amount: 250 },
      { from: 100_000, to: null, amount: 200 },
    ];
    const price = (kg: number) => {
      const r = priceRate(
        { container: null, charges: [flat({ calculator: 'PER_KG', rangeBasis: 'WEIGHT', ranges })] },
        ship({ weight: kg * 1000 }),
      );
      return r.ok ? r.charges[0].total : null;
    };
    expect(price(44)).toBe(44 * 300);
    expect(price(45)).toBe(45 * 250);
    expect(price(100)).toBe(100 * 200);
    expect(price(2500)).toBe(2500 * 200);
  });

  it('a minimum lifts a charge to its amount when the quantity is under its value, and only then', () => {
    fc.assert(
      fc.property(chargeArb, shipmentArb, (charge, s) => {
        const c = { ...charge, calculator: 'PER_KG' as const, rangeBasis: null, ranges: [] };
        const result = priceRate({ container: null, charges: [c] }, s);
        if (!result.ok) throw new Error('per kg without ranges always prices');
        const raw = Math.round((s.weight * c.amount) / 1000);
        const min = c.minimumAmount ?? 0;
        const below = c.minimumBelow ?? null;
        const applies = min > 0 && (below === null || s.weight < below);
        const total = result.charges[0].total;
        if (applies) expect(total).toBe(Math.max(raw, min));
        else expect(total).toBe(raw);
        expect(result.charges[0].minimumApplied).toBe(applies && raw < min);
      }),
    );
  });

  it('never prices a charge or a total below zero', () => {
    fc.assert(
      fc.property(
        fc.array(chargeArb, { minLength: 1, maxLength: 6 }),
        shipmentArb,
        tableArb,
        fc.option(fc.constantFrom(...CONTAINER_TYPE_CODES), { nil: null }),
        (charges, s, table, container) => {
          const result = priceRate({ container, charges }, s, table);
          if (!result.ok) return;
          for (const c of result.charges) {
            expect(Number.isSafeInteger(c.total)).toBe(true);
            expect(c.total).toBeGreaterThanOrEqual(0);
          }
          for (const t of result.totals) expect(t.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('currency conversion round-trips within a cent of the coarser currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        tableArb,
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...CURRENCIES),
        (n, table, a, b) => {
          const cents = BigInt(n);
          const there = convertCents(cents, a, b, table)!;
          const back = Number(convertCents(there, b, a, table)! - cents);
          const rateA = table[a]!;
          const rateB = table[b]!;
          // Going to a finer currency (more units per dollar) comes back within one cent; going to a coarser
          // one can lose half of its cent, which is rateA / rateB cents of the original.
          const tolerance = rateB >= rateA ? 1 : Math.ceil(rateA / rateB / 2 + 0.5);
          expect(Math.abs(back)).toBeLessThanOrEqual(tolerance);
          expect(there >= 0n).toBe(true);
        },
      ),
    );
  });

  it('USD to pesos and back stays within a cent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000_000n }), tableArb, (cents, table) => {
        const back = convertCents(convertCents(cents, 'USD', 'UYU', table)!, 'UYU', 'USD', table)! - cents;
        expect(back >= -1n && back <= 1n).toBe(true);
      }),
    );
    expect(convertCents(100n, 'USD', 'EUR', {})).toBeNull();
    expect(convertCents(10_000n, 'USD', 'UYU', { UYU: 40_250_000 })).toBe(402_500n);
  });

  it('per unit, per kg, per m3 and per container multiply the amount by their quantity', () => {
    fc.assert(
      fc.property(
        shipmentArb,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...CONTAINER_TYPE_CODES),
        (s, amount, type) => {
          const charges: RateChargeInput[] = [
            flat({ calculator: 'PER_UNIT', amount }),
            flat({ calculator: 'PER_KG', amount }),
            flat({ calculator: 'PER_CHARGEABLE_KG', amount }),
            flat({ calculator: 'PER_M3', amount }),
            flat({ calculator: 'FLAT', amount }),
          ];
          const r = priceRate({ container: null, charges }, s);
          if (!r.ok) throw new Error('always prices');
          expect(r.charges.map((c) => c.total)).toEqual([
            s.units * amount,
            Math.round((s.weight * amount) / 1000),
            Math.round((s.chargeableWeight * amount) / 1000),
            Math.round((s.volume * amount) / 1000),
            amount,
          ]);
          const boxes = s.containers.filter((c) => c.type === type).reduce((n, c) => n + c.quantity, 0);
          const perBox = priceRate({ container: type, charges: [flat({ calculator: 'PER_CONTAINER', amount })] }, s);
          if (boxes === 0) expect(perBox).toEqual({ ok: false, problems: [{ index: 0, reason: 'NO_CONTAINER' }] });
          else expect(perBox.ok && perBox.charges[0].total).toBe(boxes * amount);
        },
      ),
    );
  });

  it('a percentage of freight takes the freight charges converted to its own currency', () => {
    const table: ExchangeTable = { UYU: 40_000_000, EUR: 900_000 };
    const r = priceRate(
      {
        container: '40HC',
        charges: [
          flat({ calculator: 'PER_CONTAINER', amount: 150_000, freight: true }),
          flat({ calculator: 'FLAT', amount: 5_000 }),
          flat({ calculator: 'PERCENT_OF_FREIGHT', amount: 1_050, currency: 'EUR' }),
        ],
      },
      ship({
        containers: [
          { type: '40HC', quantity: 2 },
          { type: '20GP', quantity: 1 },
        ],
      }),
      table,
    );
    if (!r.ok) throw new Error('prices');
    // 2 x 1,500.00 USD = 3,000.00 USD = 2,700.00 EUR; 10.5 % = 283.50 EUR.
    expect(r.charges.map((c) => c.total)).toEqual([300_000, 5_000, 28_350]);
    expect(r.totals).toEqual([
      { currency: 'USD', total: 305_000 },
      { currency: 'EUR', total: 28_350 },
    ]);
    const noRate = priceRate(
      {
        container: null,
        charges: [
          flat({ amount: 100, freight: true }),
          flat({ calculator: 'PERCENT_OF_FREIGHT', amount: 100, currency: 'UYU' }),
        ],
      },
      ship({}),
    );
    expect(noRate).toEqual({ ok: false, problems: [{ index: 1, reason: 'NO_EXCHANGE_RATE' }] });
  });

  it('the rate form names its four slots and the fields behind them', () => {
    const base = { validFrom: '2026-01-01', validTo: '2026-12-31' };
    expect(rateFormProblems({ ...base, charges: [] }).slots).toEqual(['NO_CHARGES']);
    const bad = rateFormProblems({
      ...base,
      validTo: '2025-12-31',
      charges: [
        { chargeCodeId: null, currency: 'USD', calculator: 'PER_KG', amount: -1 },
        { chargeCodeId: 'x', currency: 'USD', calculator: 'PER_KG', amount: 1, rangeBasis: 'WEIGHT', ranges: [] },
        {
          chargeCodeId: 'x',
          currency: 'USD',
          calculator: 'PER_KG',
          amount: 1,
          rangeBasis: 'WEIGHT',
          ranges: [
            { from: 0, to: 100, amount: 2 },
            { from: 50, to: 40, amount: 1 },
          ],
        },
      ],
    });
    expect(bad.slots).toEqual(['INVALID_CHARGES', 'NO_RANGES', 'INVALID_RANGES']);
    expect(bad.fields.map((f) => `${f.field}:${f.rules[0]}`)).toEqual(
      expect.arrayContaining([
        'validTo:beforeValidFrom',
        'charges.0.chargeCodeId:required',
        'charges.0.amount:min',
        'charges.1.ranges:required',
        'charges.2.ranges.1.to:notAboveFrom',
        'charges.2.ranges.1.from:overlaps',
      ]),
    );
    const good = {
      chargeCodeId: 'x',
      currency: 'USD' as const,
      calculator: 'PER_KG' as const,
      amount: 2.35,
      minimumAmount: 50,
      minimumBelow: 45,
    };
    expect(rateFormProblems({ ...base, charges: [good] })).toEqual({ slots: [], fields: [] });
    expect(chargeForCalculator(good)).toMatchObject({ amount: 235, minimumAmount: 5000, minimumBelow: 45_000 });
  });
});

describe('decimal places (packages/shared)', () => {
  it('counts decimals written with an exponent, where class-validator threw', () => {
    expect([12, 12.5, 0.125, 2e-7, -2e-323, 1.5e3, 1e21].map(decimalPlaces)).toEqual([0, 1, 3, 7, 323, 0, 0]);
    expect(decimalPlaces(Number.NaN)).toBe(Number.POSITIVE_INFINITY);
  });
});
