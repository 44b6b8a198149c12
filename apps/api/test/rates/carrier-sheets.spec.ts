import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type {
  CarrierSheetImportResult,
  CarrierSheetMapping,
  CarrierSheetPreview,
  CarrierSheetVersionItem,
} from '@freight/shared';

type Failure = { code: string; details?: Record<string, unknown> };
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import { closeUntrustedPool } from '../../src/common/untrusted/untrusted-pool.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

/** An ocean carrier's own grid: a validity line above the header, port pairs, one column per equipment. */
async function oceanGrid(lines: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('FAK Asia-ECSA');
  sheet.addRow(['SHAPAC rate sheet, valid 01/01/2027 - 31/03/2027']);
  sheet.addRow([]);
  sheet.addRow(['POL', 'POD', 'POD name', "20'", "40'", '40HC', 'T/T', 'Free time', 'Remarks']);
  for (const l of lines) sheet.addRow(l);
  book.addWorksheet('Surcharges').addRow(['BAF', 'USD', 250]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const OCEAN_MAPPING = {
  name: 'SHAPAC FAK',
  headerRow: 3,
  service: 'SEA_FCL',
  columns: {
    origin: 'pol',
    destination: 'POD',
    destinationName: 'POD name',
    transitDays: 'T/T',
    freeDays: 'Free time',
    remarks: 'Remarks',
  },
  equipment: [
    { column: "20'", container: '20GP' },
    { column: "40'", container: '40GP' },
    { column: '40HC', container: '40HC' },
  ],
  currency: 'USD',
  validFrom: '2027-01-01',
  validTo: '2027-03-31',
};

describe('carrier rate sheets (/app/v1/rates/carrier-sheets)', () => {
  let t: TestApp;
  let token: string;
  let shapac: string;
  let miagw: string;
  /** A carrier no test of this file maps (Jest runs them in random order). */
  let unmapped: string;
  let oft: string;
  let aft: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAs(t.http, 'pricing');
    const ids = await sql<{ code: string; id: string }>(
      t.db.url,
      `SELECT code, id FROM providers WHERE code IN ('SHAPAC', 'MIAGW', 'LEVANTE')
       UNION ALL SELECT concept, id FROM charge_codes WHERE concept IN ('OFT', 'AFT')`,
    );
    const id = (code: string) => ids.find((r) => r.code === code)!.id;
    [shapac, miagw, unmapped, oft, aft] = [id('SHAPAC'), id('MIAGW'), id('LEVANTE'), id('OFT'), id('AFT')];
  });
  afterAll(async () => {
    await t.close();
    await closeUntrustedPool();
  });

  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
  const saveMapping = (carrier: string, body: object) =>
    auth(request(t.http).put(`/app/v1/rates/carrier-sheets/${carrier}/mapping`)).send(body);
  const upload = (carrier: string, file: Buffer, name: string, query: object, language = 'en') =>
    auth(request(t.http).post(`/app/v1/rates/carrier-sheets/${carrier}/import`))
      .query(query)
      .set('Accept-Language', language)
      .attach('file', file, name);
  const ratesOf = (origin: string) =>
    sql<{ container: string; version: number; current: boolean; amount: string; sheet_version: number | null }>(
      t.db.url,
      `SELECT r.container, r.version, r.current, c.amount::text amount, v.version sheet_version
         FROM rates r JOIN rate_charges c ON c.rate_id = r.id LEFT JOIN rate_sheet_versions v ON v.id = r.sheet_version_id
        WHERE r.origin_code = $1 AND r.sheet_version_id IS NOT NULL ORDER BY r.container, r.version`,
      [origin],
    );

  /** MIAGW's air sheet: weight breaks in columns, validity and currency per row. */
  const airMapping = () => ({
    name: 'MIAGW air',
    headerRow: 1,
    service: 'AIR_LSE',
    chargeCodeId: aft,
    columns: {
      origin: 'Origin',
      destination: 'Dest',
      currency: 'Cur',
      minimum: 'Min',
      validFrom: 'From',
      validTo: 'To',
    },
    weightBreaks: [
      { column: '-45', from: 0 },
      { column: '+45', from: 45 },
      { column: '+100', from: 100 },
      { column: '+300', from: 300 },
    ],
  });

  it('imports nothing for a carrier without a saved mapping, and refuses a mapping with both kinds of price column', async () => {
    const res = await upload(unmapped, await oceanGrid([]), 'first.xlsx', { dryRun: true });
    expect(res.status).toBe(409);
    expect((res.body as Failure).code).toBe('RATE_SHEET_MAPPING_MISSING');
    const both = await saveMapping(unmapped, {
      ...OCEAN_MAPPING,
      chargeCodeId: oft,
      weightBreaks: [{ column: '40HC', from: 0 }],
    });
    expect(both.status).toBe(400);
    expect((both.body as Failure).code).toBe('RATE_SHEET_MAPPING_INVALID');
  });

  it('previews the first rows so the header row and columns can be picked', async () => {
    const res = await auth(request(t.http).post('/app/v1/rates/carrier-sheets/preview')).attach(
      'file',
      await oceanGrid([['CNSHA', 'UYMVD', 'Montevideo', 1200, 1800, 1900, 38, 14, '']]),
      'grid.xlsx',
    );
    expect(res.status).toBe(200);
    const { rows } = res.body as CarrierSheetPreview;
    expect(rows.map((r) => r.line)).toEqual([1, 3, 4]);
    expect(rows[1].cells.slice(0, 6)).toEqual(['POL', 'POD', 'POD name', "20'", "40'", '40HC']);
    expect(rows[2].cells.slice(3, 6)).toEqual(['1200', '1800', '1900']);
  });

  it('maps an ocean grid once: the dry run lists every row, applying stores version 1, the next sheet needs no mapping', async () => {
    const saved = await saveMapping(shapac, { ...OCEAN_MAPPING, chargeCodeId: oft });
    expect(saved.status).toBe(200);
    expect(
      (
        (await auth(request(t.http).get(`/app/v1/rates/carrier-sheets/${shapac}/mapping`))).body as {
          mapping: CarrierSheetMapping;
        }
      ).mapping,
    ).toMatchObject({ name: 'SHAPAC FAK', headerRow: 3, service: 'SEA_FCL', equipment: OCEAN_MAPPING.equipment });

    const first = await oceanGrid([
      ['KRPUS', 'UYMVD', 'Montevideo', 1200, 1800, 1900, 38, 14, 'Via Busan'],
      ['CNXMN', 'BRSSZ', 'Santos', null, 1700, 'TBA', 35, 10, ''],
      ['JPTYO', '', '', 1000, null, null, 30, 7, ''],
      ['KRPUS', 'UYMVD', 'Montevideo', 1300, null, null, 38, 14, 'again'],
    ]);
    const dry = await upload(shapac, first, 'shapac-jan.xlsx', { dryRun: true }, 'es');
    expect(dry.status).toBe(200);
    const plan = dry.body as CarrierSheetImportResult;
    expect(plan.counts).toEqual({ created: 4, updated: 0, unchanged: 0, refused: 3 });
    expect(plan.rows.map((r) => [r.line, r.container, r.outcome, r.code, r.column])).toEqual([
      [4, '20GP', 'CREATED', null, null],
      [4, '40GP', 'CREATED', null, null],
      [4, '40HC', 'CREATED', null, null],
      [5, '40GP', 'CREATED', null, null],
      [5, '40HC', 'REFUSED', 'IMPORT_ROW_NUMBER_INVALID', '40HC'],
      [6, '20GP', 'REFUSED', 'IMPORT_ROW_RATE_FIELD_MISSING', 'POD'],
      [7, '20GP', 'REFUSED', 'IMPORT_ROW_KEY_DUPLICATE', 'pol'],
    ]);
    expect(plan.rows[4].reason).toBe(ERROR_MESSAGES.IMPORT_ROW_NUMBER_INVALID.es);
    expect(await ratesOf('KRPUS')).toEqual([]);

    const applied = (await upload(shapac, first, 'shapac-jan.xlsx', { dryRun: false, dryRunId: plan.dryRunId }))
      .body as CarrierSheetImportResult;
    expect(applied).toMatchObject({ dryRun: false, version: 1, counts: plan.counts });
    expect(await ratesOf('KRPUS')).toEqual([
      { container: '20GP', version: 1, current: true, amount: '1200.00', sheet_version: 1 },
      { container: '40GP', version: 1, current: true, amount: '1800.00', sheet_version: 1 },
      { container: '40HC', version: 1, current: true, amount: '1900.00', sheet_version: 1 },
    ]);
    const [stored] = await sql<{ transit_days: number; free_days: number; comments: string; destination_name: string }>(
      t.db.url,
      `SELECT transit_days, free_days, comments, destination_name FROM rates WHERE origin_code = 'KRPUS' AND container = '20GP' AND sheet_version_id IS NOT NULL`,
    );
    expect(stored).toEqual({ transit_days: 38, free_days: 14, comments: 'Via Busan', destination_name: 'Montevideo' });

    // February's sheet from the same carrier: columns moved, one price changed, one lane new; no mapping step.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Feb');
    sheet.addRow(['SHAPAC rate sheet']);
    sheet.addRow([]);
    sheet.addRow(['Remarks', 'POL', 'POD', 'POD name', '40HC', "40'", "20'", 'T/T', 'Free time']);
    sheet.addRow(['Via Busan', 'KRPUS', 'UYMVD', 'Montevideo', 1950, 1800, 1200, 38, 14]);
    sheet.addRow(['', 'SGSIN', 'UYMVD', 'Montevideo', 2100, null, null, 40, 14]);
    const second = Buffer.from(await book.xlsx.writeBuffer());
    const again = (await upload(shapac, second, 'shapac-feb.xlsx', { dryRun: true })).body as CarrierSheetImportResult;
    expect(again.counts).toEqual({ created: 1, updated: 1, unchanged: 2, refused: 0 });
    expect(again.rows.find((r) => r.outcome === 'UPDATED')).toMatchObject({ line: 4, container: '40HC' });
    expect((await upload(shapac, second, 'shapac-feb.xlsx', { dryRunId: again.dryRunId })).body).toMatchObject({
      version: 2,
    });

    // The 40HC rate has a second version from sheet 2; its first version stays, pointing at sheet 1.
    expect((await ratesOf('KRPUS')).filter((r) => r.container === '40HC')).toEqual([
      { container: '40HC', version: 1, current: false, amount: '1900.00', sheet_version: 1 },
      { container: '40HC', version: 2, current: true, amount: '1950.00', sheet_version: 2 },
    ]);
    const versions = (await auth(request(t.http).get(`/app/v1/rates/carrier-sheets/${shapac}/versions`)))
      .body as CarrierSheetVersionItem[];
    expect(versions.map((v) => [v.version, v.fileName, v.created, v.updated, v.unchanged, v.refused, v.rates])).toEqual(
      [
        [2, 'shapac-feb.xlsx', 1, 1, 2, 0, 2],
        [1, 'shapac-jan.xlsx', 4, 0, 0, 3, 4],
      ],
    );
    expect(versions[0].createdBy.name).toBeTruthy();
  });

  it('reads an air sheet (CSV) with weight breaks into ranges per chargeable kilogram', async () => {
    const saved = await saveMapping(miagw, airMapping());
    expect(saved.status).toBe(200);
    const csv = [
      'Origin;Dest;Cur;Min;-45;+45;+100;+300;From;To',
      'GRU;MVD;USD;85;3,10;2,65;2,30;;01/01/2027;28/02/2027',
      'EZE;MVD;GBP;85;3,10;2,65;2,30;1,95;01/01/2027;28/02/2027',
      'BOG;MVD;USD;85;3,10;2,65;2,30;1,95;31/02/2027;28/02/2027',
    ].join('\n');
    const dry = (await upload(miagw, Buffer.from(csv), 'miagw.csv', { dryRun: true })).body as CarrierSheetImportResult;
    const res = (await upload(miagw, Buffer.from(csv), 'miagw.csv', { dryRunId: dry.dryRunId }))
      .body as CarrierSheetImportResult;
    expect(res.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 2 });
    expect(res.rows.map((r) => [r.line, r.outcome, r.code, r.column])).toEqual([
      [2, 'CREATED', null, null],
      [3, 'REFUSED', 'IMPORT_ROW_SERVICE_UNKNOWN', 'Cur'],
      [4, 'REFUSED', 'IMPORT_ROW_DATE_INVALID', 'From'],
    ]);
    const ranges = await sql<{ range_from: string; range_to: string | null; amount: string; minimum: string }>(
      t.db.url,
      `SELECT g.range_from::text, g.range_to::text, g.amount::text, c.minimum_amount::text minimum
         FROM rate_ranges g JOIN rate_charges c ON c.id = g.charge_id JOIN rates r ON r.id = c.rate_id
        WHERE r.origin_code = 'GRU' AND r.sheet_version_id IS NOT NULL ORDER BY g.index`,
    );
    expect(ranges).toEqual([
      { range_from: '0.000', range_to: '45.000', amount: '3.10', minimum: '85.00' },
      { range_from: '45.000', range_to: '100.000', amount: '2.65', minimum: '85.00' },
      { range_from: '100.000', range_to: null, amount: '2.30', minimum: '85.00' },
    ]);
  });

  it('names a mapped column the header row does not have', async () => {
    // Saved here too: Jest runs this file's tests in random order.
    expect((await saveMapping(miagw, airMapping())).status).toBe(200);
    const res = await upload(miagw, Buffer.from('Origin;Destination\nGRU;MVD\n'), 'other.csv', { dryRun: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'RATE_SHEET_COLUMN_NOT_FOUND', details: { column: 'Dest' } });
  });
});
