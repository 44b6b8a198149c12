import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import supertest from 'supertest';
import type {
  InstantQuoteResult,
  QuotationDetail,
  QuotationRuleItem,
  RateDetail,
  RuleTestResult,
  SellsView,
} from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { todayIn } from '../../src/common/time/zoned-dates.js';
import { api, errorCode } from '../providers/http.js';
import { demoClientId, validRequest } from '../quotations/builders.js';

const day = (offset: number) => todayIn('America/Montevideo', new Date(Date.now() + offset * 86_400_000));

describe('quotation rules (/app/v1/quotation-rules) and their evaluation on new requests', () => {
  let t: TestApp;
  let pricing: ReturnType<typeof api>;
  let commercial: ReturnType<typeof api>;
  let clientId: string;
  let carrierId: string;
  let oft: string;
  let thc: string;
  let lane = 0;

  beforeAll(async () => {
    t = await startTestApp();
    pricing = api(t.http, await loginAs(t.http, 'pricing'));
    commercial = api(t.http, await loginAs(t.http, 'comercial'));
    clientId = await demoClientId(t);
    // The client's active contacts are who an automatic sending mails.
    await sql(
      t.db.url,
      `INSERT INTO client_contacts (id, client_id, name, email, updated_at) VALUES (gen_random_uuid(), $1, 'Compras', 'compras.rules@client.test', now()) ON CONFLICT DO NOTHING`,
      [clientId],
    );
    [{ id: carrierId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM providers WHERE code = 'SHAPAC'`);
    [{ id: oft }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM charge_codes WHERE concept = 'OFT'`);
    // THC-D is taxed: its sell carries the 22 % VAT.
    [{ id: thc }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM charge_codes WHERE concept = 'THC-D'`);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A lane of its own per test: rules of one test never see another's requests. */
  const newLane = () => `TST${++lane}`;
  const fclRate = async (origin: string, perContainer: number, over: object = {}) => {
    const res = await pricing.post('/app/v1/rates', {
      service: 'SEA_FCL',
      container: '40HC',
      originCode: origin,
      originName: 'Test port',
      destinationCode: 'UYMVD',
      destinationName: 'Montevideo',
      validFrom: day(-5),
      validTo: day(30),
      description: `FCL ${origin} ${perContainer}`,
      transitDays: 32,
      carrierId,
      charges: [
        { chargeCodeId: oft, currency: 'USD', calculator: 'PER_CONTAINER', amount: perContainer, freight: true },
        { chargeCodeId: thc, currency: 'USD', calculator: 'FLAT', amount: 200 },
      ],
      ...over,
    });
    expect(res.status).toBe(201);
    return res.body as RateDetail;
  };
  const rule = async (origin: string, over: object = {}) => {
    const res = await pricing.post('/app/v1/quotation-rules', {
      name: `Auto ${origin}`,
      marginPercent: 20,
      position: 1,
      filters: [
        { filterType: 'AUTORATE', condition: 'HAS', value: '' },
        { filterType: 'ORIGIN', condition: 'EQUALS', value: origin },
        { filterType: 'MODE', condition: 'EQUALS', value: 'SEA_FCL' },
      ],
      ...over,
    });
    expect(res.status).toBe(201);
    return res.body as QuotationRuleItem;
  };
  const request = async (origin: string, over: object = {}) => {
    const res = await commercial.post('/app/v1/quotations', {
      ...validRequest('SEA_FCL', clientId),
      originCode: origin,
      originName: 'Test port',
      ...over,
    });
    expect(res.status).toBe(201);
    return (res.body as { reference: string }).reference;
  };
  const eventsOf = (reference: string) =>
    sql<{ kind: string; detail: string | null; user_id: string | null }>(
      t.db.url,
      `SELECT kind, detail, user_id FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind <> 'VIEWED' ORDER BY e.created_at, e.kind`,
      [reference],
    );

  it('creates, lists, edits and deletes rules in order', async () => {
    const mine = newLane();
    const a = await rule(mine, { position: 5, name: 'Later' });
    const b = await rule(newLane(), { position: 2, name: 'Sooner', send: true, active: false });
    expect(b).toMatchObject({
      name: 'Sooner',
      send: true,
      active: false,
      autorate: true,
      marginPercent: 20,
      createdBy: { name: 'Pablo Pricing' },
    });
    const names = ((await pricing.get('/app/v1/quotation-rules')).body as QuotationRuleItem[]).map((r) => r.name);
    expect(names.indexOf('Sooner')).toBeLessThan(names.indexOf('Later'));
    const edited = await pricing.put(`/app/v1/quotation-rules/${a.id}`, {
      name: 'Renamed',
      marginPercent: 12.5,
      position: 5,
      filters: [
        { filterType: 'ORIGIN', condition: 'EQUALS', value: mine },
        { filterType: 'INCOTERM', condition: 'HAS', value: 'FOB,CIF' },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Renamed',
      marginPercent: 12.5,
      autorate: false,
      filters: [{ filterType: 'ORIGIN' }, { filterType: 'INCOTERM', condition: 'HAS', value: 'FOB,CIF' }],
    });
    // A matching request gets an event naming the rule, and nothing else.
    const matched = await request(mine);
    expect((await eventsOf(matched)).map((e) => [e.kind, e.detail])).toEqual([
      ['CREATED', null],
      ['RULE_MATCHED', 'Renamed'],
    ]);
    expect((await pricing.post(`/app/v1/quotation-rules/${a.id}`)).status).toBe(404);
    const removed = await supertest(t.http)
      .delete(`/app/v1/quotation-rules/${b.id}`)
      .set('Authorization', `Bearer ${await loginAs(t.http, 'pricing')}`);
    expect(removed.status).toBe(204);
    expect(await sql(t.db.url, 'SELECT 1 FROM quotation_rules WHERE id = $1', [b.id])).toEqual([]);
  });

  it('refuses filters that mean nothing, an unknown rate, and users without PRICING_RULES', async () => {
    const bad = await pricing.post('/app/v1/quotation-rules', {
      name: 'Bad',
      filters: [{ filterType: 'INCOTERM', condition: 'EQUALS', value: 'XYZ' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'RULE_FILTER_INVALID',
      details: { fields: [{ field: 'filters.0.value', rules: ['unknownCode'] }] },
    });
    const rate = await pricing.post('/app/v1/quotation-rules', {
      name: 'Named',
      rateKey: '00000000-0000-4000-8000-000000000000',
      filters: [],
    });
    expect(errorCode(rate)).toBe('RULE_RATE_UNKNOWN');
    expect((await commercial.get('/app/v1/quotation-rules')).status).toBe(403);
    expect((await commercial.post('/app/v1/quotation-rules', { name: 'x', filters: [] })).status).toBe(403);
  });

  it('an AUTORATE rule prices a matching request from the cheapest valid rate: sells, QUOTED and an event naming the rule', async () => {
    const origin = newLane();
    await fclRate(origin, 1800);
    const cheap = await fclRate(origin, 1500);
    await fclRate(origin, 1000, { validFrom: day(-60), validTo: day(-1) }); // expired: never used
    const r = await rule(origin);
    const reference = await request(origin);
    const detail = (await commercial.get(`/app/v1/quotations/${reference}`)).body as QuotationDetail;
    expect(detail.status).toBe('QUOTED');
    const sells = (await pricing.get(`/app/v1/quotations/${reference}/sells`)).body as SellsView;
    // 2 x 40HC x 1,500 = 3,000 + 20 % = 3,600; THC-D 200 + 20 % = 240 + 22 % VAT = 52.80.
    expect(sells.lines.map((l) => [l.chargeCode.concept, l.costAmount, l.sellAmount, l.taxAmount])).toEqual([
      ['OFT', 3000, 3600, 0],
      ['THC-D', 200, 240, 52.8],
    ]);
    const events = await eventsOf(reference);
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['CREATED', 'AUTO_PRICED', 'STATUS_UPDATE', 'SELLS_PUBLISHED']),
    );
    expect(events.find((e) => e.kind === 'AUTO_PRICED')).toMatchObject({
      user_id: null,
      detail: expect.stringContaining(r.name),
    });
    const [pricingRow] = await sql<{ rate_id: string; rule_id: string; source: string }>(
      t.db.url,
      `SELECT rate_id, rule_id, source FROM quotation_rate_pricings p JOIN quotations q ON q.id = p.quotation_id WHERE q.reference = $1`,
      [reference],
    );
    expect(pricingRow).toEqual({ rate_id: cheap.id, rule_id: r.id, source: 'RULE' });
  });

  it('a rule naming a rate prices with it even when another is cheaper', async () => {
    const origin = newLane();
    const named = await fclRate(origin, 1700);
    await fclRate(origin, 1200);
    await rule(origin, { rateKey: named.rateKey, marginPercent: 0 });
    const reference = await request(origin);
    const sells = (await pricing.get(`/app/v1/quotations/${reference}/sells`)).body as SellsView;
    expect(sells.lines[0].costAmount).toBe(3400);
  });

  it('a request no rule matches, or that no valid rate prices, stays REQUESTED and untouched', async () => {
    const origin = newLane();
    await fclRate(origin, 1500);
    await rule(origin);
    // Another lane: the ORIGIN filter does not match.
    const other = await request(newLane());
    expect(((await commercial.get(`/app/v1/quotations/${other}`)).body as QuotationDetail).status).toBe('REQUESTED');
    expect((await eventsOf(other)).map((e) => e.kind)).toEqual(['CREATED']);
    // The lane, but a 20GP request the 40HC rate cannot price: AUTORATE HAS finds no rate.
    const unpriced = await request(origin, { containers: [{ quantity: 1, type: '20GP', weight: 12000 }] });
    expect(((await commercial.get(`/app/v1/quotations/${unpriced}`)).body as QuotationDetail).status).toBe('REQUESTED');
    expect(
      await sql(
        t.db.url,
        `SELECT 1 FROM sell_lines s JOIN quotations q ON q.id = s.quotation_id WHERE q.reference = $1`,
        [unpriced],
      ),
    ).toEqual([]);
  });

  it('with send on, the sending path mails the priced quotation, unless the margin needs approval', async () => {
    const sendLane = newLane();
    await fclRate(sendLane, 1500);
    await rule(sendLane, { send: true, marginPercent: 25 });
    const sent = await request(sendLane);
    const heldLane = newLane();
    await fclRate(heldLane, 1500);
    await rule(heldLane, { send: true, marginPercent: 0 });
    const held = await request(heldLane);
    const settle = async (reference: string) => {
      for (let i = 0; i < 100; i++) {
        const [q] = await sql<{ status: string }>(t.db.url, 'SELECT status FROM quotations WHERE reference = $1', [
          reference,
        ]);
        const blocked = (await eventsOf(reference)).find((e) => e.kind === 'AUTO_SEND_BLOCKED');
        if (q.status === 'SENT' || blocked) return { status: q.status, blocked: blocked?.detail ?? null };
        await new Promise((r) => setTimeout(r, 150));
      }
      throw new Error(`${reference} was neither sent nor held`);
    };
    expect(await settle(sent)).toEqual({ status: 'SENT', blocked: null });
    expect(await settle(held)).toEqual({ status: 'QUOTED', blocked: 'APPROVAL_REQUIRED' });
  });

  it('"test this rule" lists which of the latest requests the filters would match, changing nothing', async () => {
    const origin = newLane();
    await fclRate(origin, 1500);
    const ref = await request(origin);
    const before = await sql(t.db.url, 'SELECT count(*)::int n FROM quotation_events');
    const res = await pricing.post('/app/v1/quotation-rules/test', {
      filters: [
        { filterType: 'AUTORATE', condition: 'HAS', value: '' },
        { filterType: 'ORIGIN', condition: 'EQUALS', value: origin },
      ],
    });
    expect(res.status).toBe(200);
    const result = res.body as RuleTestResult;
    expect(result.tested).toBeGreaterThan(0);
    expect(result.tested).toBeLessThanOrEqual(100);
    expect(result.rows.filter((r) => r.matched).map((r) => r.reference)).toEqual([ref]);
    expect(result.rows.find((r) => r.reference === ref)).toMatchObject({ matched: true, priceable: true });
    expect(await sql(t.db.url, 'SELECT count(*)::int n FROM quotation_events')).toEqual(before);
  });
  it("the instant quote prices the form's lane per carrier, cheapest first, with the matching rule's margin and VAT", async () => {
    const origin = newLane();
    const dear = await fclRate(origin, 1800, { transitDays: 28 });
    const cheap = await fclRate(origin, 1500);
    const body = {
      service: 'SEA_FCL',
      clientId,
      originCode: origin,
      destinationCode: 'UYMVD',
      containers: [{ quantity: 2, type: '40HC' }],
    };
    const noRule = (await commercial.post('/app/v1/instant-quotes', body)).body as InstantQuoteResult;
    // No AUTORATE rule for this lane yet: the default 15 %.
    expect(noRule).toMatchObject({ marginPercent: 15, rule: null });
    expect(noRule.options.map((o) => o.rateId)).toEqual([cheap.id, dear.id]);
    expect(noRule.options[0]).toMatchObject({
      carrier: { code: 'SHAPAC' },
      transitDays: 32,
      validTo: day(30),
      totals: [{ currency: 'USD', cost: 3200, sell: 3680, tax: 50.6, total: 3730.6 }],
      totalUsd: 3730.6,
    });
    const r = await rule(origin, { marginPercent: 10 });
    const withRule = (await commercial.post('/app/v1/instant-quotes', body)).body as InstantQuoteResult;
    expect(withRule).toMatchObject({ marginPercent: 10, rule: { id: r.id, name: r.name } });
    expect(withRule.options[1].totals[0]).toMatchObject({ cost: 3800, sell: 4180 });
    // Nothing priced for another lane, a 20GP or an unknown service mix.
    expect(
      (
        (await commercial.post('/app/v1/instant-quotes', { ...body, containers: [{ quantity: 1, type: '20GP' }] }))
          .body as InstantQuoteResult
      ).options,
    ).toEqual([]);
    expect((await pricing.post('/app/v1/instant-quotes', body)).status).toBe(403);
  });

  it('choosing an instant quote creates the request already priced with that rate; a stale choice creates nothing', async () => {
    const origin = newLane();
    const dear = await fclRate(origin, 1800);
    await fclRate(origin, 1500);
    const reference = await request(origin, { instantRateId: dear.id });
    expect(((await commercial.get(`/app/v1/quotations/${reference}`)).body as QuotationDetail).status).toBe('QUOTED');
    const sells = (await pricing.get(`/app/v1/quotations/${reference}/sells`)).body as SellsView;
    expect(sells.lines.map((l) => [l.costAmount, l.sellAmount])).toEqual([
      [3600, 4140],
      [200, 230],
    ]);
    expect((await eventsOf(reference)).find((e) => e.kind === 'INSTANT_QUOTE')?.detail).toContain(dear.description);
    const before = await sql(t.db.url, 'SELECT count(*)::int n FROM quotations');
    const expired = await fclRate(newLane(), 1000, { validFrom: day(-20), validTo: day(-2) });
    const stale = await commercial.post('/app/v1/quotations', {
      ...validRequest('SEA_FCL', clientId),
      originCode: expired.originCode,
      instantRateId: expired.id,
    });
    expect(stale.status).toBe(409);
    expect(errorCode(stale)).toBe('INSTANT_QUOTE_UNAVAILABLE');
    expect(await sql(t.db.url, 'SELECT count(*)::int n FROM quotations')).toEqual(before);
  });
});
