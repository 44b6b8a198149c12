import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { CostComparison, SellsView } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import {
  bearer,
  createUser,
  insertCost,
  pendingQuotation,
  seedChargeCodes,
  seedProvider,
  type Code,
} from './fixtures.js';

describe('cost comparison and sells', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let codes: Record<Code, string>;
  let q: { reference: string; id: string };
  let costA: { costId: string; chargeIds: string[] };
  let costB: { costId: string; chargeIds: string[] };

  const as = (who: string) => ({
    get: (path: string) => request(t.http).get(`/app/v1/quotations/${q.reference}${path}`).set(bearer(tokens[who])),
    put: (path: string, body: object) =>
      request(t.http).put(`/app/v1/quotations/${q.reference}${path}`).set(bearer(tokens[who])).send(body),
    post: (path: string, body: object = {}) =>
      request(t.http).post(`/app/v1/quotations/${q.reference}${path}`).set(bearer(tokens[who])).send(body),
  });
  const line = (over: Record<string, unknown>) => ({
    chargeCodeId: codes.OFT,
    description: 'Flete',
    currency: 'USD',
    costAmount: 100,
    marginKind: 'PERCENT',
    marginValue: 10,
    clientVisible: true,
    ...over,
  });
  const sellRows = () =>
    sql<{ n: string }>(t.db.url, 'SELECT count(*) AS n FROM sell_lines WHERE quotation_id = $1', [q.id]).then(([r]) =>
      Number(r.n),
    );

  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t, 'pricing2', ['PRICING', 'PRICING_SEA', 'VIEW_QUOTATION', 'UPDATE_QUOTATION_COSTS']);
    // Prices air only: may write sells, but not on this sea quotation.
    await createUser(t, 'pricingair', ['PRICING', 'PRICING_AIR', 'VIEW_QUOTATION', 'UPDATE_QUOTATION_SALES']);
    for (const u of ['comercial', 'pricing', 'pricing2', 'pricingair']) tokens[u] = await loginAs(t.http, u);
    codes = await seedChargeCodes(t);
    q = await pendingQuotation(t, tokens.comercial);
    const [agentA, agentB] = [
      await seedProvider(t, 'AGA', 'Agente Asia'),
      await seedProvider(t, 'AGB', 'Agente Brasil'),
    ];
    costA = await insertCost(t, q.id, agentA, codes, {
      carrier: 'MSC',
      charges: [
        { code: 'OFT', currency: 'USD', total: '1500.00' },
        { code: 'THC', currency: 'USD', total: '200.00' },
        { code: 'DOC', currency: 'UYU', total: '1200.00' },
      ],
    });
    costB = await insertCost(t, q.id, agentB, codes, {
      carrier: 'Maersk',
      charges: [
        { code: 'OFT', currency: 'USD', total: '1400.00' },
        { code: 'THC', currency: 'USD', total: '350.00' },
        { code: 'BAF', currency: 'USD', total: '80.00' },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('compares the received costs side by side per charge and per currency, for pricing only', async () => {
    const res = await as('pricing').get('/costs/comparison');
    expect(res.status).toBe(200);
    const c = res.body as CostComparison;
    expect(c.costs.map((x) => [x.provider.code, x.carrier, x.totals])).toEqual([
      [
        'AGA',
        'MSC',
        [
          { currency: 'USD', amount: 1700 },
          { currency: 'UYU', amount: 1200 },
        ],
      ],
      ['AGB', 'Maersk', [{ currency: 'USD', amount: 1830 }]],
    ]);
    const oft = c.rows.find((r) => r.chargeCode.concept === 'OFT')!;
    expect(oft.cells.map((cell) => cell.charges.map((ch) => ch.total))).toEqual([[1500], [1400]]);
    expect(oft.lowest).toEqual([{ currency: 'USD', amount: 1400, costIds: [costB.costId] }]);
    expect(c.rows.find((r) => r.chargeCode.concept === 'BAF')!.cells[0].charges).toEqual([]);
    expect(c.lowestTotals).toContainEqual({ currency: 'USD', amount: 1700, costIds: [costA.costId] });
    expect((await as('comercial').get('/costs/comparison')).status).toBe(403);
  });

  it('computes margin, sell, tax on taxed codes only and totals per currency, to the cent', async () => {
    const res = await as('pricing').put('/sells', {
      lines: [
        line({
          costChargeId: costA.chargeIds[0],
          chargeCodeId: codes.OFT,
          description: 'Flete marítimo',
          costAmount: 1500,
          marginValue: 12.5,
        }),
        line({
          costChargeId: costA.chargeIds[1],
          chargeCodeId: codes.THC,
          description: 'Terminal',
          costAmount: 200,
          marginKind: 'AMOUNT',
          marginValue: 25.55,
        }),
        line({
          costChargeId: costA.chargeIds[2],
          chargeCodeId: codes.DOC,
          description: 'Documentación',
          currency: 'UYU',
          costAmount: 1200,
          marginValue: 12,
        }),
        line({
          costChargeId: costB.chargeIds[2],
          chargeCodeId: codes.BAF,
          description: 'BAF',
          costAmount: 80,
          marginValue: 15,
          clientVisible: false,
        }),
      ],
    });
    expect(res.status).toBe(200);
    const view = res.body as SellsView;
    expect(view.lines.map((l) => [l.chargeCode.concept, l.marginAmount, l.sellAmount, l.taxAmount, l.total])).toEqual([
      ['OFT', 187.5, 1687.5, 0, 1687.5],
      ['THC', 25.55, 225.55, 49.62, 275.17], // 225.55 × 0.22 = 49.621
      ['DOC', 144, 1344, 295.68, 1639.68],
      ['BAF', 12, 92, 0, 92],
    ]);
    expect(view.lines[0].source).toMatchObject({ costId: costA.costId, provider: { code: 'AGA' }, carrier: 'MSC' });
    expect(view.totals).toEqual([
      {
        currency: 'USD',
        cost: 1780,
        margin: 225.05,
        sell: 2005.05,
        tax: 49.62,
        total: 2054.67,
        marginOnSellPercent: 11.22, // profit / sell: what the 10 % minimum applies to
        markupPercent: 12.64, // profit / cost
        belowMinimum: false,
      },
      {
        currency: 'UYU',
        cost: 1200,
        margin: 144,
        sell: 1344,
        tax: 295.68,
        total: 1639.68,
        marginOnSellPercent: 10.71,
        markupPercent: 12,
        belowMinimum: false,
      },
    ]);
    // The client's totals leave the hidden BAF out.
    expect(view.clientTotals).toEqual([
      { currency: 'USD', sell: 1913.05, tax: 49.62, total: 1962.67 },
      { currency: 'UYU', sell: 1344, tax: 295.68, total: 1639.68 },
    ]);
    expect(view.summary).toMatchObject({
      publishState: 'PENDING_PUBLICATION',
      approvalRequired: false,
      minMarginPercent: 10,
      lineCount: 4,
      sendBlockedBy: 'NOT_PUBLISHED',
    });
    expect(view.summary.can).toMatchObject({ editSells: true, publish: true, send: false });
    const stored = await sql<{ sell_amount: string; tax_amount: string }>(
      t.db.url,
      'SELECT sell_amount::text, tax_amount::text FROM sell_lines WHERE quotation_id = $1 ORDER BY index',
      [q.id],
    );
    expect(stored).toEqual([
      { sell_amount: '1687.50', tax_amount: '0.00' },
      { sell_amount: '225.55', tax_amount: '49.62' },
      { sell_amount: '1344.00', tax_amount: '295.68' },
      { sell_amount: '92.00', tax_amount: '0.00' },
    ]);
  });

  /** Pricing stores two lines of its own, so a test that checks "nothing changed" has something to keep. */
  const storeTwoLines = async () => {
    const res = await as('pricing').put('/sells', {
      lines: [line({}), line({ description: 'Flete 2', costAmount: 50 })],
    });
    expect(res.status).toBe(200);
    expect(await sellRows()).toBe(2);
  };

  it('lets the commercial read the sells but not change them; pricing needs UPDATE_QUOTATION_SALES', async () => {
    await storeTwoLines();
    expect((await as('comercial').get('/sells')).status).toBe(200);
    for (const res of [
      await as('comercial').put('/sells', { lines: [line({})] }),
      await as('pricing2').put('/sells', { lines: [line({})] }),
      await as('comercial').post('/publish'),
      await as('pricing2').post('/publish'),
    ]) {
      expect(res.status).toBe(403);
      expect((res.body as { code: string }).code).toBe('FORBIDDEN');
    }
    expect((await as('pricing2').get('/sells')).status).toBe(200);
    expect(await sellRows()).toBe(2);
  });

  it('refuses sells on a mode the pricing user does not price (PRICING_AIR on a sea quotation), as taking it would', async () => {
    await storeTwoLines();
    const [before] = await sql(t.db.url, 'SELECT status, publish_state FROM quotations WHERE id = $1', [q.id]);
    for (const res of [
      await as('pricingair').put('/sells', { lines: [line({})] }),
      await as('pricingair').post('/publish'),
    ]) {
      expect(res.status).toBe(403);
      expect((res.body as { code: string }).code).toBe('PRICING_MODE_NOT_ALLOWED');
    }
    expect(await sellRows()).toBe(2);
    expect(await sql(t.db.url, 'SELECT status, publish_state FROM quotations WHERE id = $1', [q.id])).toEqual([before]);
    // Nor are they offered: the editor and Publish show only where the server takes them.
    const offered = (await as('pricingair').get('/sells')).body as SellsView;
    expect(offered.summary.can).toMatchObject({ editSells: false, publish: false });
    expect(((await as('pricing').get('/sells')).body as SellsView).summary.can).toMatchObject({ editSells: true });
  });

  it('refuses invalid lines, each with its field and rule, and stores nothing', async () => {
    await storeTwoLines();
    const [other] = await sql<{ id: string }>(t.db.url, `SELECT id FROM quotations WHERE id <> $1 LIMIT 1`, [q.id]);
    const foreign = await insertCost(t, other.id, await seedProvider(t, 'AGC', 'Otro agente'), codes, {
      charges: [{ code: 'OFT', currency: 'USD', total: '10.00' }],
    });
    const res = await as('pricing').put('/sells', {
      lines: [
        line({ chargeCodeId: '00000000-0000-4000-8000-000000000000' }),
        line({ costChargeId: foreign.chargeIds[0] }),
        line({ marginKind: 'AMOUNT', marginValue: 1.005 }),
        line({ marginKind: 'AMOUNT', marginValue: -150 }),
        line({ marginValue: 5000 }),
      ],
    });
    expect(res.status).toBe(400);
    expect((res.body as { details: { fields: unknown[] } }).details.fields).toEqual([
      { field: 'lines.0.chargeCodeId', rules: ['notFound'] },
      { field: 'lines.1.costChargeId', rules: ['notFound'] },
      { field: 'lines.2.marginValue', rules: ['maxDecimalPlaces'], params: { max: 2 } },
      { field: 'lines.3.marginValue', rules: ['sellBelowZero'] },
      { field: 'lines.4.marginValue', rules: ['max'], params: { max: 1000 } },
    ]);
    const dto = await as('pricing').put('/sells', {
      lines: [line({ costAmount: 10.123, currency: 'ARS', marginKind: 'MARKUP' })],
    });
    expect(dto.status).toBe(400);
    expect((dto.body as { code: string }).code).toBe('VALIDATION_FAILED');
    // class-validator's own maxDecimalPlaces threw on numbers written with an exponent (500)
    const tiny = await as('pricing').put('/sells', { lines: [line({ costAmount: 2e-323, marginValue: -2e-323 })] });
    expect(tiny.status).toBe(400);
    expect((tiny.body as { details: { fields: unknown[] } }).details.fields).toEqual([
      { field: 'lines.0.costAmount', rules: ['maxDecimalPlaces'] },
      { field: 'lines.0.marginValue', rules: ['maxDecimalPlaces'] },
    ]);
    expect(await sellRows()).toBe(2);
  });

  it('refuses sells changes once the quotation is closed or cancelled', async () => {
    const other = await pendingQuotation(t, tokens.comercial);
    const put = () =>
      request(t.http)
        .put(`/app/v1/quotations/${other.reference}/sells`)
        .set(bearer(tokens.pricing))
        .send({ lines: [line({})] });
    await sql(t.db.url, `UPDATE quotations SET status = 'REQUESTED' WHERE id = $1`, [other.id]);
    const requested = await put();
    expect(requested.status).toBe(409);
    expect(requested.body).toMatchObject({ code: 'SELLS_NOT_EDITABLE', details: { status: 'REQUESTED' } });
    await sql(t.db.url, `UPDATE quotations SET status = 'PENDING', active = false WHERE id = $1`, [other.id]);
    expect(((await put()).body as { code: string }).code).toBe('QUOTATION_INACTIVE');
  });

  it("hides another commercial's quotation from a commercial (404)", async () => {
    await createUser(t, 'otro', ['COMMERCIAL', 'CREATE_QUOTATION', 'VIEW_QUOTATION'], { isCommercial: true });
    tokens.otro = await loginAs(t.http, 'otro');
    const res = await as('otro').get('/sells');
    expect(res.status).toBe(404);
  });
});
