import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { OperationImportResult } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

const SAMPLE = readFileSync(new URL('../../../../prisma/seed/sample-shipments-import.csv', import.meta.url));

describe('shipments import (/operations/v1/operations/import)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const url = '/operations/v1/operations/import';
  const send = (file: Buffer, name: string, dryRun: boolean, who = 'operativo') =>
    request(t.http)
      .post(`${url}?dryRun=${dryRun}`)
      .set('Authorization', `Bearer ${tokens[who]}`)
      .attach('file', file, name);

  /** Everything an import could touch, to prove a run changed nothing. */
  const snapshot = async () =>
    sql(
      t.db.url,
      `SELECT (SELECT count(*)::int FROM operations) AS operations,
              (SELECT count(*)::int FROM operation_status_changes) AS changes,
              (SELECT coalesce(max(updated_at), 'epoch')::text FROM operations) AS last_update,
              (SELECT count(*)::int FROM operation_operatives) AS operatives,
              (SELECT count(*)::int FROM notifications) AS notifications,
              (SELECT string_agg(shipment_key || ':' || status || ':' || coalesce(house_number, ''), ',' ORDER BY shipment_key) FROM operations WHERE shipment_key LIKE 'IMP-%' OR shipment_key LIKE 'DRY-%') AS imported`,
    );

  beforeAll(async () => {
    t = await startTestApp();
    // An operative of general operations only: express shipments are VIEW_SHIPMENT's.
    await sql(
      t.db.url,
      `WITH u AS (
         INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
         SELECT gen_random_uuid(), 'OGN', 'Oscar General', 'oscar@freight.local', 'oscar', password_hash, now() FROM users WHERE username = 'operativo'
         RETURNING id)
       INSERT INTO user_permissions (user_id, permission) SELECT id, 'OPERATIVE' FROM u`,
    );
    for (const u of ['operativo', 'comercial', 'invitado', 'oscar']) tokens[u] = await loginAs(t.http, u);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a dry run lists what would be created and changes nothing', async () => {
    // Keys of its own, so the answer does not depend on whether the import test ran first.
    const fresh = Buffer.from(SAMPLE.toString('utf8').replaceAll('IMP-SK-', 'DRY-SK-'));
    const before = await snapshot();
    const res = await send(fresh, 'sample.csv', true);
    expect(res.status).toBe(200);
    const body = res.body as OperationImportResult;
    expect(body).toMatchObject({ dryRun: true, updated: [], unchanged: 0, errors: [] });
    expect(body.created.map((c) => c.shipmentKey)).toEqual(['DRY-SK-0001', 'DRY-SK-0002', 'DRY-SK-0003']);
    expect(await snapshot()).toEqual(before);
  });

  it('imports the sample once; the same file again changes nothing; a changed file updates only what differs', async () => {
    const first = await send(SAMPLE, 'sample.csv', false);
    expect(first.status).toBe(200);
    expect((first.body as OperationImportResult).created).toHaveLength(3);
    const [row] = await sql(
      t.db.url,
      `SELECT status, house_number, container_numbers, transport_mode, container_mode, origin_code, to_char(etd, 'YYYY-MM-DD') AS etd, c.trade_name
       FROM operations o JOIN clients c ON c.id = o.client_id WHERE shipment_key = 'IMP-SK-0001'`,
    );
    expect(
      await sql(
        t.db.url,
        `SELECT (SELECT name FROM users WHERE id = o.commercial_id) AS commercial, (SELECT array_agg(u.code ORDER BY u.code) FROM operation_operatives oo JOIN users u ON u.id = oo.user_id WHERE oo.operation_id = o.id) AS operatives FROM operations o WHERE shipment_key IN ('IMP-SK-0001', 'IMP-SK-0002') ORDER BY shipment_key`,
      ),
    ).toEqual([
      { commercial: 'Carlos Comercial', operatives: ['OPE'] },
      { commercial: 'Gabriela Gerente', operatives: ['OPE'] },
    ]);
    expect(row).toEqual({
      status: 'IN_TRANSIT',
      house_number: 'HBLIMP0001',
      container_numbers: ['MSCU1234567', 'TGHU7654321'],
      transport_mode: 'SEA',
      container_mode: 'FCL',
      origin_code: 'CNSHA',
      etd: '2026-12-02',
      trade_name: 'Agro Andina 46',
    });

    const after = await snapshot();
    const again = await send(SAMPLE, 'sample.csv', false);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: [], updated: [], unchanged: 3, errors: [] });
    expect(await snapshot()).toEqual(after);

    // The same rows as XLSX, one status changed: one update naming that field, recorded in the timeline.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Operations');
    const lines = SAMPLE.toString('utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(';'));
    lines[2][1] = 'Arrived';
    for (const l of lines) sheet.addRow(l);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const dry = (await send(xlsx, 'sample.xlsx', true)).body as OperationImportResult;
    expect(dry.updated).toEqual([
      { line: 3, shipmentKey: 'IMP-SK-0002', reference: expect.any(String), fields: ['status'] },
    ]);
    expect(await snapshot()).toEqual(after);
    expect((await send(xlsx, 'sample.xlsx', false)).status).toBe(200);
    const [changed] = await sql(
      t.db.url,
      `SELECT o.status, (SELECT count(*)::int FROM operation_status_changes s WHERE s.operation_id = o.id) AS changes
       FROM operations o WHERE shipment_key = 'IMP-SK-0002'`,
    );
    expect(changed).toEqual({ status: 'ARRIVED', changes: 2 });
  });

  it('reads the operatives and commercial columns by name or user code (es/en/pt headers), tells new operatives, and changes only what differs', async () => {
    const people = async (key: string) =>
      (
        await sql<{ operatives: string[] | null; commercial: string | null }>(
          t.db.url,
          `SELECT (SELECT array_agg(u.name ORDER BY u.name) FROM operation_operatives oo JOIN users u ON u.id = oo.user_id WHERE oo.operation_id = o.id) AS operatives,
                  (SELECT name FROM users WHERE id = o.commercial_id) AS commercial
           FROM operations o WHERE shipment_key = $1`,
          [key],
        )
      )[0];
    /** Assignment notices of the PPL operations to a user (written after the commit, by the notifications listener). */
    const told = async (username: string) =>
      Number(
        (
          await sql(
            t.db.url,
            `SELECT count(*) AS n FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = $1 AND n.key IN (SELECT reference FROM operations WHERE shipment_key LIKE 'PPL-%')`,
            [username],
          )
        )[0].n,
      );
    const eventually = async (username: string, n: number) => {
      for (let i = 0; i < 100 && (await told(username)) < n; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await told(username)).toBe(n);
    };
    // Two more operatives (the importer, operativo, is never told of his own assignments).
    for (const [code, name, username] of [
      ['OPX', 'Otávio Operacional', 'operativox'],
      ['OPY', 'Yara Operacional', 'operativoy'],
    ]) {
      await sql(
        t.db.url,
        `INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
         SELECT gen_random_uuid(), $1, $2, $3 || '@freight.local', $3, password_hash, now() FROM users WHERE username = 'operativo'`,
        [code, name, username],
      );
      await sql(
        t.db.url,
        `INSERT INTO user_permissions (user_id, permission) SELECT id, 'OPERATIVE' FROM users WHERE username = $1`,
        [username],
      );
    }
    // English headers, a name in another case and without accents, a user code for the commercial.
    const csv = (operatives: string, commercial: string) =>
      Buffer.from(
        [
          'Shipment key,Client,Mode,Operatives,Commercial',
          `PPL-1,Agro Andina 46,Sea,"${operatives}",${commercial}`,
          'PPL-2,Agro Andina 46,Air,,',
        ].join('\n'),
      );
    const first = (await send(csv('otavio operacional', 'GER'), 'people.csv', false)).body as OperationImportResult;
    expect(first.created).toHaveLength(2);
    expect(await people('PPL-1')).toEqual({ operatives: ['Otávio Operacional'], commercial: 'Gabriela Gerente' });
    expect(await people('PPL-2')).toEqual({ operatives: null, commercial: null });
    await eventually('operativox', 1);

    // The same people again: nothing to change.
    const after = await snapshot();
    const again = (await send(csv('Otávio Operacional', 'Gabriela Gerente'), 'people.csv', false))
      .body as OperationImportResult;
    expect(again).toMatchObject({ created: [], updated: [], unchanged: 2, errors: [] });
    expect(await snapshot()).toEqual(after);

    // Portuguese headers, two operatives in one cell by code and another commercial: one update naming both fields.
    const pt = Buffer.from(
      [
        'Chave de embarque;Cliente;Modal;Operacionais;Comercial',
        'PPL-1;Agro Andina 46;Marítimo;OPX, OPY;Carlos Comercial',
      ].join('\n'),
    );
    const dry = (await send(pt, 'pt.csv', true)).body as OperationImportResult;
    expect(dry.updated).toEqual([
      { line: 2, shipmentKey: 'PPL-1', reference: expect.any(String), fields: ['commercial', 'operatives'] },
    ]);
    expect(await snapshot()).toEqual(after);
    expect((await send(pt, 'pt.csv', false)).status).toBe(200);
    expect(await people('PPL-1')).toEqual({
      operatives: ['Otávio Operacional', 'Yara Operacional'],
      commercial: 'Carlos Comercial',
    });
    // Only the newly assigned operative is told (the marker); Otávio, already on it, is not told again.
    await eventually('operativoy', 1);
    expect(await told('operativox')).toBe(1);

    // Someone who is not an operative, or not a commercial, is a bad row with its own code; nothing imported.
    const before = await snapshot();
    const bad = Buffer.from(
      [
        'Clave de embarque,Cliente,Modo,Operativos,Comercial',
        'PPL-3,Agro Andina 46,Marítimo,Carlos Comercial,',
        'PPL-4,Agro Andina 46,Marítimo,,Olga Operativa',
        'PPL-5,Agro Andina 46,Marítimo,Nadie,Nadie',
      ].join('\n'),
    );
    const refused = (await send(bad, 'bad-people.csv', true)).body as OperationImportResult;
    expect(refused.errors).toEqual([
      { line: 2, column: 'operatives', code: 'IMPORT_ROW_OPERATIVE_UNKNOWN' },
      { line: 3, column: 'commercial', code: 'IMPORT_ROW_COMMERCIAL_UNKNOWN' },
      { line: 4, column: 'operatives', code: 'IMPORT_ROW_OPERATIVE_UNKNOWN' },
      { line: 4, column: 'commercial', code: 'IMPORT_ROW_COMMERCIAL_UNKNOWN' },
    ]);
    expect(refused).toMatchObject({ created: [], unchanged: 0 });
    const real = await send(bad, 'bad-people.csv', false);
    expect([real.status, (real.body as { code: string }).code]).toEqual([400, 'IMPORT_HAS_ERRORS']);
    expect(await snapshot()).toEqual(before);
  });

  it('lists every bad row with its reason; with any, the real import changes nothing', async () => {
    const csv = [
      'Clave de embarque,Cliente,Modo,ETD,Estado',
      'BAD-1,Agro Andina 46,Marítimo,31/02/2026,',
      ',Agro Andina 46,Marítimo,,',
      'BAD-3,Nadie SA,Aéreo,,',
      'BAD-4,Agro Andina 46,Submarino,,',
      'BAD-5,Agro Andina 46,Sea,,Perdida',
      'GOOD-6,Agro Andina 46,Sea,01/03/2027,',
      'GOOD-6,Agro Andina 46,Sea,,',
    ].join('\n');
    const before = await snapshot();
    const dry = (await send(Buffer.from(csv), 'bad.csv', true)).body as OperationImportResult;
    expect(dry.errors).toEqual([
      { line: 2, column: 'etd', code: 'IMPORT_ROW_DATE_INVALID' },
      { line: 3, column: 'shipmentKey', code: 'IMPORT_ROW_KEY_MISSING' },
      { line: 4, column: 'client', code: 'IMPORT_ROW_CLIENT_UNKNOWN' },
      { line: 5, column: 'mode', code: 'IMPORT_ROW_MODE_UNKNOWN' },
      { line: 6, column: 'status', code: 'IMPORT_ROW_STATUS_UNKNOWN' },
      { line: 8, column: 'shipmentKey', code: 'IMPORT_ROW_KEY_DUPLICATE' },
    ]);
    expect(dry.created).toEqual([{ line: 7, shipmentKey: 'GOOD-6' }]);
    const real = await send(Buffer.from(csv), 'bad.csv', false);
    expect(real.status).toBe(400);
    expect((real.body as { code: string }).code).toBe('IMPORT_HAS_ERRORS');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file without the key columns, or unreadable, with their codes', async () => {
    const missing = await send(Buffer.from('House,Master\nA,B\n'), 'x.csv', true);
    expect(missing.status).toBe(400);
    expect((missing.body as { code: string }).code).toBe('IMPORT_COLUMNS_MISSING');
    const broken = await send(Buffer.from('PK\u0003\u0004 not a workbook'), 'x.xlsx', true);
    expect(broken.status).toBe(400);
    expect((broken.body as { code: string }).code).toBe('IMPORT_FILE_UNREADABLE');
  });

  it('reaches only the kinds the user may operate: express rows and shipments need VIEW_SHIPMENT', async () => {
    // An express shipment the forwarding system knows by key, made by someone who may (operativo).
    const express = 'Clave de embarque,Cliente,Modo,House\nKIND-EXP-1,Agro Andina 46,Express,HEXP1\n';
    expect((await send(Buffer.from(express), 'express.csv', false)).status).toBe(200);
    const before = await snapshot();
    const csv = [
      'Clave de embarque,Cliente,Modo,House',
      // The same shipment as a general one: would overwrite it and move it out of the express list.
      'KIND-EXP-1,Agro Andina 46,Marítimo,HEXP2',
      // A new express shipment.
      'KIND-EXP-2,Agro Andina 46,Express,',
      'KIND-GEN-3,Agro Andina 46,Marítimo,',
    ].join('\n');
    const dry = (await send(Buffer.from(csv), 'kinds.csv', true, 'oscar')).body as OperationImportResult;
    expect(dry.errors).toEqual([
      { line: 2, column: 'shipmentKey', code: 'IMPORT_ROW_KIND_NOT_ALLOWED' },
      { line: 3, column: 'mode', code: 'IMPORT_ROW_KIND_NOT_ALLOWED' },
    ]);
    // Nothing of the express shipment is told (no reference, no fields).
    expect(dry.updated).toEqual([]);
    expect(dry.created).toEqual([{ line: 4, shipmentKey: 'KIND-GEN-3' }]);
    const real = await send(Buffer.from(csv), 'kinds.csv', false, 'oscar');
    expect(real.status).toBe(400);
    expect((real.body as { code: string }).code).toBe('IMPORT_HAS_ERRORS');
    expect(await snapshot()).toEqual(before);
    expect(await sql(t.db.url, `SELECT kind, house_number FROM operations WHERE shipment_key = 'KIND-EXP-1'`)).toEqual([
      { kind: 'EXPRESS', house_number: 'HEXP1' },
    ]);
  });

  it('leaves closed and canceled operations as they were closed; an unchanged row of one is fine; a row may reopen one', async () => {
    const csv = (house: string, status = '') =>
      `Clave de embarque,Cliente,Modo,House,Estado\nRO-1,Agro Andina 46,Marítimo,${house},${status}\n`;
    expect((await send(Buffer.from(csv('HRO1')), 'ro.csv', false)).status).toBe(200);
    await sql(t.db.url, `UPDATE operations SET status = 'CLOSED' WHERE shipment_key = 'RO-1'`);
    const before = await snapshot();
    const same = (await send(Buffer.from(csv('HRO1')), 'ro.csv', false)).body as OperationImportResult;
    expect(same).toMatchObject({ created: [], updated: [], unchanged: 1, errors: [] });
    const changed = await send(Buffer.from(csv('HRO2')), 'ro.csv', true);
    expect((changed.body as OperationImportResult).errors).toEqual([
      { line: 2, column: 'shipmentKey', code: 'IMPORT_ROW_READ_ONLY' },
    ]);
    expect((await send(Buffer.from(csv('HRO2')), 'ro.csv', false)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
    // Reopened by the forwarding system (as an operative may by hand), with its new data.
    const reopened = (await send(Buffer.from(csv('HRO2', 'En tránsito')), 'ro.csv', false))
      .body as OperationImportResult;
    expect(reopened.errors).toEqual([]);
    expect(await sql(t.db.url, `SELECT status, house_number FROM operations WHERE shipment_key = 'RO-1'`)).toEqual([
      { status: 'IN_TRANSIT', house_number: 'HRO2' },
    ]);
  });

  it('refuses users without OPERATIVE with 403 and imports nothing', async () => {
    const before = await snapshot();
    for (const who of ['comercial', 'invitado'])
      expect((await send(SAMPLE, 'sample.csv', false, who)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
