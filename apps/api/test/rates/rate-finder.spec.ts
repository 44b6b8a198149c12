import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CostInfo, RateFinderOption, RateFinderResult } from '@freight/shared';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { createUser } from '../sells/fixtures.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { api, errorCode, fieldsOf } from '../providers/http.js';
import { D1, D2, seedFinderLanes, type FinderSeed } from './rate-finder-fixture.js';

const FINDER = '/app/v1/rate-finder';
const FCL = {
  service: 'SEA_FCL',
  originCode: 'fxa01',
  destinationCode: 'UYMVD',
  containers: [{ quantity: 2, type: '40HC' }],
};
// 2 × 120 kg, 100 × 80 × 60 cm: 240 kg against 160 kg by volume (960,000 cm³ / 6,000): 240 chargeable kg.
const AIR = {
  service: 'AIR_LSE',
  originCode: 'FXB01',
  destinationCode: 'FXB02',
  packingLines: [{ kind: 'PACKAGES', quantity: 2, weight: 120, length: 100, width: 80, height: 60 }],
};

/** What the hand-worked figures check: who, the total in the chosen currency and the totals per currency. */
const summary = (o: RateFinderOption) => ({ rateId: o.rateId, total: o.total, totals: o.totals });

describe('the rate finder (/app/v1/rate-finder) and applying an option to a quotation', () => {
  let t: TestApp;
  let pricing: ReturnType<typeof api>;
  let commercial: ReturnType<typeof api>;
  let seed: FinderSeed;

  beforeAll(async () => {
    t = await startTestApp();
    pricing = api(t.http, await loginAs(t.http, 'pricing'));
    commercial = api(t.http, await loginAs(t.http, 'comercial'));
    seed = await seedFinderLanes(t, pricing);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const find = async (who: ReturnType<typeof api>, body: object) => {
    const res = await who.post(FINDER, body);
    expect([res.status, errorCode(res)]).toEqual([200, undefined]);
    return res.body as RateFinderResult;
  };

  it('lists every valid rate of the lane with its surcharges, totalled in dollars at the day’s exchange rate, cheapest first', async () => {
    const { rates, surcharges } = seed;
    const d1 = await find(pricing, { ...FCL, day: D1 });
    expect(d1).toMatchObject({ day: D1, currency: 'USD' });
    expect(d1.exchangeRates).toEqual([
      { currency: 'USD', perUsd: 1, day: D1 },
      { currency: 'EUR', perUsd: 0.9, day: D1 },
    ]);
    // r4: 2 × 1,000 + BAF 10 % = 2,200. r2: 2 × 1,470 + 400 EUR / 0.9 (444.444…) = 3,384.44.
    // r1: 2 × 1,500 + BAF 300 + 90 EUR / 0.9 (100) = 3,400. r3: 4,000 UYU has no rate on D1: last, no total.
    expect(d1.options.map(summary)).toEqual([
      { rateId: rates.r4.id, total: 2200, totals: [{ currency: 'USD', total: 2200 }] },
      {
        rateId: rates.r2.id,
        total: 3384.44,
        totals: [
          { currency: 'USD', total: 2940 },
          { currency: 'EUR', total: 400 },
        ],
      },
      {
        rateId: rates.r1.id,
        total: 3400,
        totals: [
          { currency: 'USD', total: 3300 },
          { currency: 'EUR', total: 90 },
        ],
      },
      {
        rateId: rates.r3.id,
        total: null,
        totals: [
          { currency: 'USD', total: 2900 },
          { currency: 'UYU', total: 4000 },
        ],
      },
    ]);
    expect(d1.options[3].missingRates).toEqual(['UYU']);
    expect(d1.options.filter((o) => o.total !== null).every((o) => o.missingRates.length === 0)).toBe(true);
    // The BAF is its own line on the carrier it names; the out-of-scope THC (20') and ISPS (other carrier) on none.
    const r1 = d1.options[2];
    expect(r1).toMatchObject({
      carrier: { code: 'GENSHIP' },
      description: 'Genova weekly',
      version: 1,
      transitDays: 30,
      freeDays: 14,
      validTo: '2025-12-31',
      container: '40HC',
    });
    expect(r1.lines.map((l) => [l.concept, l.currency, l.amountPerUnit, l.quantity, l.total, l.surcharge])).toEqual([
      ['OFT', 'USD', 1500, 2, 3000, null],
      ['BL', 'EUR', 90, 1, 90, null],
      ['BAF', 'USD', 300, 1, 300, { id: surcharges.baf.id, basis: 'PERCENT_OF_FREIGHT' }],
    ]);
    expect(d1.options.flatMap((o) => o.lines.map((l) => l.concept))).not.toContain('ISPS');
    expect(d1.options.find((o) => o.rateId === rates.r2.id)?.freeDays).toBe(21);

    // Another day, other rates and other totals: r4 has ended, EUR is 0.8 and UYU 40.
    const d2 = await find(commercial, { ...FCL, day: D2 });
    expect(d2.options.map((o) => [o.rateId, o.total])).toEqual([
      [rates.r3.id, 3000], // 2,900 + 4,000 / 40
      [rates.r1.id, 3412.5], // 3,300 + 90 / 0.8
      [rates.r2.id, 3440], // 2,940 + 400 / 0.8
    ]);
    // In euros on D2: dollars × 0.8, and UYU × 0.8 / 40.
    const eur = await find(pricing, { ...FCL, day: D2, currency: 'EUR' });
    expect(eur.options.map((o) => [o.rateId, o.total])).toEqual([
      [rates.r3.id, 2400],
      [rates.r1.id, 2730],
      [rates.r2.id, 2752],
    ]);
    // A currency with no rate on the day: every total is null, with the reason.
    const uyu = await find(pricing, { ...FCL, day: D1, currency: 'UYU' });
    expect(uyu.options.map((o) => [o.total, o.missingRates])).toEqual(Array(4).fill([null, ['UYU']]));
  });

  it('prices air cargo on its weight break or its minimum, with the fuel surcharge per chargeable kilo', async () => {
    const res = await find(commercial, { ...AIR, day: D2 });
    // b1: 240 kg × 2.65 (100–500 break) + AWB 35 + fuel 240 × 0.50 = 791. b2: 240 × 2.40 = 576, lifted to 700, + 120 = 820.
    expect(res.options.map(summary)).toEqual([
      { rateId: seed.rates.b1.id, total: 791, totals: [{ currency: 'USD', total: 791 }] },
      { rateId: seed.rates.b2.id, total: 820, totals: [{ currency: 'USD', total: 820 }] },
    ]);
    const [b1, b2] = res.options;
    expect(b1.lines.map((l) => [l.concept, l.amountPerUnit, l.quantity, l.total, l.range])).toEqual([
      ['AFT', 2.65, 240, 636, { from: 100, to: 500 }],
      ['AWB', 35, 1, 35, null],
      ['FSC', 0.5, 240, 120, null],
    ]);
    expect(b2.lines.map((l) => [l.concept, l.minimumApplied, l.amountPerUnit, l.quantity, l.total])).toEqual([
      ['AFT', true, 700, 1, 700],
      ['FSC', false, 0.5, 240, 120],
    ]);
    // A lane with no rate answers an empty list, not an error.
    expect((await find(pricing, { ...AIR, originCode: 'NOWHERE', day: D2 })).options).toEqual([]);
  });

  it('refuses bad input with stable codes, and callers without pricing or quotation rights', async () => {
    const bad = async (body: object, code: string, field: string) => {
      const res = await pricing.post(FINDER, body);
      expect([res.status, errorCode(res)]).toEqual([400, code]);
      expect(fieldsOf(res)).toContain(field);
    };
    await bad({ ...FCL, day: '2025-02-30' }, 'DATE_INVALID', 'day');
    await bad({ ...FCL, currency: 'GBP' }, 'VALIDATION_FAILED', 'currency');
    await bad({ ...FCL, service: 'TELEPORT' }, 'VALIDATION_FAILED', 'service');
    await bad({ ...FCL, originCode: 'X'.repeat(11) }, 'VALIDATION_FAILED', 'originCode');
    await bad({ ...FCL, containers: [{ quantity: 0, type: '40HC' }] }, 'VALIDATION_FAILED', 'containers.0.quantity');
    await bad({ ...FCL, cargo: 'extra' }, 'VALIDATION_FAILED', 'cargo');
    const operative = api(t.http, await loginAs(t.http, 'operativo'));
    const refused = await operative.post(FINDER, { ...FCL, day: D1 });
    expect([refused.status, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
  });

  it('pricing makes an option the quotation’s cost, priced for the quotation’s own cargo; other quotations and callers are refused', async () => {
    const clientId = await demoClientId(t);
    const created = await commercial.post('/app/v1/quotations', {
      ...validRequest('SEA_FCL', clientId),
      originCode: 'FXA01',
      containers: [{ quantity: 2, type: '40HC', weight: 18000 }],
    });
    expect(created.status).toBe(201);
    const { reference } = created.body as { reference: string };
    const apply = (who: ReturnType<typeof api>, body: object, ref = reference) =>
      who.post(`/app/v1/quotations/${ref}/finder-costs`, body);
    const { r1, r4, b1 } = seed.rates;

    // Not taken yet: pricing takes it before pricing it.
    const early = await apply(pricing, { rateId: r1.id, day: D2 });
    expect([early.status, errorCode(early)]).toEqual([409, 'QUOTATION_NOT_PRICEABLE']);
    expect((await pricing.post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);

    const expectRefused = (res: Awaited<ReturnType<typeof apply>>, status: number, code: string) =>
      expect([res.status, errorCode(res)]).toEqual([status, code]);
    expectRefused(await apply(pricing, { rateId: r4.id, day: D2 }), 409, 'RATE_FINDER_RATE_UNAVAILABLE');
    expectRefused(await apply(pricing, { rateId: b1.id, day: D2 }), 409, 'RATE_FINDER_RATE_UNAVAILABLE');
    expectRefused(await apply(pricing, { rateId: 'r1', day: D2 }), 400, 'VALIDATION_FAILED');
    expectRefused(await apply(pricing, { rateId: r1.id, day: '2025-06-31' }), 400, 'DATE_INVALID');
    expectRefused(await apply(commercial, { rateId: r1.id, day: D2 }), 403, 'FORBIDDEN');
    expectRefused(await apply(pricing, { rateId: r1.id, day: D2 }, 'ZZZ-99-999999'), 404, 'NOT_FOUND');
    // A pricing user without the sea mode may not price a sea quotation.
    await createUser(t, 'finder.air', ['PRICING', 'PRICING_AIR', 'UPDATE_QUOTATION_COSTS']);
    const airOnly = api(t.http, await loginAs(t.http, 'finder.air'));
    expectRefused(await apply(airOnly, { rateId: r1.id, day: D2 }), 403, 'PRICING_MODE_NOT_ALLOWED');
    expect((await pricing.get(`/app/v1/quotations/${reference}/costs`)).body).toEqual([]);

    expect((await apply(pricing, { rateId: r1.id, day: D2 })).status).toBe(204);
    const costs = (await pricing.get(`/app/v1/quotations/${reference}/costs`)).body as CostInfo[];
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatchObject({
      provider: { id: seed.carriers.GENSHIP },
      viaLink: false,
      description: 'Genova weekly',
      validUntil: '2025-12-31',
      transitDays: 30,
      freeDays: 14,
      carrier: 'Genova Shipping Lines',
      totals: { USD: 3300, EUR: 90 },
    });
    expect(
      costs[0].charges.map((c) => [c.chargeCode.concept, c.currency, c.amountPerUnit, c.quantity, c.total]),
    ).toEqual([
      ['OFT', 'USD', 1500, 2, 3000],
      ['BL', 'EUR', 90, 1, 90],
      ['BAF', 'USD', 300, 1, 300],
    ]);
    // Logged on the quotation by the user; the sells and the status are pricing's to work as for any cost.
    const [event] = await sql<{ kind: string; detail: string; user_id: string | null }>(
      t.db.url,
      `SELECT e.kind, e.detail, e.user_id FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id
       WHERE q.reference = $1 AND e.kind = 'COST_RECEIVED'`,
      [reference],
    );
    expect(event.detail).toBe(`Genova Shipping Lines — GENSHIP · Genova weekly (v1, ${D2})`);
    expect(event.user_id).not.toBeNull();
    const [q] = await sql<{ status: string; sells: number }>(
      t.db.url,
      `SELECT status, (SELECT count(*)::int FROM sell_lines s WHERE s.quotation_id = q.id) AS sells
       FROM quotations q WHERE reference = $1`,
      [reference],
    );
    expect(q).toEqual({ status: 'PENDING', sells: 0 });
  });
});
