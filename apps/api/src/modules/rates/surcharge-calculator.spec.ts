import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  matchingSurcharges,
  priceRate,
  priceSurcharges,
  SURCHARGE_BASES,
  type RateChargeInput,
  type RateShipment,
  type SurchargeInput,
  type SurchargeRateFacts,
} from '@freight/shared';

// Issue 44: the surcharge table applied by the rate calculator. The oracle below is written apart from
// the code it checks: scope by brute force per dimension, the amount in force by sorting the periods,
// totals by integer arithmetic rounded half up (every amount here is positive).

const CARRIERS = ['c-1', 'c-2', 'c-3'];
const SERVICES = ['SEA_FCL', 'SEA_LCL', 'AIR_LSE', 'ROAD_FTL'];
const CONTAINERS = ['20GP', '40GP', '40HC'];
const PORTS = ['UYMVD', 'BRSSZ', 'CNSHA', 'DEHAM', 'ARBUE'];
const COUNTRIES = ['UY', 'BR', 'CN', 'DE', 'AR'];

const day = fc
  .integer({ min: 0, max: 365 * 2 })
  .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const subset = (pool: string[]) => fc.oneof(fc.constant([] as string[]), fc.subarray(pool, { minLength: 1 }));

const surcharge = (id: string) =>
  fc
    .record({
      basis: fc.constantFrom(...SURCHARGE_BASES),
      active: fc.boolean(),
      validFrom: day,
      validTo: fc.option(day, { nil: null }),
      carrierId: fc.option(fc.constantFrom(...CARRIERS), { nil: null }),
      services: subset(SERVICES),
      containers: subset(CONTAINERS),
      originCodes: subset(PORTS),
      originCountries: subset(COUNTRIES),
      destinationCodes: subset(PORTS),
      destinationCountries: subset(COUNTRIES),
      periods: fc.uniqueArray(fc.record({ from: day, amount: fc.integer({ min: 0, max: 50_000 }) }), {
        minLength: 1,
        maxLength: 6,
        selector: (p) => p.from,
      }),
    })
    .map((s): SurchargeInput => ({ ...s, id, currency: 'USD' }));

const rateFacts = fc.record({
  carrierId: fc.constantFrom(...CARRIERS),
  service: fc.constantFrom(...SERVICES),
  container: fc.option(fc.constantFrom(...CONTAINERS), { nil: null }),
  originCode: fc.constantFrom(...PORTS),
  destinationCode: fc.constantFrom(...PORTS),
});

const shipment = fc.record({
  weight: fc.integer({ min: 0, max: 30_000_000 }),
  chargeableWeight: fc.integer({ min: 0, max: 30_000_000 }),
  volume: fc.integer({ min: 0, max: 80_000 }),
  units: fc.integer({ min: 0, max: 50 }),
  containers: fc.array(fc.record({ type: fc.constantFrom(...CONTAINERS), quantity: fc.integer({ min: 1, max: 5 }) }), {
    maxLength: 3,
  }),
}) as fc.Arbitrary<RateShipment>;

/** The rate's own charges: one freight charge per container or per kg, one local flat charge. */
const rateCharges = fc
  .tuple(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 0, max: 20_000 }))
  .map(([freight, local]): RateChargeInput[] => [
    { currency: 'USD', calculator: 'PER_CHARGEABLE_KG', amount: freight, freight: true },
    { currency: 'USD', calculator: 'FLAT', amount: local },
  ]);

const inList = (list: string[], v: string | null) => list.length === 0 || (v !== null && list.includes(v));

function expectedAmount(s: SurchargeInput, rate: SurchargeRateFacts, on: string): number | null {
  if (!s.active) return null;
  if (s.carrierId !== null && s.carrierId !== rate.carrierId) return null;
  if (!inList([...s.services], rate.service) || !inList([...s.containers], rate.container)) return null;
  if (!inList([...s.originCodes], rate.originCode) || !inList([...s.destinationCodes], rate.destinationCode))
    return null;
  if (!inList([...s.originCountries], rate.originCode.slice(0, 2))) return null;
  if (!inList([...s.destinationCountries], rate.destinationCode.slice(0, 2))) return null;
  if (on < s.validFrom || (s.validTo !== null && on > s.validTo)) return null;
  const started = [...s.periods].filter((p) => p.from <= on).sort((a, b) => (a.from < b.from ? 1 : -1));
  return started[0]?.amount ?? null;
}

