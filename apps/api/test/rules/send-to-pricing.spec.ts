import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InstantQuoteResult, QuotationDetail, QuotationRuleItem, RateDetail } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { todayIn } from '../../src/common/time/zoned-dates.js';
import { api, errorCode } from '../providers/http.js';
import { demoClientId, validRequest } from '../quotations/builders.js';

const day = (offset: number) => todayIn('America/Montevideo', new Date(Date.now() + offset * 86_400_000));

/** Issue 36 item 14: the commercial's "send to pricing" beats an AUTORATE rule; the form is told which rule would act. */
describe("the commercial's choice against AUTORATE rules", () => {
  let t: TestApp;
  let pricing: ReturnType<typeof api>;
  let commercial: ReturnType<typeof api>;
  let clientId: string;
  const origin = 'STP01';
  let rate: RateDetail;
  let rule: QuotationRuleItem;

  beforeAll(async () => {
    t = await startTestApp();
    pricing = api(t.http, await loginAs(t.http, 'pricing'));
    commercial = api(t.http, await loginAs(t.http, 'comercial'));
    clientId = await demoClientId(t);
    const [{ id: carrierId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM providers WHERE code = 'SHAPAC'`);
    const [{ id: oft }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM charge_codes WHERE concept = 'OFT'`);
    const created = await pricing.post('/app/v1/rates', {
      service: 'SEA_FCL',
      container: '40HC',
      originCode: origin,
      originName: 'Test port',
      destinationCode: 'UYMVD',
      destinationName: 'Montevideo',
      validFrom: day(-5),
      validTo: day(30),
      description: 'FCL send-to-pricing',
      transitDays: 30,
      carrierId,
      charges: [{ chargeCodeId: oft, currency: 'USD', calculator: 'PER_CONTAINER', amount: 1500, freight: true }],
    });
    expect(created.status).toBe(201);
    rate = created.body as RateDetail;
    const r = await pricing.post('/app/v1/quotation-rules', {
      name: 'Auto STP01',
      marginPercent: 20,
      position: 1,
      filters: [
        { filterType: 'AUTORATE', condition: 'HAS', value: '' },
        { filterType: 'ORIGIN', condition: 'EQUALS', value: origin },
      ],
    });
    expect(r.status).toBe(201);
    rule = r.body as QuotationRuleItem;
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (over: object) =>
    commercial.post('/app/v1/quotations', {
      ...validRequest('SEA_FCL', clientId),
      originCode: origin,
      originName: 'Test port',
      ...over,
    });
  const stateOf = async (reference: string) => {
    const [row] = await sql<{ status: string; publish_state: string; costs: number; sells: number; priced: number }>(
      t.db.url,
      `SELECT status, publish_state,
              (SELECT count(*)::int FROM costs c WHERE c.quotation_id = q.id) AS costs,
              (SELECT count(*)::int FROM sell_lines s WHERE s.quotation_id = q.id) AS sells,
              (SELECT count(*)::int FROM quotation_rate_pricings p WHERE p.quotation_id = q.id) AS priced
       FROM quotations q WHERE reference = $1`,
      [reference],
    );
    return row;
  };

  it('the instant quote names the rule that would price the request and the rate it would use', async () => {
    const quote = (
      await commercial.post('/app/v1/instant-quotes', {
        service: 'SEA_FCL',
        clientId,
        originCode: origin,
        destinationCode: 'UYMVD',
        containers: [{ quantity: 2, type: '40HC', weight: 18000 }],
      })
    ).body as InstantQuoteResult;
    expect(quote.autoPricing).toEqual({
      rule: { id: rule.id, name: 'Auto STP01' },
      rateId: rate.id,
      carrier: expect.any(String),
    });
    const elsewhere = (
      await commercial.post('/app/v1/instant-quotes', {
        service: 'SEA_FCL',
        clientId,
        originCode: 'STP99',
        destinationCode: 'UYMVD',
        containers: [{ quantity: 2, type: '40HC', weight: 18000 }],
      })
    ).body as InstantQuoteResult;
    expect(elsewhere.autoPricing).toBeNull();
  });

  it('"send to pricing" leaves a request the rule matches REQUESTED and unpriced; left to the rules, it is priced', async () => {
    const chosen = await create({ sendToPricing: true });
    expect(chosen.status).toBe(201);
    const ref = (chosen.body as { reference: string }).reference;
    expect(await stateOf(ref)).toEqual({
      status: 'REQUESTED',
      publish_state: 'PENDING_PUBLICATION',
      costs: 0,
      sells: 0,
      priced: 0,
    });
    expect(((await commercial.get(`/app/v1/quotations/${ref}`)).body as QuotationDetail).status).toBe('REQUESTED');
    // The match stays visible in the log.
    const events = await sql<{ kind: string; detail: string | null }>(
      t.db.url,
      `SELECT kind, detail FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind <> 'VIEWED' ORDER BY e.created_at, e.kind`,
      [ref],
    );
    expect(events).toEqual([
      { kind: 'CREATED', detail: null },
      { kind: 'RULE_MATCHED', detail: 'Auto STP01' },
    ]);

    // The same request left to the rules: the AUTORATE rule prices it (so the first case was not vacuous).
    const left = await create({});
    const auto = (left.body as { reference: string }).reference;
    expect(await stateOf(auto)).toMatchObject({ status: 'QUOTED', publish_state: 'PUBLISHED', priced: 1 });
  });

  it('a chosen rate together with "send to pricing" is refused, and nothing is created', async () => {
    const [{ n: before }] = await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int n FROM quotations');
    const res = await create({ sendToPricing: true, instantRateId: rate.id });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_FAILED');
    expect(res.body).toMatchObject({
      details: { fields: [{ field: 'sendToPricing', rules: ['notWithInstantRate'] }] },
    });
    expect(await sql(t.db.url, 'SELECT count(*)::int n FROM quotations')).toEqual([{ n: before }]);
  });
});
