import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import {
  NOTE_VISIBILITIES,
  QUOTATION_EVENT_KINDS,
  QUOTATION_STATUSES,
  SERVICES,
  TRANSPORT_MODES,
  type QuotationDetail,
} from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { demoClientId, validRequest } from './builders.js';

const RAW_CODES = new Set<string>([
  ...QUOTATION_STATUSES,
  ...SERVICES,
  ...TRANSPORT_MODES,
  ...QUOTATION_EVENT_KINDS,
  ...NOTE_VISIBILITIES,
]);

describe('quotation list export (XLSX): words in the user language, date and numeric cells', () => {
  let t: TestApp;
  let token: string;
  let reference: string;
  let detail: QuotationDetail;

  const exportAs = async (language: string) => {
    const res = await request(t.http)
      .get('/app/v1/quotations/export')
      .query({ view: 'mine' })
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', language)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(res.body as Buffer).buffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getColumn(1).values.findIndex((v) => v === reference);
    expect(row).toBeGreaterThan(1);
    const cell = (name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1);
    return { sheet, header, row, cell };
  };

  beforeAll(async () => {
    t = await startTestApp();
    // Tokyo (UTC+9, no DST) makes the zone visible: the cell must hold Tokyo's wall-clock time.
    await sql(t.db.url, `UPDATE users SET time_zone = 'Asia/Tokyo' WHERE username = 'comercial'`);
    token = await loginAs(t.http, 'comercial');
    const clientId = await demoClientId(t);
    const body = {
      ...validRequest('SEA_LCL', clientId),
      packingLines: [{ kind: 'PALLETS', quantity: 3, weight: 402.25, length: 120, width: 100, height: 150 }],
    };
    const created = await request(t.http).post('/app/v1/quotations').set('Authorization', `Bearer ${token}`).send(body);
    expect(created.status).toBe(201);
    reference = (created.body as { reference: string }).reference;
    detail = (await request(t.http).get(`/app/v1/quotations/${reference}`).set('Authorization', `Bearer ${token}`))
      .body as QuotationDetail;
  });
  afterAll(() => t.close());

  it('writes service, mode and status as words of the requested language, never as codes', async () => {
    const es = await exportAs('es');
    expect(es.header).toEqual(
      expect.arrayContaining(['Referencia', 'Fecha', 'Servicio', 'Modo', 'Estado', 'Peso tasable']),
    );
    expect(es.cell('Servicio').value).toBe('Marítimo LCL');
    expect(es.cell('Modo').value).toBe('Marítimo');
    expect(es.cell('Estado').value).toBe('Solicitada');

    const en = await exportAs('en-US,en;q=0.9');
    expect(en.cell('Service').value).toBe('Sea LCL');
    expect(en.cell('Mode').value).toBe('Sea');
    expect(en.cell('Status').value).toBe('Requested');
    expect(en.header).toContain('Chargeable weight');

    const pt = await exportAs('pt');
    expect(pt.cell('Serviço').value).toBe('Marítimo LCL');
    expect(pt.cell('Status').value).toBe('Solicitada');

    // No cell of any row holds a raw code.
    for (const { sheet } of [es, en, pt]) {
      sheet.eachRow((row) =>
        row.eachCell((c) => {
          if (typeof c.value === 'string') expect(RAW_CODES.has(c.value)).toBe(false);
        }),
      );
    }
  });

  it("writes the date as a real date cell (dd/mm/yyyy hh:mm) in the user's time zone", async () => {
    const { cell } = await exportAs('es');
    const date = cell('Fecha');
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.numFmt).toBe('dd/mm/yyyy hh:mm');
    // Excel dates carry no zone: the stored value is Tokyo's wall clock (UTC + 9 h).
    const created = new Date(detail.createdAt).getTime();
    expect((date.value as Date).getTime() - created).toBe(9 * 3_600_000 - (created % 1000));
  });

  it('writes weight, volume and chargeable weight as numeric cells with a number format', async () => {
    const { cell } = await exportAs('es');
    const weight = cell('Peso (kg)');
    expect(weight.type).toBe(ExcelJS.ValueType.Number);
    expect(weight.value).toBe(detail.totals.weightKg);
    expect(weight.value).toBe(1206.75);
    expect(weight.numFmt).toBe('#,##0.00');
    const volume = cell('Volumen (m³)');
    expect(volume.type).toBe(ExcelJS.ValueType.Number);
    expect(volume.value).toBe(detail.totals.volumeM3);
    expect(volume.numFmt).toBe('#,##0.000');
    expect(cell('Peso tasable').value).toBe(detail.totals.chargeable);
    expect(cell('Unidad').value).toBe('W/M');
  });
});
