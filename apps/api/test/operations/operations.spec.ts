import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { OperationDetail, OperationEvent, OperationNote, OperationSummary, Page } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { demoClientId, validRequest } from '../quotations/builders.js';

describe('operations: notes, events, statuses and where operations come from', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let clientId: string;
  let noteTypeId: string;
  let operativoId: string;

  const as = (who: string) => ({
    get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    patch: (path: string, body: object = {}) =>
      request(t.http).patch(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    delete: (path: string) => request(t.http).delete(path).set('Authorization', `Bearer ${tokens[who]}`),
  });
  const base = '/operations/v1/operations';
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  async function createOperation(body: object = {}): Promise<string> {
    const res = await as('operativo').post(base, {
      clientId,
      transportMode: 'SEA',
      containerMode: 'FCL',
      originCode: 'CNSHA',
      destinationCode: 'UYMVD',
      ...body,
    });
    expect(res.status).toBe(201);
    return (res.body as { reference: string }).reference;
  }
  const detail = async (ref: string) => (await as('operativo').get(`${base}/${ref}`)).body as OperationDetail;

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['operativo', 'comercial', 'pricing', 'invitado']) tokens[u] = await loginAs(t.http, u);
    clientId = await demoClientId(t);
    [{ id: noteTypeId }] = await sql<{ id: string }>(
      t.db.url,
      'SELECT id FROM note_types WHERE active ORDER BY code LIMIT 1',
    );
    [{ id: operativoId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'operativo'`);
    // A second operative, to prove only a note's author corrects it.
    await sql(
      t.db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
      SELECT gen_random_uuid(), 'OP2', 'Otro Operativo', 'op2@freight.local', 'operativo2', password_hash, now() FROM users WHERE username = 'operativo'`,
    );
    await sql(
      t.db.url,
      `INSERT INTO user_permissions (user_id, permission) SELECT id, 'OPERATIVE' FROM users WHERE username = 'operativo2'`,
    );
    tokens.operativo2 = await loginAs(t.http, 'operativo2');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses users without OPERATIVE with 403 on the list, the detail, notes and events', async () => {
    const ref = await createOperation();
    for (const who of ['comercial', 'pricing', 'invitado']) {
      expect((await as(who).get(base)).status).toBe(403);
      expect((await as(who).get(`${base}/${ref}`)).status).toBe(403);
      expect((await as(who).post(`${base}/${ref}/notes`, { noteTypeId, text: 'x' })).status).toBe(403);
      expect((await as(who).post(`${base}/${ref}/events`, { title: 'x', dueDate: tomorrow() })).status).toBe(403);
    }
    expect((await detail(ref)).notes).toHaveLength(0);
  });

  it('records every status change with who, when, from and to', async () => {
    const ref = await createOperation();
    expect((await as('operativo').post(`${base}/${ref}/status`, { status: 'IN_COORDINATION' })).status).toBe(200);
    expect((await as('operativo2').post(`${base}/${ref}/status`, { status: 'IN_TRANSIT' })).status).toBe(200);
    const bad = await as('operativo').post(`${base}/${ref}/status`, { status: 'LOST' });
    expect(bad.status).toBe(400);
    const history = (await detail(ref)).statusHistory.map((h) => `${h.from ?? '-'}>${h.to}:${h.user?.name}`);
    expect(history).toEqual([
      'IN_COORDINATION>IN_TRANSIT:Otro Operativo',
      'NOT_ASSIGNED>IN_COORDINATION:Olga Operativa',
      '->NOT_ASSIGNED:Olga Operativa',
    ]);
  });

  it('keeps the earlier text when the author corrects a note, refuses another user, and has no delete route', async () => {
    const ref = await createOperation();
    const added = await as('operativo').post(`${base}/${ref}/notes`, {
      noteTypeId,
      visibility: 'CLIENT',
      text: 'Booking confirmado',
    });
    expect(added.status).toBe(201);
    const note = added.body as OperationNote;
    expect(note).toMatchObject({
      visibility: 'CLIENT',
      text: 'Booking confirmado',
      author: { name: 'Olga Operativa' },
    });
    const corrected = await as('operativo').patch(`${base}/${ref}/notes/${note.id}`, {
      text: 'Booking confirmado con MSC',
    });
    expect(corrected.status).toBe(200);
    expect((corrected.body as OperationNote).revisions.map((r) => r.text)).toEqual(['Booking confirmado']);
    const other = await as('operativo2').patch(`${base}/${ref}/notes/${note.id}`, { text: 'Cambiado' });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: 'NOTE_NOT_AUTHOR' });
    expect((await as('operativo').delete(`${base}/${ref}/notes/${note.id}`)).status).toBe(404);
    const [row] = await sql<{ text: string; n: number }>(
      t.db.url,
      'SELECT text, (SELECT count(*)::int FROM operation_notes) AS n FROM operation_notes WHERE id = $1',
      [note.id],
    );
    expect(row.text).toBe('Booking confirmado con MSC');
    const unknown = await as('operativo').post(`${base}/${ref}/notes`, {
      noteTypeId: '00000000-0000-4000-8000-000000000000',
      text: 'x',
    });
    expect(unknown.body).toMatchObject({ code: 'NOTE_TYPE_UNKNOWN' });
    await sql(t.db.url, 'UPDATE note_types SET active = false WHERE id = $1', [noteTypeId]);
    const inactive = await as('operativo').post(`${base}/${ref}/notes`, { noteTypeId, text: 'x' });
    await sql(t.db.url, 'UPDATE note_types SET active = true WHERE id = $1', [noteTypeId]);
    expect(inactive.status).toBe(409);
    expect(inactive.body).toMatchObject({ code: 'NOTE_TYPE_INACTIVE' });
  });

  it('makes an event due at 12:00 in the user time zone, postpones it with its reason and finalizes it', async () => {
    const ref = await createOperation();
    const day = tomorrow();
    const created = await as('operativo').post(`${base}/${ref}/events`, {
      title: 'Pedir BL',
      description: 'Al agente',
      dueDate: day,
    });
    expect(created.status).toBe(201);
    const event = created.body as OperationEvent;
    // The demo operative works in America/Montevideo (UTC-3): noon there is 15:00 UTC.
    expect(event.dueAt).toBe(`${day}T15:00:00.000Z`);
    const past = await as('operativo').post(`${base}/${ref}/events`, {
      title: 'Tarde',
      dueAt: '2020-01-01T12:00:00.000Z',
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'EVENT_DUE_BEFORE_CREATION' });
    const badDate = await as('operativo').post(`${base}/${ref}/events`, { title: 'Mal', dueDate: '31/12/2026' });
    expect(badDate.status).toBe(400);

    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const postponed = await as('operativo').post(`${base}/${ref}/events/${event.id}/postpone`, {
      dueAt: later,
      reason: 'El agente no respondió',
    });
    expect(postponed.status).toBe(200);
    expect((postponed.body as OperationEvent).postponements).toMatchObject([
      { from: event.dueAt, to: later, reason: 'El agente no respondió' },
    ]);
    const edited = await as('operativo').patch(`${base}/${ref}/events/${event.id}`, { title: 'Pedir BL original' });
    expect((edited.body as OperationEvent).title).toBe('Pedir BL original');
    const finalized = await as('operativo').post(`${base}/${ref}/events/${event.id}/finalize`);
    expect(finalized.status).toBe(200);
    expect((finalized.body as OperationEvent).finalizedBy?.name).toBe('Olga Operativa');
    const again = await as('operativo').post(`${base}/${ref}/events/${event.id}/finalize`);
    expect(again.body).toMatchObject({ code: 'EVENT_ALREADY_FINALIZED' });
  });

  it.each(['CLOSED', 'CANCELED'])(
    'a %s operation refuses note and event writes with 409 and changes nothing',
    async (status) => {
      const ref = await createOperation();
      const note = (await as('operativo').post(`${base}/${ref}/notes`, { noteTypeId, text: 'Antes del cierre' }))
        .body as OperationNote;
      const event = (
        await as('operativo').post(`${base}/${ref}/events`, { title: 'Antes del cierre', dueDate: tomorrow() })
      ).body as OperationEvent;
      expect((await as('operativo').post(`${base}/${ref}/status`, { status })).status).toBe(200);
      const snapshot = async () =>
        sql(
          t.db.url,
          `SELECT (SELECT json_agg(n ORDER BY n.id) FROM operation_notes n JOIN operations o ON o.id = n.operation_id WHERE o.reference = $1) AS notes,
        (SELECT json_agg(e ORDER BY e.id) FROM operation_events e JOIN operations o ON o.id = e.operation_id WHERE o.reference = $1) AS events,
        (SELECT count(*)::int FROM operation_note_revisions) AS revisions, (SELECT count(*)::int FROM operation_event_postponements) AS postponements`,
          [ref],
        );
      const before = await snapshot();
      const writes = [
        as('operativo').post(`${base}/${ref}/notes`, { noteTypeId, text: 'Después' }),
        as('operativo').patch(`${base}/${ref}/notes/${note.id}`, { text: 'Corregida después' }),
        as('operativo').post(`${base}/${ref}/events`, { title: 'Después', dueDate: tomorrow() }),
        as('operativo').patch(`${base}/${ref}/events/${event.id}`, { title: 'Editado después' }),
        as('operativo').post(`${base}/${ref}/events/${event.id}/postpone`, {
          dueAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          reason: 'x',
        }),
        as('operativo').post(`${base}/${ref}/events/${event.id}/finalize`),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'OPERATION_READ_ONLY' });
      }
      expect(await snapshot()).toEqual(before);
      expect((await detail(ref)).readOnly).toBe(true);
    },
  );

  it("opens an APPROVED quotation's operation in one action, copying lane, client, cargo and commercial, once", async () => {
    const created = await as('comercial').post('/app/v1/quotations', validRequest('SEA_FCL', clientId));
    const quote = (created.body as { reference: string }).reference;
    const early = await as('comercial').post(`/operations/v1/quotation-operations/${quote}`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'QUOTATION_NOT_APPROVED' });
    await sql(t.db.url, `UPDATE quotations SET status = 'APPROVED' WHERE reference = $1`, [quote]);
    const opened = await as('comercial').post(`/operations/v1/quotation-operations/${quote}`, {
      operativeIds: [operativoId],
    });
    expect(opened.status).toBe(201);
    const ref = (opened.body as { reference: string }).reference;
    expect(ref).toMatch(/^OP-\d{2}-\d{6}$/);
    expect((await as('comercial').get(`/operations/v1/quotation-operations/${quote}`)).body).toEqual({
      reference: ref,
    });
    const twice = await as('comercial').post(`/operations/v1/quotation-operations/${quote}`);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'OPERATION_ALREADY_OPENED', details: { reference: ref } });

    const found = (await as('operativo').get(`${base}?quoteNumber=${quote}`)).body as Page<OperationSummary>;
    expect(found.items.map((o) => o.reference)).toEqual([ref]);
    const op = await detail(ref);
    expect(op).toMatchObject({
      quotationReference: quote,
      quoteNumber: quote,
      client: { id: clientId },
      commercial: { name: 'Carlos Comercial' },
      transportMode: 'SEA',
      containerMode: 'FCL',
      originCode: 'CNSHA',
      destinationCode: 'UYMVD',
      incoterm: 'FOB',
      goodsDescription: 'Repuestos de maquinaria',
      operatives: [{ id: operativoId }],
    });
    const [link] = await sql<{ quotation_id: string }>(
      t.db.url,
      'SELECT o.quotation_id FROM operations o JOIN quotations q ON q.id = o.quotation_id WHERE q.reference = $1',
      [quote],
    );
    expect(link.quotation_id).toBeTruthy();
    // The operative assigned by the commercial is told.
    const [notice] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'operativo' AND n.key = $1`,
      [ref],
    );
    expect(notice.n).toBe(1);
  });

  it('refuses a shipment key another operation has with 409 DUPLICATE_VALUE naming the field, and writes nothing', async () => {
    await createOperation({ shipmentKey: 'DUP-SK-1' });
    const other = await createOperation({ shipmentKey: 'DUP-SK-2' });
    const count = async () => (await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int AS n FROM operations'))[0].n;
    const before = await count();
    const body = {
      clientId,
      transportMode: 'SEA',
      containerMode: 'FCL',
      originCode: 'CNSHA',
      destinationCode: 'UYMVD',
      shipmentKey: 'DUP-SK-1',
    };
    const created = await as('operativo').post(base, body).set('Accept-Language', 'en');
    expect(created.status).toBe(409);
    expect(created.body).toEqual({
      code: 'DUPLICATE_VALUE',
      message: 'A record with that value already exists. Use another one.',
      details: { fields: ['shipmentKey'] },
      requestId: created.headers['x-request-id'],
    });
    const edited = await as('operativo').patch(`${base}/${other}`, { shipmentKey: 'DUP-SK-1' });
    expect(edited.status).toBe(409);
    expect(edited.body).toMatchObject({ code: 'DUPLICATE_VALUE', details: { fields: ['shipmentKey'] } });
    expect(await count()).toBe(before);
    expect((await detail(other)).shipmentKey).toBe('DUP-SK-2');
  });

  it('lists with filters, keyset pages and the open and overdue events of each row', async () => {
    const ref = await createOperation({
      houseNumber: 'hbl-7781',
      masterNumber: 'MBL-5521',
      shipmentKey: 'SK-9001',
      containerNumbers: ['MSCU1234567'],
      etd: '2031-03-10',
      eta: '2031-04-02',
      operativeIds: [operativoId],
    });
    await as('operativo').post(`${base}/${ref}/events`, { title: 'Abierto', dueDate: tomorrow() });
    const overdue = (await as('operativo').post(`${base}/${ref}/events`, { title: 'Vencido', dueDate: tomorrow() }))
      .body as OperationEvent;
    await sql(t.db.url, `UPDATE operation_events SET due_at = now() - interval '2 days' WHERE id = $1`, [overdue.id]);
    const one = async (query: string) =>
      ((await as('operativo').get(`${base}?${query}`)).body as Page<OperationSummary>).items.map((o) => o.reference);
    for (const q of [
      'houseNumber=7781',
      'masterNumber=mbl-5521',
      'shipmentKey=SK-9001',
      'containerNumber=MSCU1234567',
      'etdFrom=2031-03-01&etdTo=2031-03-31',
      'etaFrom=2031-04-01&etaTo=2031-04-02',
    ]) {
      expect(await one(q)).toEqual([ref]);
    }
    expect(await one('etdFrom=2031-03-11')).toEqual([]);
    expect(
      await one(
        `operatives=${operativoId}&status=NOT_ASSIGNED&transportModes=SEA&containerModes=FCL&origins=CNSHA&destinations=UYMVD&houseNumber=HBL-7781`,
      ),
    ).toEqual([ref]);
    expect(await one('clientName=frigor&houseNumber=HBL-7781')).toEqual([ref]);
    const row = ((await as('operativo').get(`${base}?houseNumber=HBL-7781`)).body as Page<OperationSummary>).items[0];
    expect(row).toMatchObject({ openEvents: 2, overdueEvents: 1, operatives: [{ name: 'Olga Operativa' }] });
    expect((await as('operativo').get(`${base}?status=LOST`)).status).toBe(400);

    const first = (await as('operativo').get(`${base}?limit=2`)).body as Page<OperationSummary>;
    expect(first.items).toHaveLength(2);
    const second = (await as('operativo').get(`${base}?limit=2&cursor=${first.nextCursor}`))
      .body as Page<OperationSummary>;
    expect(second.items.map((o) => o.reference)).not.toContain(first.items[0].reference);

    const counts = (await as('operativo').get('/operations/v1/agenda/counts')).body as {
      today: number;
      overdue: number;
    };
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
  });

  it('exports the filtered list as XLSX with dates dd/mm/yyyy', async () => {
    await createOperation({ houseNumber: 'XLS-1', etd: '2030-07-05' });
    const res = await as('operativo')
      .get(`${base}/export?houseNumber=XLS-1`)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(res.body as Buffer).buffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(2).value).toBe('Status');
    expect(sheet.getRow(2).getCell(2).value).toBe('Not assigned');
    expect(sheet.getRow(2).getCell(13).value).toBe('05/07/2030');
    // The transport mode as a word of the user's language, never its code.
    expect(sheet.getRow(1).getCell(9).value).toBe('Mode');
    expect(['Sea', 'Air', 'Road', 'Express']).toContain(sheet.getRow(2).getCell(9).value);
  });

  it('exports the filtered list as CSV with the row count announced', async () => {
    await createOperation({ houseNumber: 'CSV-1' });
    const res = await as('operativo').get(`${base}/export?houseNumber=CSV-1&format=csv`).set('Accept-Language', 'es');
    expect(res.status).toBe(200);
    expect(res.headers['x-export-rows']).toBe('1');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Referencia[,;]Estado[,;]/);
    expect(lines[1]).toContain('Sin asignar');
  });

  it('shows the agenda of the operations the user follows', async () => {
    const ref = await createOperation({ operativeIds: [operativoId] });
    const day = tomorrow();
    await as('operativo').post(`${base}/${ref}/events`, { title: 'Agenda visible', dueDate: day });
    const from = new Date(`${day}T00:00:00.000Z`).toISOString();
    const to = new Date(new Date(from).getTime() + 2 * 86_400_000).toISOString();
    const mine = (await as('operativo').get(`/operations/v1/agenda?from=${from}&to=${to}`)).body as OperationEvent[];
    expect(mine.map((e) => e.title)).toContain('Agenda visible');
    const other = (await as('operativo2').get(`/operations/v1/agenda?from=${from}&to=${to}`)).body as OperationEvent[];
    expect(other.map((e) => e.title)).not.toContain('Agenda visible');
  });
});
