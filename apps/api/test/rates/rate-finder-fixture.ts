import { expect } from '@jest/globals';
import type { RateDetail, SurchargeItem } from '@freight/shared';
import type { TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import type { api } from '../providers/http.js';

/**
 * The rate finder's seeded lanes (issue 44), on days of their own in 2025 so that no other rate, surcharge
 * or exchange rate of the demo data reaches them:
 * - Sea FCL FXA01 → UYMVD (40HC): three carriers in USD with EUR or UYU charges, one rate that ends on
 *   30 April, a BAF (10 % of freight) for one carrier, and two surcharges out of scope (other equipment,
 *   other carrier); an LCL rate on the same ports (another service).
 * - Air FXB01 → FXB02: a weight-break rate and a rate lifted to its minimum, with a fuel surcharge per kg.
 * Exchange rates: EUR 0.9 on D1; EUR 0.8 and UYU 40 on D2 (UYU has none on or before D1).
 */
export const D1 = '2025-03-10';
export const D2 = '2025-06-10';

export type FinderSeed = {
  carriers: Record<'GENSHIP' | 'HAMOVL' | 'SHAPAC' | 'MIAGW' | 'AEROMX' | 'CAMPINAS', string>;
  rates: Record<'r1' | 'r2' | 'r3' | 'r4' | 'lcl' | 'b1' | 'b2', RateDetail>;
  surcharges: Record<'baf' | 'fuel', SurchargeItem>;
};

type Api = ReturnType<typeof api>;

export async function seedFinderLanes(t: TestApp, pricing: Api): Promise<FinderSeed> {
  const code: Record<string, string> = {};
  for (const row of await sql<{ id: string; concept: string }>(t.db.url, `SELECT id, concept FROM charge_codes`))
    code[row.concept] = row.id;
  const carriers = {} as FinderSeed['carriers'];
  for (const row of await sql<{ id: string; code: string }>(t.db.url, `SELECT id, code FROM providers`))
    (carriers as Record<string, string>)[row.code] = row.id;

  const created = async (body: object, path = '/app/v1/rates') => {
    const res = await pricing.post(path, body);
    expect([res.status, res.body]).toEqual([201, expect.anything()]);
    return res.body as never;
  };
  const sea = (carrier: string, description: string, charges: object[], over: object = {}) =>
    created({
      service: 'SEA_FCL',
      container: '40HC',
      originCode: 'FXA01',
      originName: 'Finder origin',
      destinationCode: 'UYMVD',
      destinationName: 'Montevideo',
      validFrom: '2025-01-01',
      validTo: '2025-12-31',
      description,
      transitDays: 30,
      freeDays: 14,
      carrierId: carriers[carrier as keyof FinderSeed['carriers']],
      charges,
      ...over,
    }) as Promise<RateDetail>;
  const oft = (amount: number) => ({
    chargeCodeId: code.OFT,
    currency: 'USD',
    calculator: 'PER_CONTAINER',
    amount,
    freight: true,
  });
  const flat = (concept: string, currency: string, amount: number) => ({
    chargeCodeId: code[concept],
    currency,
    calculator: 'FLAT',
    amount,
  });
  const rates = {
    r1: await sea('GENSHIP', 'Genova weekly', [oft(1500), flat('BL', 'EUR', 90)]),
    r2: await sea('HAMOVL', 'Hamburg direct', [oft(1470), flat('THC-O', 'EUR', 400)], { freeDays: 21 }),
    r3: await sea('SHAPAC', 'Pacific feeder', [oft(1450), flat('DOC', 'UYU', 4000)], { transitDays: 38 }),
    r4: await sea('GENSHIP', 'Genova spring offer', [oft(1000)], { validTo: '2025-04-30' }),
    lcl: await sea('GENSHIP', 'Genova LCL', [flat('OFT', 'USD', 10)], { service: 'SEA_LCL', container: null }),
  } as FinderSeed['rates'];
  const air = (carrier: string, description: string, charges: object[]) =>
    created({
      service: 'AIR_LSE',
      originCode: 'FXB01',
      originName: 'Finder airport',
      destinationCode: 'FXB02',
      destinationName: 'Finder destination',
      validFrom: '2025-01-01',
      validTo: '2025-12-31',
      description,
      transitDays: 3,
      carrierId: carriers[carrier as keyof FinderSeed['carriers']],
      charges,
    }) as Promise<RateDetail>;
  rates.b1 = await air('MIAGW', 'Miami breaks', [
    {
      chargeCodeId: code.AFT,
      currency: 'USD',
      calculator: 'PER_CHARGEABLE_KG',
      amount: 0,
      freight: true,
      rangeBasis: 'CHARGEABLE_WEIGHT',
      ranges: [
        { from: 0, to: 100, amount: 3.1 },
        { from: 100, to: 500, amount: 2.65 },
        { from: 500, to: null, amount: 1.95 },
      ],
    },
    flat('AWB', 'USD', 35),
  ]);
  rates.b2 = await air('AEROMX', 'Mexico minimum', [
    {
      chargeCodeId: code.AFT,
      currency: 'USD',
      calculator: 'PER_CHARGEABLE_KG',
      amount: 2.4,
      freight: true,
      minimumAmount: 700,
    },
  ]);

  const surcharge = (over: object) =>
    created(
      { basis: 'PER_CONTAINER', currency: 'USD', validFrom: '2025-01-01', validTo: null, ...over },
      '/app/v1/surcharges',
    ) as Promise<SurchargeItem>;
  const surcharges = {
    baf: await surcharge({
      chargeCodeId: code.BAF,
      basis: 'PERCENT_OF_FREIGHT',
      carrierId: carriers.GENSHIP,
      originCodes: ['FXA01'],
      periods: [{ from: '2025-01-01', amount: 10 }],
    }),
    fuel: await surcharge({
      chargeCodeId: code.FSC,
      basis: 'PER_KG',
      services: ['AIR_LSE'],
      originCodes: ['FXB01'],
      periods: [{ from: '2025-01-01', amount: 0.5 }],
    }),
  };
  // Out of scope: 20' equipment only, and another carrier.
  await surcharge({
    chargeCodeId: code['THC-O'],
    containers: ['20GP'],
    originCodes: ['FXA01'],
    periods: [{ from: '2025-01-01', amount: 120 }],
  });
  await surcharge({
    chargeCodeId: code.ISPS,
    carrierId: carriers.CAMPINAS,
    originCodes: ['FXA01'],
    periods: [{ from: '2025-01-01', amount: 15 }],
  });

  for (const [day, rates] of [
    [D1, [{ currency: 'EUR', perUsd: 0.9 }]],
    [
      D2,
      [
        { currency: 'EUR', perUsd: 0.8 },
        { currency: 'UYU', perUsd: 40 },
      ],
    ],
  ] as const)
    expect((await pricing.put(`/app/v1/exchange-rates/${day}`, { rates })).status).toBe(200);
  return { carriers, rates, surcharges };
}
