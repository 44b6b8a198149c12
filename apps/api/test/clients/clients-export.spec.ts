import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { EXPORT_ROWS_HEADER } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { binary } from '../support/binary.js';

describe('GET /app/v1/clients/export (streamed XLSX or CSV of the filtered list)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAs(t.http, 'administrativo');
  });
  afterAll(() => t.close());

  it('?format=xlsx holds one row per client of the filter, payment terms as words, in the list order', async () => {
    const [{ n }] = await sql<{ n: number }>(t.db.url, `SELECT count(*)::int n FROM clients WHERE country = 'BR'`);
    const res = await request(t.http)
      .get('/app/v1/clients/export')
      .query({ country: 'BR', sort: 'tradeName', order: 'asc', format: 'xlsx' })
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(Number(res.headers[EXPORT_ROWS_HEADER.toLowerCase()])).toBe(n);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(res.body as Buffer).buffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(n + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Payment terms');
    const terms = sheet.getColumn(header.indexOf('Payment terms') + 1).values.slice(2);
    expect(new Set(terms).size).toBeGreaterThan(0);
    for (const term of terms) expect(['Cash', 'Credit', 'Check']).toContain(term);
    const countries = sheet.getColumn(header.indexOf('Country') + 1).values.slice(2);
    expect(new Set(countries)).toEqual(new Set(['BR']));
    // The same order as the list screen's.
    const list = await request(t.http)
      .get('/app/v1/clients')
      .query({ country: 'BR', sort: 'tradeName', order: 'asc', limit: 100 })
      .set('Authorization', `Bearer ${token}`);
    const listed = (list.body as { items: { tradeName: string }[] }).items.map((c) => c.tradeName);
    expect(n).toBeLessThanOrEqual(100);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(listed);
  });

  it("?format=csv writes the user's language and ';' with a decimal comma for a LOCAL number format", async () => {
    const [before] = await sql<{ currency_format: string }>(
      t.db.url,
      `SELECT currency_format FROM users WHERE username = 'administrativo'`,
    );
    await sql(t.db.url, `UPDATE users SET currency_format = 'LOCAL' WHERE username = 'administrativo'`);
    try {
      const res = await request(t.http)
        .get('/app/v1/clients/export')
        .query({ country: 'UY', format: 'csv' })
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', 'es');
      expect(res.status).toBe(200);
      const lines = res.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0].split(';').slice(0, 3)).toEqual(['Nombre comercial', 'Razón social', 'Identificación fiscal']);
      expect(lines).toHaveLength(Number(res.headers[EXPORT_ROWS_HEADER.toLowerCase()]) + 1);
      const paymentColumn = lines[0].split(';').indexOf('Condición de pago');
      for (const line of lines.slice(1))
        expect(['Contado', 'Crédito', 'Cheque']).toContain(line.split(';')[paymentColumn]);
    } finally {
      await sql(t.db.url, `UPDATE users SET currency_format = $1::"CurrencyFormat" WHERE username = 'administrativo'`, [
        before.currency_format,
      ]);
    }
  });

  it('needs VIEW_CLIENT (403 for a user without it)', async () => {
    const operativo = await loginAs(t.http, 'operativo');
    const res = await request(t.http).get('/app/v1/clients/export').set('Authorization', `Bearer ${operativo}`);
    expect(res.status).toBe(403);
  });
});
