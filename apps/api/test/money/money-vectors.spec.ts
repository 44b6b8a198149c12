import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { CostComparison, CostInfo, SellsView } from '@freight/shared';
import { COLUMN_HEADERS } from '../../src/modules/analytics/analytics-reports.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { openAgentLinks, seedAgentsAndCodes } from '../pricing/pricing-fixtures.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { binary } from '../support/binary.js';

/**
 * Issue 38's vectors, from the agent's page to the client's PDF and the report files: amount per unit ×
 * quantity rounded once to the cent, half away from zero, and every total the sum of its lines.
 */
const VECTORS = [
  { amountPerUnit: 1.005, quantity: 1, total: '1.01' },
  { amountPerUnit: 0.145, quantity: 1, total: '0.15' },
  { amountPerUnit: 2.675, quantity: 1, total: '2.68' },
  { amountPerUnit: 0.0001, quantity: 0.5, total: '0.00' },
  { amountPerUnit: 1.0049, quantity: 1, total: '1.00' },
  { amountPerUnit: 1.015, quantity: 1, total: '1.02' },
  { amountPerUnit: 12.3456, quantity: 1234.567, total: '15241.47' },
];
const SUM = '15247.33';
const LOCAL = (us: string) => us.replace(/\B(?=(\d{3})+\.)/g, '.').replace(/\.(\d\d)$/, ',$1');

