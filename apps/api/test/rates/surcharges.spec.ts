import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InstantQuoteResult, Page, RateDetail, SurchargeItem } from '@freight/shared';
import { todayIn } from '../../src/common/time/zoned-dates.js';
import { RatePricingService } from '../../src/modules/rates/rate-pricing.service.js';
import { demoClientId } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { api, errorCode } from '../providers/http.js';

const BASE = '/app/v1/surcharges';
const day = (offset: number) => todayIn('America/Montevideo', new Date(Date.now() + offset * 86_400_000));
const companyDay = (offset: number) => todayIn('America/Montevideo', new Date(Date.now() + offset * 86_400_000));

describe('surcharges (/app/v1/surcharges) and the calculator applying them', () => {
  let t: TestApp;
  let pricing: ReturnType<typeof api>;
  let commercial: ReturnType<typeof api>;
  let carrierId: string;
  let otherCarrierId: string;
  let clientId: string;
  const code: Record<string, string> = {};
  let lane = 0;

  beforeAll(async () => {
    t = await startTestApp();
    pricing = api(t.http, await loginAs(t.http, 'pricing'));
    commercial = api(t.http, await loginAs(t.http, 'comercial'));
    clientId = await demoClientId(t);
    const carriers = await sql<{ id: string }>(t.db.url, `SELECT id FROM providers WHERE active ORDER BY code LIMIT 2`);
    [carrierId, otherCarrierId] = carriers.map((c) => c.id);
    for (const row of await sql<{ id: string; concept: string }>(t.db.url, `SELECT id, concept FROM charge_codes`))
      code[row.concept] = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A sea FCL 40HC rate on a lane of its own: 1,500 USD per container of freight. */
  async function rateOnNewLane(): Promise<{ origin: string; rate: RateDetail }> {
    lane += 1;
    const origin = `SX${String(lane).padStart(3, '0')}`;
    const res = await pricing.post('/app/v1/rates', {
      service: 'SEA_FCL',
      container: '40HC',
      originCode: origin,
      originName: 'Surcharge origin',
      destinationCode: 'UYMVD',
      destinationName: 'Montevideo',
      validFrom: day(-30),
      validTo: day(60),
      description: 'Surcharge test rate',
      carrierId,
      charges: [{ chargeCodeId: code.OFT, currency: 'USD', calculator: 'PER_CONTAINER', amount: 1500, freight: true }],
    });
    expect(res.status).toBe(201);
    return { origin, rate: res.body as RateDetail };
  }

  const surcharge = (over: object = {}) => ({
    chargeCodeId: code['THC-O'],
    basis: 'PER_CONTAINER',
    currency: 'USD',
    validFrom: day(-30),
    validTo: null,
    periods: [{ from: day(-30), amount: 120 }],
    ...over,
  });

  it('pricing creates, reads, replaces and pages surcharges; others are refused; bad dates and codes are named', async () => {
    const created = await pricing.post(BASE, surcharge({ description: 'THC origin', originCountries: ['cn'] }));
    expect(created.status).toBe(201);
    const item = created.body as SurchargeItem;
    expect(item).toMatchObject({
      chargeCode: { concept: 'THC-O' },
      basis: 'PER_CONTAINER',
      originCountries: ['CN'],
      periods: [{ from: day(-30), amount: 120 }],
      amountToday: 120,
    });
    expect((await pricing.get(`${BASE}/${item.id}`)).body).toMatchObject({ id: item.id });
    const replaced = await pricing.put(`${BASE}/${item.id}`, surcharge({ active: false, services: ['SEA_FCL'] }));
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ active: false, services: ['SEA_FCL'], originCountries: [] });
    // Scoped to a port no rate uses: an unscoped one would apply to every rate of the other tests.
    await pricing.post(BASE, surcharge({ basis: 'PER_SHIPMENT', originCodes: ['ZZ999'] }));

    const first = (await pricing.get(BASE, { limit: 1, sort: 'validFrom', order: 'desc' })).body as Page<SurchargeItem>;
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = (await pricing.get(BASE, { limit: 1, sort: 'validFrom', order: 'desc', cursor: first.nextCursor! }))
      .body as Page<SurchargeItem>;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const inactive = (await pricing.get(BASE, { active: false, search: 'thc' })).body as Page<SurchargeItem>;
    expect(inactive.items.map((s) => s.id)).toContain(item.id);
    expect(inactive.items.every((s) => !s.active)).toBe(true);

    expect((await commercial.get(BASE)).status).toBe(403);
    expect((await commercial.post(BASE, surcharge())).status).toBe(403);
    const backwards = await pricing.post(BASE, surcharge({ validTo: day(-40) }));
    expect([backwards.status, errorCode(backwards)]).toEqual([400, 'SURCHARGE_DATES_INVALID']);
    const early = await pricing.post(BASE, surcharge({ periods: [{ from: day(-31), amount: 1 }] }));
    expect(errorCode(early)).toBe('SURCHARGE_DATES_INVALID');
    const unknown = await pricing.post(BASE, surcharge({ chargeCodeId: otherCarrierId }));
    expect([unknown.status, errorCode(unknown)]).toEqual([400, 'SURCHARGE_CHARGE_CODE_UNKNOWN']);
    expect((await pricing.get(`${BASE}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('the instant quote shows every surcharge in scope once, as its own line, and none out of scope', async () => {
    const { origin, rate } = await rateOnNewLane();
    // In scope: this lane's port, any carrier; a percentage of the freight; the rate's carrier and equipment.
    const thc = (await pricing.post(BASE, surcharge({ originCodes: [origin] }))).body as SurchargeItem;
    const baf = (
      await pricing.post(
        BASE,
        surcharge({
          chargeCodeId: code.BAF,
          basis: 'PERCENT_OF_FREIGHT',
          originCodes: [origin],
          carrierId,
          containers: ['40HC'],
          periods: [{ from: day(-30), amount: 12.5 }],
        }),
      )
    ).body as SurchargeItem;
    // Out of scope: another carrier, other equipment, air only, not yet valid, inactive.
    for (const over of [
      { carrierId: otherCarrierId },
      { containers: ['20GP'] },
      { services: ['AIR_LSE'] },
      { validFrom: day(5), periods: [{ from: day(5), amount: 99 }] },
      { active: false },
    ])
      expect((await pricing.post(BASE, surcharge({ originCodes: [origin], ...over }))).body).toMatchObject({
        originCodes: [origin],
      });

    const res = await commercial.post('/app/v1/instant-quotes', {
      service: 'SEA_FCL',
      clientId,
      originCode: origin,
      destinationCode: 'UYMVD',
      containers: [{ quantity: 2, type: '40HC' }],
    });
    expect(res.status).toBe(200);
    const [option] = (res.body as InstantQuoteResult).options;
    expect(option.rateId).toBe(rate.id);
    const lines = option.charges.map((c) => ({ concept: c.concept, cost: c.cost, surcharge: c.surcharge }));
    expect(lines).toEqual([
      { concept: 'OFT', cost: 3000, surcharge: null },
      { concept: 'THC-O', cost: 240, surcharge: { id: thc.id, basis: 'PER_CONTAINER', quantity: 2 } },
      { concept: 'BAF', cost: 375, surcharge: { id: baf.id, basis: 'PERCENT_OF_FREIGHT', quantity: 1 } },
    ]);
    expect(option.totals[0].cost).toBe(3615);
  });

  it('a fuel table change moves the affected price from its day on, and not the day before', async () => {
    const { origin } = await rateOnNewLane();
    const fuel = (
      await pricing.post(
        BASE,
        surcharge({
          chargeCodeId: code.BAF,
          description: 'Bunker table',
          originCodes: [origin],
          periods: [{ from: day(-30), amount: 100 }],
        }),
      )
    ).body as SurchargeItem;
    const change = await pricing.post(`${BASE}/${fuel.id}/periods`, { from: day(3), amount: 140 });
    expect(change.status).toBe(200);
    expect((change.body as SurchargeItem).periods).toEqual([
      { from: day(-30), amount: 100 },
      { from: day(3), amount: 140 },
    ]);
    const outside = await pricing.post(`${BASE}/${fuel.id}/periods`, { from: day(-31), amount: 1 });
    expect(errorCode(outside)).toBe('SURCHARGE_DATES_INVALID');

    const prices = t.app.get(RatePricingService);
    const lanePart = { originCode: origin, destinationCode: 'UYMVD', service: 'SEA_FCL' as const };
    const shipment = {
      weight: 0,
      chargeableWeight: 0,
      volume: 0,
      units: 0,
      containers: [{ type: '40HC' as const, quantity: 1 }],
    };
    const fuelOn = async (on: string) => {
      const { options } = await prices.options(lanePart, shipment, on);
      return options[0].charges.filter((c) => c.surcharge?.id === fuel.id).map((c) => c.total);
    };
    expect(await fuelOn(companyDay(0))).toEqual([10_000]);
    expect(await fuelOn(companyDay(2))).toEqual([10_000]);
    expect(await fuelOn(companyDay(3))).toEqual([14_000]);
    expect(await fuelOn(companyDay(10))).toEqual([14_000]);
    // The other lanes' prices do not move: the table is scoped to this port.
    const { origin: otherOrigin } = await rateOnNewLane();
    const other = await prices.options({ ...lanePart, originCode: otherOrigin }, shipment, companyDay(3));
    expect(other.options[0].charges.some((c) => c.surcharge?.id === fuel.id)).toBe(false);
  });
});
