import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { RATE_SHEET_COLUMNS, type RateImportResult } from '@freight/shared';
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

type Row = Partial<Record<(typeof RATE_SHEET_COLUMNS)[number], string | number>>;

const base = {
  direction: 'BUY',
  term: 'SPOT',
  validFrom: '01/01/2027',
  validTo: '31/03/2027',
  description: 'Imported',
  destinationCode: 'UYMVD',
  destinationName: 'Montevideo',
};
const fcl = (rate: string, origin: string, extra: Row): Row => ({
  ...base,
  rate,
  service: 'SEA_FCL',
  container: '40HC',
  originCode: origin,
  originName: 'Test',
  carrier: 'SHAPAC',
  currency: 'USD',
  ...extra,
});

async function xlsx(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rates');
  sheet.addRow([...RATE_SHEET_COLUMNS]);
  for (const r of rows) sheet.addRow(RATE_SHEET_COLUMNS.map((c) => r[c] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('rates import and export (/app/v1/rates/import, /export)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAs(t.http, 'pricing');
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (file: Buffer, dryRun: boolean, name = 'rates.xlsx') =>
    request(t.http)
      .post('/app/v1/rates/import')
      .query({ dryRun })
      .set('Authorization', `Bearer ${token}`)
      .attach('file', file, name);
  const count = async (origin: string) =>
    (
      await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int n FROM rates WHERE origin_code LIKE $1', [`${origin}%`])
    )[0].n;

  const FILE: Row[] = [
    fcl('R1', 'IMPA', { chargeCode: 'OFT', calculator: 'PER_CONTAINER', amount: 1500, freight: 'Y' }),
    fcl('R1', 'IMPA', { chargeCode: 'BAF', calculator: 'PERCENT_OF_FREIGHT', amount: 8 }),
    {
      ...base,
      rate: 'R2',
      service: 'AIR_LSE',
      originCode: 'IMPB',
      carrier: 'MIAGW',
      chargeCode: 'AFT',
      currency: 'USD',
      calculator: 'PER_CHARGEABLE_KG',
      amount: 3.1,
      minimumAmount: 85,
      rangeBasis: 'CHARGEABLE_WEIGHT',
      ranges: '0-45:3.10; 45-100:2.65; 100-:2.30',
    },
    fcl('R3', 'IMPC', { carrier: 'NOPE', chargeCode: 'OFT', calculator: 'PER_CONTAINER', amount: 1500 }),
    fcl('R4', 'IMPD', { chargeCode: 'XXX', calculator: 'PER_CONTAINER', amount: 1500 }),
    fcl('R4', 'IMPD', {
      chargeCode: 'BAF',
      calculator: 'PER_KG',
      amount: 1,
      rangeBasis: 'WEIGHT',
      ranges: '0-100:2; 50-200:1',
    }),
    fcl('R5', 'IMPE', { validTo: '31/02/2027', chargeCode: 'OFT', calculator: 'PER_CONTAINER', amount: 1500 }),
    fcl('', 'IMPF', { chargeCode: 'OFT', calculator: 'PER_CONTAINER', amount: 1500 }),
    fcl('R7', 'IMPG', { chargeCode: 'OFT', calculator: 'PER_FOOT', amount: 1500 }),
  ];

  it('a dry run lists every bad row with its reason and stores nothing', async () => {
    const res = await upload(await xlsx(FILE), true);
    expect(res.status).toBe(200);
    const result = res.body as RateImportResult;
    expect(result.created.map((c) => [c.rate, c.line, c.lane])).toEqual([
      ['R1', 2, 'IMPA → UYMVD'],
      ['R2', 4, 'IMPB → UYMVD'],
    ]);
    expect(result.errors).toEqual([
      { line: 5, column: 'carrier', code: 'IMPORT_ROW_CARRIER_UNKNOWN' },
      { line: 6, column: 'chargeCode', code: 'IMPORT_ROW_CHARGE_CODE_UNKNOWN' },
      { line: 7, column: 'ranges', code: 'RATE_INVALID_RANGES' },
      { line: 8, column: 'validTo', code: 'IMPORT_ROW_DATE_INVALID' },
      { line: 9, column: 'rate', code: 'IMPORT_ROW_RATE_KEY_MISSING' },
      { line: 10, column: 'calculator', code: 'IMPORT_ROW_SERVICE_UNKNOWN' },
    ]);
    expect(result.rejected).toEqual(['R3', 'R4', 'R5', 'R7']);
    expect(await count('IMP')).toBe(0);
  });

  it('imports the good rates only, and the same file again stores nothing new', async () => {
    const file = await xlsx(FILE.map((r) => ({ ...r, originCode: String(r.originCode).replace('IMP', 'IMQ') })));
    const first = (await upload(file, false)).body as RateImportResult;
    expect(first).toMatchObject({ dryRun: false, unchanged: 0 });
    expect(first.created.map((c) => c.rate)).toEqual(['R1', 'R2']);
    expect(first.errors).toHaveLength(6);
    expect(await count('IMQ')).toBe(2);
    const [r2] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int n FROM rate_ranges g JOIN rate_charges c ON c.id = g.charge_id JOIN rates r ON r.id = c.rate_id WHERE r.origin_code = 'IMQB'`,
    );
    expect(r2.n).toBe(3);
    const again = (await upload(file, false)).body as RateImportResult;
    expect(again).toMatchObject({ created: [], unchanged: 2 });
    expect(await count('IMQ')).toBe(2);
  });

  it('exports the filtered rates in the template, which imports back as unchanged', async () => {
    const file = await xlsx(
      FILE.slice(0, 3).map((r) => ({ ...r, originCode: String(r.originCode).replace('IMP', 'EXP') })),
    );
    expect(((await upload(file, false)).body as RateImportResult).created).toHaveLength(2);
    const res = await request(t.http)
      .get('/app/v1/rates/export')
      .query({ originCode: 'EXPA' })
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...RATE_SHEET_COLUMNS]);
    expect(sheet.actualRowCount).toBe(3);
    const exported = Buffer.from(await book.xlsx.writeBuffer());
    expect((await upload(exported, true)).body).toMatchObject({ created: [], unchanged: 1, errors: [] });
  });

  it('serves a documented template that imports as it is', async () => {
    const res = await request(t.http)
      .get('/app/v1/rates/import/template')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Rates', 'Instructions']);
    expect(book.worksheets[1].actualRowCount).toBe(RATE_SHEET_COLUMNS.length + 1);
    const dry = (await upload(res.body as Buffer, true, 'template.xlsx')).body as RateImportResult;
    expect(dry).toMatchObject({ errors: [], rejected: [] });
    expect(dry.created.map((c) => c.rate)).toEqual(['R1', 'R2']);
  });

  it("reports an empty charge code and other missing rate fields in the rate import's own words (issue 36, item 15)", async () => {
    const res = await upload(
      await xlsx([
        fcl('M1', 'IMPM', { chargeCode: '', calculator: 'PER_CONTAINER', amount: 1500 }),
        fcl('M2', 'IMPM', { carrier: '', chargeCode: 'OFT', calculator: 'PER_CONTAINER', amount: 1500 }),
      ]),
      true,
    );
    expect((res.body as RateImportResult).errors).toEqual([
      { line: 2, column: 'chargeCode', code: 'IMPORT_ROW_CHARGE_CODE_MISSING' },
      { line: 3, column: 'carrier', code: 'IMPORT_ROW_RATE_FIELD_MISSING' },
    ]);
    // What the screen shows for them speaks of charges and rates, never of the shipment import's key.
    for (const code of [
      'IMPORT_ROW_CHARGE_CODE_MISSING',
      'IMPORT_ROW_RATE_FIELD_MISSING',
      'IMPORT_RATE_COLUMNS_MISSING',
    ] as const) {
      const { es, en, pt } = ERROR_MESSAGES[code];
      expect(`${es} ${pt}`).not.toMatch(/embarque/i);
      expect(en).not.toMatch(/shipment/i);
    }
    expect(ERROR_MESSAGES.IMPORT_ROW_CHARGE_CODE_MISSING.es).toMatch(/charge code/);
  });

  it('refuses files without the template columns, and users without PRICING', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['a', 'b']);
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()), true);
    expect(res.status).toBe(400);
    expect((res.body as { code: string }).code).toBe('IMPORT_RATE_COLUMNS_MISSING');
    const commercial = await loginAs(t.http, 'comercial');
    const refused = await request(t.http)
      .post('/app/v1/rates/import')
      .set('Authorization', `Bearer ${commercial}`)
      .attach('file', await xlsx(FILE), 'r.xlsx');
    expect(refused.status).toBe(403);
  });
});