describe('money vectors through every surface', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const tok: Record<string, string> = {};
  let reference: string;
  let links: Record<string, string>;
  let codes: Awaited<ReturnType<typeof seedAgentsAndCodes>>;

  const as = (who: string) => ({
    get: (p: string) => request(t.http).get(p).set('Authorization', `Bearer ${tok[who]}`),
    post: (p: string, body: object = {}) =>
      request(t.http).post(p).set('Authorization', `Bearer ${tok[who]}`).send(body),
    put: (p: string, body: object) => request(t.http).put(p).set('Authorization', `Bearer ${tok[who]}`).send(body),
  });
  const charges = (code: string) =>
    VECTORS.map(({ amountPerUnit, quantity }) => ({ chargeCodeId: code, currency: 'USD', amountPerUnit, quantity }));

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
    ({ reference, links } = await openAgentLinks(t, sink));
    [codes] = await sql<typeof codes>(
      t.db.url,
      `SELECT
      (SELECT id FROM providers WHERE code = 'TST-CN') "agentEs", (SELECT id FROM providers WHERE code = 'TST-BR') "agentPt",
      (SELECT id FROM charge_codes WHERE concept = 'T-OFT') oft, (SELECT id FROM charge_codes WHERE concept = 'T-THC') thc,
      (SELECT id FROM charge_codes WHERE concept = 'T-AFT') "airOnly"`,
    );
    for (const u of ['comercial', 'pricing', 'analista', 'gerente']) tok[u] = await loginAs(t.http, u);
    // The commercial reads the local format (1.234,56), pricing the US one: the PDF follows the client's either way.
    await sql(t.db.url, `UPDATE users SET currency_format = 'LOCAL' WHERE username = 'comercial'`);
    await sql(t.db.url, `UPDATE users SET currency_format = 'US' WHERE username = 'pricing'`);
    // The agent answers through its page once, here: every test reads this cost (Jest runs them in a random order).
    const submit = await request(t.http)
      .post('/app/v1/agent/costs')
      .set('Authorization', `Bearer ${links['li.wei@agents.test']}`)
      .send({ costs: [{ description: 'Vectors', charges: charges(codes.oft) }] });
    expect(submit.status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('the agent page stores each total to the cent and the quotation detail, the comparison, the sells and the PDF show it', async () => {
    // Stored: the line's parts and its total, exactly.
    const stored = await sql<{ amount: string; quantity: string; total: string }>(
      t.db.url,
      `SELECT cc.amount_per_unit::text amount, cc.quantity::text quantity, cc.total::text total FROM cost_charges cc
       JOIN costs c ON c.id = cc.cost_id JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1 ORDER BY cc.index`,
      [reference],
    );
    expect(stored.map((r) => r.total)).toEqual(VECTORS.map((v) => v.total));
    expect(stored[6]).toEqual({ amount: '12.3456', quantity: '1234.567', total: '15241.47' });

    // The quotation detail's cost panel and the side-by-side comparison.
    const [cost] = (await as('pricing').get(`/app/v1/quotations/${reference}/costs`)).body as CostInfo[];
    expect(cost.charges.map((c) => c.total)).toEqual(VECTORS.map((v) => Number(v.total)));
    expect(cost.charges.map((c) => [c.amountPerUnit, c.quantity])).toEqual(
      VECTORS.map((v) => [v.amountPerUnit, v.quantity]),
    );
    expect(cost.totals).toEqual({ USD: Number(SUM) });
    const comparison = (await as('pricing').get(`/app/v1/quotations/${reference}/costs/comparison`))
      .body as CostComparison;
    expect(comparison.costs[0].totals).toEqual([{ currency: 'USD', amount: Number(SUM) }]);

    // Sells at cost (no margin, untaxed code): the client pays exactly the agent's totals.
    const put = await as('pricing').put(`/app/v1/quotations/${reference}/sells`, {
      lines: cost.charges.map((c, i) => ({
        costChargeId: c.id,
        chargeCodeId: codes.oft,
        description: `Vector ${i + 1}`,
        currency: 'USD',
        costAmount: c.total,
        marginKind: 'PERCENT',
        marginValue: 0,
        clientVisible: true,
      })),
    });
    expect(put.status).toBe(200);
    const sells = put.body as SellsView;
    expect(sells.lines.map((l) => l.sellAmount)).toEqual(VECTORS.map((v) => Number(v.total)));
    expect(sells.totals).toMatchObject([
      { currency: 'USD', cost: Number(SUM), sell: Number(SUM), tax: 0, total: Number(SUM) },
    ]);
    const lines = await sql<{ sell: string }>(
      t.db.url,
      `SELECT sell_amount::text sell FROM sell_lines s JOIN quotations q ON q.id = s.quotation_id WHERE q.reference = $1 ORDER BY index`,
      [reference],
    );
    expect(lines.map((l) => l.sell)).toEqual(VECTORS.map((v) => v.total));

    // The PDF, read back by pdftotext. Sells at cost are under the minimum margin: a manager approves
    // them first, so the PDF is the client's, not the watermarked draft (issue 36 item 5). It is written
    // in the client's language and number format whoever downloads it (item 12): the demo client is Uruguayan.
    expect((await as('pricing').post(`/app/v1/quotations/${reference}/publish`)).status).toBe(200);
    expect((await as('comercial').post(`/app/v1/quotations/${reference}/approval/request`)).status).toBe(200);
    expect(
      (await as('gerente').post(`/app/v1/quotations/${reference}/approval/decide`, { approve: true })).status,
    ).toBe(200);
    const pdf = async (who: string) => {
      const res = await as(who).get(`/app/v1/quotations/${reference}/pdf`).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: res.body as Buffer }).toString(
        'utf8',
      );
    };
    for (const who of ['pricing', 'comercial']) {
      const text = await pdf(who);
      expect(text).not.toContain('BORRADOR');
      VECTORS.forEach((v, i) => {
        const amount = LOCAL(v.total).replace(/[.,]/g, (m) => `\\${m}`);
        expect(text).toMatch(new RegExp(`T-OFT\\s+Vector ${i + 1}\\s+USD\\s+${amount}\\s+-\\s+${amount}\\s*$`, 'm'));
      });
      expect(text).toContain(`Total USD: ${LOCAL(SUM)}`);
    }
  });

  it('the analytics report file holds each agent cost to the cent', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montevideo' }).format(new Date());
    const q = (await as('comercial').post('/app/v1/quotations', validRequest('SEA_LCL', await demoClientId(t))))
      .body as { reference: string };
    expect((await as('pricing').post(`/app/v1/quotations/${q.reference}/take`)).status).toBe(204);
    for (const [i, v] of VECTORS.entries()) {
      const [{ id }] = await sql<{ id: string }>(
        t.db.url,
        `INSERT INTO providers (id, code, name, language, origin_countries, destination_countries, services, updated_at)
         VALUES (gen_random_uuid(), $1, $2, 'en', '{CN}', '{UY}', '{SEA_LCL}', now()) RETURNING id`,
        [`VEC-${i + 1}`, `Vector agent ${i + 1}`],
      );
      // Pricing enters each agent's answer: the vector in USD (what the report averages) and a euro charge,
      // so a cost of 0.00 USD still has a concept with a value.
      const res = await as('pricing').post(`/app/v1/quotations/${q.reference}/costs`, {
        providerId: id,
        costs: [
          {
            description: 'Vector',
            charges: [
              { chargeCodeId: codes.oft, currency: 'USD', amountPerUnit: v.amountPerUnit, quantity: v.quantity },
              { chargeCodeId: codes.oft, currency: 'EUR', amountPerUnit: 1, quantity: 1 },
            ],
          },
        ],
      });
      expect(res.status).toBe(201);
    }
    const file = await as('analista')
      .get(`/analytics/v1/reports/agents/export?from=${day}&to=${day}&format=xlsx`)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binary);
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(file.body as Buffer).buffer);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const costColumn = headers.indexOf(COLUMN_HEADERS.en.averageCost) + 1;
    expect(costColumn).toBeGreaterThan(0);
    const byAgent = new Map<string, unknown>();
    sheet.eachRow((row, n) => n > 1 && byAgent.set(row.getCell(1).text, row.getCell(costColumn).value));
    VECTORS.forEach((v, i) => expect(byAgent.get(`Vector agent ${i + 1}`)).toBe(Number(v.total)));
    // The agent of the first test: its one cost, summed.
    expect(byAgent.get('Shanghai Logistics')).toBe(Number(SUM));
    // The cell's number is the cent, not a float near it: Excel's own text of it prints the same digits.
    VECTORS.forEach((v, i) => expect(String(byAgent.get(`Vector agent ${i + 1}`))).toBe(String(Number(v.total))));
  });

  it('saving the answered cost as a rate keeps each flat total to the cent and rounds a 4-decimal unit price once', async () => {
    const [{ id }] = await sql<{ id: string }>(
      t.db.url,
      `SELECT c.id FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1`,
      [reference],
    );
    const res = await as('pricing').post(`/app/v1/rates/from-cost/${id}`, {
      validFrom: '2030-01-01',
      validTo: '2030-12-31',
    });
    expect(res.status).toBe(201);
    const amounts = (res.body as { charges: { calculator: string; amount: number }[] }).charges.map((c) => [
      c.calculator,
      c.amount,
    ]);
    expect(amounts).toEqual([
      ['FLAT', 1.01],
      ['FLAT', 0.15],
      ['FLAT', 2.68],
      ['PER_M3', 0],
      ['FLAT', 1],
      ['FLAT', 1.02],
      ['PER_M3', 12.35],
    ]);
  });
});
