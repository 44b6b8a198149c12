import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { todayIn } from '../../src/common/time/zoned-dates.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { binary } from '../support/binary.js';

/** The fields of a CSV file (RFC 4180 quoting), row by row. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') field += text[++i];
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator || (ch === '\r' && text[i + 1] === '\n')) {
      row.push(field);
      field = '';
      if (ch === '\r') {
        rows.push(row);
        row = [];
        i++;
      }
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const DANGEROUS = /^[=+\-@\t\r]/;
// OWASP's examples: the classic command, a hyperlink exfiltration and a DDE call, behind each dangerous start.
const PAYLOADS = [
  "=1+cmd|' /C calc'!A0",
  "+1+cmd|' /C calc'!A0",
  "-1+cmd|' /C calc'!A0",
  '@SUM(1+9)*cmd',
  '\t=HYPERLINK("http://x.test")',
  '\r=DDE("cmd")',
];

/**
 * Issue 35: no export carries a formula. Rows whose text starts with = + - @, a tab or a carriage return
 * are exported through the real endpoints (rates and clients), the CSV and the XLSX read back: every such
 * text cell starts with a single quote, no XLSX cell is a formula, and a negative amount stays a number.
 */
describe('exports never carry a formula', () => {
  let t: TestApp;
  let pricing: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    pricing = await loginAs(t.http, 'pricing');
    admin = await loginAs(t.http, 'admin');
    const [{ id: carrierId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM providers WHERE code = 'SHAPAC'`);
    const [{ id: oft }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM charge_codes WHERE concept = 'OFT'`);
    const day = (offset: number) => todayIn('America/Montevideo', new Date(Date.now() + offset * 86_400_000));
    for (const [i, payload] of PAYLOADS.entries()) {
      const res = await request(t.http)
        .post('/app/v1/rates')
        .set('Authorization', `Bearer ${pricing}`)
        .send({
          service: 'SEA_FCL',
          container: '40HC',
          originCode: 'FXINJ',
          originName: 'Formula origin',
          destinationCode: `FX${i}`,
          destinationName: 'Formula destination',
          validFrom: day(-1),
          validTo: day(30 + i),
          description: `rate ${i}`,
          carrierId,
          charges: [{ chargeCodeId: oft, currency: 'USD', calculator: 'PER_CONTAINER', amount: 100, freight: true }],
        });
      expect(res.status).toBe(201);
      // Straight to the rows: the form trims a leading tab or line break, an import or an old row may not.
      await sql(t.db.url, `UPDATE rates SET description = $1, comments = $1 WHERE id = $2`, [
        payload,
        (res.body as { id: string }).id,
      ]);
    }
    await sql(
      t.db.url,
      `UPDATE rate_charges SET amount = -12.5, description = '-5 discount' WHERE rate_id IN (SELECT id FROM rates WHERE origin_code = 'FXINJ')`,
    );
    const clients = await sql<{ id: string }>(
      t.db.url,
      `SELECT id FROM clients ORDER BY trade_name LIMIT ${PAYLOADS.length}`,
    );
    for (const [i, { id }] of clients.entries())
      await sql(t.db.url, `UPDATE clients SET trade_name = $1, city = 'Formulaville' WHERE id = $2`, [PAYLOADS[i], id]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function exported(path: string, query: Record<string, string>, token: string, format: 'csv' | 'xlsx') {
    const res = await request(t.http)
      .get(path)
      .query({ ...query, format })
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    return res.body as Buffer;
  }

  it('CSV: every text cell starting with = + - @ tab or CR is quoted as text, a negative amount is still a number', async () => {
    const rates = parseCsv(
      (await exported('/app/v1/rates/export', { originCode: 'FXINJ' }, pricing, 'csv'))
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
      ',',
    );
    const clients = parseCsv(
      (await exported('/app/v1/clients/export', { city: 'Formulaville' }, admin, 'csv'))
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
      ',',
    );
    expect(rates).toHaveLength(PAYLOADS.length + 1);
    expect(clients).toHaveLength(PAYLOADS.length + 1);
    const amount = rates[0].indexOf('amount');
    for (const row of rates.slice(1)) {
      expect(row[amount]).toBe('-12.50');
      row.forEach((cell, c) => c !== amount && expect(cell).not.toMatch(DANGEROUS));
    }
    for (const row of clients.slice(1)) for (const cell of row) expect(cell).not.toMatch(DANGEROUS);
    const written = [
      ...rates.slice(1).map((r) => r[rates[0].indexOf('description')]),
      ...clients.slice(1).map((r) => r[0]),
    ];
    expect(new Set(written)).toEqual(new Set(PAYLOADS.map((p) => `'${p}`)));
    expect(rates[1][rates[0].indexOf('chargeDescription')]).toBe("'-5 discount");
  });

  it('XLSX: no cell is a formula, every dangerous text has its quote, a negative amount is a number cell', async () => {
    let texts = 0;
    for (const [path, query, token] of [
      ['/app/v1/rates/export', { originCode: 'FXINJ' }, pricing],
      ['/app/v1/clients/export', { city: 'Formulaville' }, admin],
    ] as const) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Uint8Array.from(await exported(path, query, token, 'xlsx')).buffer);
      const sheet = book.worksheets[0];
      expect(sheet.rowCount).toBe(PAYLOADS.length + 1);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      sheet.eachRow((row, n) =>
        row.eachCell((cell, c) => {
          expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
          if (typeof cell.value === 'string') {
            texts++;
            expect(cell.value).not.toMatch(DANGEROUS);
          }
          if (n > 1 && header[c - 1] === 'amount') expect(cell.value).toBe(-12.5);
        }),
      );
      const column = path.includes('rates') ? header.indexOf('description') + 1 : 1;
      // XML reads a carriage return back as a line feed.
      const lf = (v: unknown) => String(v).replace(/\r/g, '\n');
      expect(new Set(sheet.getColumn(column).values.slice(2).map(lf))).toEqual(
        new Set(PAYLOADS.map((p) => lf(`'${p}`))),
      );
    }
    expect(texts).toBeGreaterThan(PAYLOADS.length * 4);
  });
});