const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

function expectedQuantity(basis: SurchargeInput['basis'], s: RateShipment, container: string | null): number {
  if (basis === 'PER_SHIPMENT' || basis === 'PERCENT_OF_FREIGHT') return 1000;
  if (basis === 'PER_KG') return s.chargeableWeight;
  if (basis === 'PER_WM') return Math.max(Number(halfUp(BigInt(s.weight), 1000n)), s.volume);
  let n = 0;
  for (const c of s.containers) if (container === null || c.type === container) n += c.quantity;
  return n * 1000;
}

describe('surcharges applied by the rate calculator (property)', () => {
  it('every matching surcharge is applied exactly once, on its basis; none outside its scope or validity', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.nat(), { minLength: 0, maxLength: 8 })
          .chain((ids) => fc.tuple(...ids.map((_, i) => surcharge(`s-${i}`)))),
        rateFacts,
        shipment,
        rateCharges,
        day,
        (surcharges, rate, ship, charges, on) => {
          const priced = priceRate({ container: null, charges }, ship);
          if (!priced.ok) throw new Error('the rate prices any shipment');
          const applying = matchingSurcharges(surcharges, rate, on);
          const result = priceSurcharges(applying, { container: rate.container, charges }, priced.charges, ship);
          if (!result.ok) throw new Error('one currency: nothing to convert');
          const freightBase = BigInt(priced.charges[0].total);
          for (const s of surcharges) {
            const amount = expectedAmount(s, rate, on);
            const lines = result.lines.filter((l) => l.surchargeId === s.id);
            if (amount === null) {
              expect(lines).toHaveLength(0);
              continue;
            }
            expect(lines).toHaveLength(1);
            const [line] = lines;
            const quantity = expectedQuantity(s.basis, ship, rate.container);
            expect(line).toMatchObject({ basis: s.basis, currency: 'USD', unitAmount: amount, quantity });
            const total =
              s.basis === 'PERCENT_OF_FREIGHT'
                ? halfUp(freightBase * BigInt(amount), 10_000n)
                : halfUp(BigInt(quantity) * BigInt(amount), 1000n);
            expect(line.total).toBe(Number(total));
          }
          expect(result.lines).toHaveLength(surcharges.filter((s) => expectedAmount(s, rate, on) !== null).length);
        },
      ),
      { seed: 20_261_130, numRuns: 400 },
    );
  });

  it('a fuel table prices the day of its change with the new amount and the day before with the old one', () => {
    const fuel: SurchargeInput = {
      id: 'fuel',
      basis: 'PER_KG',
      currency: 'USD',
      active: true,
      validFrom: '2026-01-01',
      validTo: null,
      carrierId: null,
      services: ['AIR_LSE'],
      containers: [],
      originCodes: [],
      originCountries: [],
      destinationCodes: [],
      destinationCountries: [],
      periods: [
        { from: '2026-01-01', amount: 85 },
        { from: '2026-02-01', amount: 92 },
      ],
    };
    const rate = {
      carrierId: 'c-1',
      service: 'AIR_LSE',
      container: null,
      originCode: 'UYMVD',
      destinationCode: 'DEHAM',
    };
    const amountOn = (on: string) => matchingSurcharges([fuel], rate, on).map((m) => m.amount);
    expect(amountOn('2025-12-31')).toEqual([]);
    expect(amountOn('2026-01-31')).toEqual([85]);
    expect(amountOn('2026-02-01')).toEqual([92]);
    expect(amountOn('2026-01-15')).toEqual([85]);
    expect(matchingSurcharges([fuel], { ...rate, service: 'SEA_FCL' }, '2026-02-01')).toEqual([]);
  });
});
