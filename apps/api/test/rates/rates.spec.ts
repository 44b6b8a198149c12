import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, RateDetail, RateListItem } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { todayIn } from '../../src/common/time/zoned-dates.js';
import { RateExpiryProcessor } from '../../src/modules/rates/rate-expiry.processor.js';
import { api, errorCode } from '../providers/http.js';

const BASE = '/app/v1/rates';
// Calendar days in the demo users' time zone (the server's "today" is the reader's).
const day = (offset: number) => todayIn('America/Montevideo', new Date(Date.now() + offset * 86_400_000));

describe('rates (/app/v1/rates)', () => {
  let t: TestApp;
  let pricing: ReturnType<typeof api>;
  let seaOnly: ReturnType<typeof api>;
  let commercial: ReturnType<typeof api>;
  let carrierId: string;
  let oft: string;
  let baf: string;
  let lane = 0;

  beforeAll(async () => {
    t = await startTestApp();
    pricing = api(t.http, await loginAs(t.http, 'pricing'));
    commercial = api(t.http, await loginAs(t.http, 'comercial'));
    // A pricing analyst for sea only: the same password as the demo analyst.
    await sql(
      t.db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
      SELECT gen_random_uuid(), 'PSEA', 'Sea Pricing', 'psea@freight.local', 'pricing.sea', password_hash, now() FROM users WHERE username = 'pricing'`,
    );
    await sql(
      t.db.url,
      `INSERT INTO user_permissions (user_id, permission) SELECT id, p FROM users, unnest(ARRAY['PRICING','PRICING_SEA']) p WHERE username = 'pricing.sea'`,
    );
    seaOnly = api(t.http, await loginAs(t.http, 'pricing.sea'));
    [{ id: carrierId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM providers WHERE code = 'SHAPAC'`);
    [{ id: oft }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM charge_codes WHERE concept = 'OFT'`);
    [{ id: baf }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM charge_codes WHERE concept = 'BAF'`);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A sea FCL rate on a lane of its own (tests never share a lane). */
  const rate = (over: object = {}) => {
    lane += 1;
    return {
      direction: 'BUY',
      term: 'CONTRACT',
      service: 'SEA_FCL',
      container: '40HC',
      originCode: `CNT${lane}`,
      originName: 'Test origin',
      destinationCode: 'UYMVD',
      destinationName: 'Montevideo',
      validFrom: day(-10),
      validTo: day(60),
      description: 'Test rate',
      transitDays: 35,
      carrierId,
      charges: [
        { chargeCodeId: oft, currency: 'USD', calculator: 'PER_CONTAINER', amount: 1500, freight: true },
        { chargeCodeId: baf, currency: 'USD', calculator: 'PERCENT_OF_FREIGHT', amount: 10 },
      ],
      ...over,
    };
  };

  it('creates a rate, reads it back and finds it by lane, carrier and validity', async () => {
    const body = rate();
    const res = await pricing.post(BASE, body);
    expect(res.status).toBe(201);
    const created = res.body as RateDetail;
    expect(created).toMatchObject({
      version: 1,
      current: true,
      editable: true,
      originCode: body.originCode,
      validity: 'VALID',
      carrier: { code: 'SHAPAC' },
    });
    expect(created.charges.map((c) => [c.chargeCode.concept, c.calculator, c.amount])).toEqual([
      ['OFT', 'PER_CONTAINER', 1500],
      ['BAF', 'PERCENT_OF_FREIGHT', 10],
    ]);
    const byLane = (await pricing.get(BASE, { originCode: body.originCode, validity: 'VALID_TODAY', carrierId }))
      .body as Page<RateListItem>;
    expect(byLane.items.map((r) => r.id)).toEqual([created.id]);
    const expired = (await pricing.get(BASE, { originCode: body.originCode, validity: 'EXPIRED' }))
      .body as Page<RateListItem>;
    expect(expired.items).toEqual([]);
  });

  it('lists expiring and expired rates by their validity end', async () => {
    const soon = (await pricing.post(BASE, rate({ validTo: day(3) }))).body as RateDetail;
    const gone = (
      await pricing.post(BASE, rate({ originCode: soon.originCode, validFrom: day(-30), validTo: day(-1) }))
    ).body as RateDetail;
    const later = (await pricing.post(BASE, rate({ originCode: soon.originCode, validTo: day(40) })))
      .body as RateDetail;
    const ids = async (q: object) =>
      ((await pricing.get(BASE, { originCode: soon.originCode, ...q })).body as Page<RateListItem>).items.map(
        (r) => r.id,
      );
    expect(await ids({ validity: 'EXPIRING', expiringDays: 7 })).toEqual([soon.id]);
    expect(await ids({ validity: 'EXPIRED' })).toEqual([gone.id]);
    expect(await ids({ validity: 'VALID_TODAY' })).toEqual([soon.id, later.id]);
    expect(soon.validity).toBe('EXPIRING');
    expect(gone.validity).toBe('EXPIRED');
    // Keyset pages of one row walk the same order.
    const first = (await pricing.get(BASE, { originCode: soon.originCode, limit: 1 })).body as Page<RateListItem>;
    const second = (await pricing.get(BASE, { originCode: soon.originCode, limit: 1, cursor: first.nextCursor! }))
      .body as Page<RateListItem>;
    expect([first.items[0].id, second.items[0].id]).toEqual([gone.id, soon.id]);
  });

  it("refuses a rate with the form's four slots and stores nothing", async () => {
    const before = await sql(t.db.url, 'SELECT count(*)::int n FROM rates');
    const none = await pricing.post(BASE, rate({ charges: [] }));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'RATE_NO_CHARGES', details: { slots: ['RATE_NO_CHARGES'] } });
    const broken = await pricing.post(
      BASE,
      rate({
        charges: [
          { currency: 'USD', calculator: 'PER_KG', amount: -2 },
          { chargeCodeId: oft, currency: 'USD', calculator: 'PER_KG', amount: 1, rangeBasis: 'WEIGHT', ranges: [] },
          { chargeCodeId: '00000000-0000-4000-8000-000000000000', currency: 'USD', calculator: 'FLAT', amount: 1 },
          {
            chargeCodeId: oft,
            currency: 'USD',
            calculator: 'PER_KG',
            amount: 1,
            rangeBasis: 'WEIGHT',
            ranges: [
              { from: 0, to: 100, amount: 2 },
              { from: 50, to: null, amount: 1 },
            ],
          },
        ],
      }),
    );
    expect(broken.status).toBe(400);
    const details = (broken.body as { details: { slots: string[]; fields: { field: string; rules: string[] }[] } })
      .details;
    expect(errorCode(broken)).toBe('RATE_INVALID_CHARGES');
    expect(details.slots).toEqual(['RATE_INVALID_CHARGES', 'RATE_NO_RANGES', 'RATE_INVALID_RANGES']);
    expect(details.fields.map((f) => `${f.field}:${f.rules[0]}`)).toEqual(
      expect.arrayContaining([
        'charges.0.chargeCodeId:required',
        'charges.0.amount:min',
        'charges.1.ranges:required',
        'charges.2.chargeCodeId:notFound',
        'charges.3.ranges.1.from:overlaps',
      ]),
    );
    expect(await sql(t.db.url, 'SELECT count(*)::int n FROM rates')).toEqual(before);
  });

  it('editing a rate in force writes a new version and keeps the old one unchanged', async () => {
    const v1 = (await pricing.post(BASE, rate())).body as RateDetail;
    const edited = await pricing.put(
      `${BASE}/${v1.id}`,
      rate({
        originCode: v1.originCode,
        description: 'New price',
        charges: [{ chargeCodeId: oft, currency: 'USD', calculator: 'PER_CONTAINER', amount: 1700 }],
      }),
    );
    expect(edited.status).toBe(200);
    const v2 = edited.body as RateDetail;
    expect(v2.id).not.toBe(v1.id);
    expect(v2).toMatchObject({ rateKey: v1.rateKey, version: 2, current: true, description: 'New price' });
    expect(v2.versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const old = (await pricing.get(`${BASE}/${v1.id}`)).body as RateDetail;
    expect(old).toMatchObject({ current: false, editable: false, description: 'Test rate' });
    expect(old.charges.map((c) => c.amount)).toEqual([1500, 10]);
    const stale = await pricing.put(`${BASE}/${v1.id}`, rate({ originCode: v1.originCode }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'RATE_NOT_CURRENT', details: { currentId: v2.id } });
    // The list shows the current version only.
    const listed = (await pricing.get(BASE, { originCode: v1.originCode })).body as Page<RateListItem>;
    expect(listed.items.map((r) => r.id)).toEqual([v2.id]);
  });

  it('a rate not yet in force and never used is edited in place', async () => {
    const future = (await pricing.post(BASE, rate({ validFrom: day(5), validTo: day(90) }))).body as RateDetail;
    expect(future.validity).toBe('FUTURE');
    const res = await pricing.put(
      `${BASE}/${future.id}`,
      rate({ originCode: future.originCode, validFrom: day(5), validTo: day(120) }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: future.id, version: 1, validTo: day(120) });
  });

  it('PRICING_<MODE> limits which rates a user may create and edit; others may still read them', async () => {
    const air = rate({
      service: 'AIR_LSE',
      container: null,
      charges: [{ chargeCodeId: oft, currency: 'USD', calculator: 'PER_CHARGEABLE_KG', amount: 2.35 }],
    });
    const refused = await seaOnly.post(BASE, air);
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('PRICING_MODE_NOT_ALLOWED');
    const airRate = (await pricing.post(BASE, air)).body as RateDetail;
    const read = await seaOnly.get(`${BASE}/${airRate.id}`);
    expect(read.status).toBe(200);
    expect((read.body as RateDetail).editable).toBe(false);
    const edit = await seaOnly.put(`${BASE}/${airRate.id}`, {
      ...air,
      originCode: airRate.originCode,
      description: 'Mine now',
    });
    expect(edit.status).toBe(403);
    expect(((await pricing.get(`${BASE}/${airRate.id}`)).body as RateDetail).description).toBe('Test rate');
    expect((await seaOnly.post(BASE, rate())).status).toBe(201);
  });

  it('is for pricing only', async () => {
    expect((await commercial.get(BASE)).status).toBe(403);
    expect((await commercial.post(BASE, rate())).status).toBe(403);
  });

  it('keeps an exchange-rate table per day and answers the one in force on a day', async () => {
    // Days of their own, far ahead of the seeded table.
    const put = await pricing.put(`/app/v1/exchange-rates/${day(100)}`, {
      rates: [
        { currency: 'UYU', perUsd: 40.25 },
        { currency: 'EUR', perUsd: 0.93 },
      ],
    });
    expect(put.status).toBe(200);
    await pricing.put(`/app/v1/exchange-rates/${day(102)}`, { rates: [{ currency: 'UYU', perUsd: 41 }] });
    const later = (await pricing.get('/app/v1/exchange-rates', { day: day(103) })).body as {
      currency: string;
      perUsd: number;
      day: string;
    }[];
    expect(later).toEqual([
      { currency: 'USD', perUsd: 1, day: day(103) },
      { currency: 'UYU', perUsd: 41, day: day(102) },
      { currency: 'EUR', perUsd: 0.93, day: day(100) },
    ]);
    const between = (await pricing.get('/app/v1/exchange-rates', { day: day(101) })).body as {
      currency: string;
      perUsd: number;
    }[];
    expect(between.find((r) => r.currency === 'UYU')?.perUsd).toBe(40.25);
    expect((await pricing.put('/app/v1/exchange-rates/2026-13-45', { rates: [] })).status).toBe(400);
  });

  it('refuses a day that does not exist (2026-02-30 once became 2 March) with DATE_INVALID and stores nothing', async () => {
    const [{ n: before }] = await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int n FROM exchange_rates');
    const [{ n: ratesBefore }] = await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int n FROM rates');
    const answers = [
      await pricing.put('/app/v1/exchange-rates/2026-02-30', { rates: [{ currency: 'UYU', perUsd: 40 }] }),
      await pricing.get('/app/v1/exchange-rates', { day: '2026-02-30' }),
      await pricing.post(BASE, rate({ validFrom: '2026-02-30' })),
      await pricing.post(BASE, rate({ validTo: '2027-13-01' })),
    ];
    expect(answers.map((r) => [r.status, (r.body as { code: string }).code])).toEqual([
      [400, 'DATE_INVALID'],
      [400, 'DATE_INVALID'],
      [400, 'DATE_INVALID'],
      [400, 'DATE_INVALID'],
    ]);
    expect((await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int n FROM exchange_rates'))[0].n).toBe(before);
    expect((await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int n FROM rates'))[0].n).toBe(ratesBefore);
  });

  it('tells the owner once, 7 days before a rate of theirs expires', async () => {
    const soon = (await pricing.post(BASE, rate({ validTo: day(6), description: 'Expiring soon' }))).body as RateDetail;
    const later = (await pricing.post(BASE, rate({ validTo: day(12) }))).body as RateDetail;
    const gone = (await pricing.post(BASE, rate({ validFrom: day(-30), validTo: day(-1) }))).body as RateDetail;
    const scanner = t.app.get(RateExpiryProcessor);
    const notices = (id: string) =>
      sql<{ title: string; message: string; key: string; username: string }>(
        t.db.url,
        `SELECT n.title, n.message, n.key, u.username FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE n.key = $1`,
        [`RATE-${id}`],
      );
    await scanner.scan(new Date());
    const [notice, ...more] = await notices(soon.id);
    expect(more).toEqual([]);
    const [y, m, d] = day(6).split('-');
    expect(notice).toMatchObject({
      username: 'pricing',
      title: `Tarifa por vencer: ${soon.originCode} → UYMVD`,
      message: `La tarifa «Expiring soon» vence el ${d}/${m}/${y}.`,
    });
    expect(await notices(later.id)).toEqual([]);
    expect(await notices(gone.id)).toEqual([]);
    // A second scan, and an edit keeping the end date (a new version), tell nobody again.
    await pricing.put(
      `${BASE}/${soon.id}`,
      rate({ originCode: soon.originCode, validTo: day(6), description: 'Expiring soon, new price' }),
    );
    expect(await scanner.scan(new Date())).toBe(0);
    const current = (
      await sql<{ id: string }>(t.db.url, 'SELECT id FROM rates WHERE rate_key = $1 AND current', [soon.rateKey])
    )[0];
    expect(await notices(current.id)).toEqual([]);
  });
  it("saves an agent's answered cost as a rate of the quotation's lane, once", async () => {
    const [q] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO quotations (id, reference, company, service, transport_mode, client_id, commercial_id, origin_code, origin_name, destination_code, destination_name, goods_description, containers, updated_at)
       SELECT gen_random_uuid(), 'RT-COST-1', 'MVD', 'SEA_FCL', 'SEA', c.id, u.id, 'CNNGB', 'Ningbo', 'UYMVD', 'Montevideo', 'Test', '[{"quantity": 2, "type": "20GP"}]', now()
       FROM clients c, users u WHERE u.username = 'comercial' LIMIT 1 RETURNING id`,
    );
    const [cost] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO costs (id, quotation_id, provider_id, batch_id, description, route, transit_days, free_days, carrier)
       VALUES (gen_random_uuid(), $1, $2, gen_random_uuid(), 'Agent FCL Ningbo', 'Via Busan', 40, 10, 'MSC') RETURNING id`,
      [q.id, carrierId],
    );
    await sql(
      t.db.url,
      `INSERT INTO cost_charges (id, cost_id, index, charge_code_id, currency, amount_per_unit, quantity, total) VALUES
       (gen_random_uuid(), $1, 0, $2, 'USD', 1250, 2, 2500), (gen_random_uuid(), $1, 1, $3, 'USD', 95, 1, 95)`,
      [cost.id, oft, baf],
    );
    const res = await pricing.post(`${BASE}/from-cost/${cost.id}`, { validFrom: day(0), validTo: day(30) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      originCode: 'CNNGB',
      destinationCode: 'UYMVD',
      service: 'SEA_FCL',
      container: '20GP',
      description: 'Agent FCL Ningbo',
      transitDays: 40,
      carrier: { code: 'SHAPAC' },
      validTo: day(30),
    });
    expect((res.body as RateDetail).charges.map((c) => [c.chargeCode.concept, c.calculator, c.amount])).toEqual([
      ['OFT', 'PER_CONTAINER', 1250],
      ['BAF', 'FLAT', 95],
    ]);
    const again = await pricing.post(`${BASE}/from-cost/${cost.id}`, { validFrom: day(0), validTo: day(30) });
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe('COST_ALREADY_SAVED_AS_RATE');
    expect(
      (await commercial.post(`${BASE}/from-cost/${cost.id}`, { validFrom: day(0), validTo: day(30) })).status,
    ).toBe(403);
  });
});
