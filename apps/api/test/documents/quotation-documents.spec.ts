import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { DocumentInfo } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import * as f from './fixtures.js';
import { binary, type ErrorResponse } from './http.js';
import { countRows, insertQuotation, userId } from './quotation-rows.js';

describe("a quotation's documents (/app/v1/quotations/:reference/documents)", () => {
  let t: TestApp;
  let comercial: string;
  let gerente: string;
  let pricing: string;
  let gerenteDoc: DocumentInfo;

  beforeAll(async () => {
    t = await startTestApp();
    [comercial, gerente, pricing] = await Promise.all(
      ['comercial', 'gerente', 'pricing'].map((u) => loginAs(t.http, u)),
    );
    await insertQuotation(t.db.url, 'Q-COM-1', 'comercial');
    // The manager's own quotation: comercial is neither its owner, assignee nor manager.
    await insertQuotation(t.db.url, 'Q-GER-1', 'gerente');
    gerenteDoc = (await upload('Q-GER-1', f.pdf('gerente'), 'gerente.pdf', gerente)).body as DocumentInfo;
  });
  afterAll(async () => {
    await t.close();
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  function upload(reference: string, bytes: Buffer, filename: string, token = comercial) {
    return request(t.http)
      .post(`/app/v1/quotations/${reference}/documents`)
      .set(auth(token))
      .attach('file', bytes, filename);
  }
  const list = (reference: string, token = comercial) =>
    request(t.http).get(`/app/v1/quotations/${reference}/documents`).set(auth(token));
  const download = (id: string, token = comercial) =>
    request(t.http).get(`/app/v1/documents/${id}/content`).set(auth(token)).buffer(true).parse(binary);

  it('uploads straight to a visible quotation, logs DOCUMENT_ADDED and lists it', async () => {
    // A quotation of its own: other tests of this file add documents to Q-COM-1, in any order.
    const quotationId = await insertQuotation(t.db.url, 'Q-COM-UP', 'comercial');
    const res = await upload('Q-COM-UP', f.ooxml('xlsx'), 'packing list.xlsx');
    expect(res.status).toBe(201);
    const info = res.body as DocumentInfo;
    expect(info).toMatchObject({ name: 'packing list.xlsx', createdBy: { code: 'COM' } });
    const [row] = await sql(
      t.db.url,
      'SELECT quotation_id, client_id IS NOT NULL AS has_client FROM documents WHERE id = $1',
      [info.id],
    );
    expect(row).toEqual({ quotation_id: quotationId, has_client: true });
    const events = await sql(
      t.db.url,
      `SELECT user_id, detail FROM quotation_events WHERE quotation_id = $1 AND kind = 'DOCUMENT_ADDED'`,
      [quotationId],
    );
    expect(events).toEqual([{ user_id: await userId(t.db.url, 'comercial'), detail: 'packing list.xlsx' }]);
    const listed = (await list('Q-COM-UP')).body as DocumentInfo[];
    expect(listed.map((d) => d.id)).toEqual([info.id]);
  });

  it('a refused file adds neither a document nor an event', async () => {
    const [docs, events] = [await countRows(t.db.url, 'documents'), await countRows(t.db.url, 'quotation_events')];
    const res = await upload('Q-COM-1', f.elf(), 'report.pdf');
    expect(res.status).toBe(415);
    expect((res.body as ErrorResponse).code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect([await countRows(t.db.url, 'documents'), await countRows(t.db.url, 'quotation_events')]).toEqual([
      docs,
      events,
    ]);
  });

  it("comercial can neither see, upload to nor download from a quotation it can't see", async () => {
    const before = await countRows(t.db.url, 'documents');
    for (const res of [
      await upload('Q-GER-1', f.pdf(), 'x.pdf'),
      await list('Q-GER-1'),
      await download(gerenteDoc.id),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await countRows(t.db.url, 'documents')).toBe(before);
    expect((await upload('NO-SUCH-REF', f.pdf(), 'x.pdf')).status).toBe(404);
  });

  it('the owner and pricing (who sees every quotation) can download it', async () => {
    for (const token of [gerente, pricing]) {
      const res = await download(gerenteDoc.id, token);
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body as Buffer, f.pdf('gerente'))).toBe(0);
    }
  });

  it('sets client and provider visibility, only on a document of that quotation', async () => {
    const info = (await upload('Q-COM-1', f.jpeg(), 'photo.jpg')).body as DocumentInfo;
    const patch = (reference: string, id: string, body: object, token = comercial) =>
      request(t.http).patch(`/app/v1/quotations/${reference}/documents/${id}`).set(auth(token)).send(body);
    const res = await patch('Q-COM-1', info.id, { clientVisible: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: info.id, clientVisible: true, providerVisible: false });
    expect((await patch('Q-COM-1', info.id, { providerVisible: true })).body).toMatchObject({
      clientVisible: true,
      providerVisible: true,
    });
    expect((await patch('Q-COM-1', info.id, { clientVisible: 'yes' })).status).toBe(400);
    expect((await patch('Q-COM-1', info.id, { name: 'x.exe' })).status).toBe(400);
    // Pricing sees both quotations, but the document belongs to only one of them.
    expect((await patch('Q-GER-1', info.id, { clientVisible: false }, pricing)).status).toBe(404);
    expect((await patch('Q-GER-1', gerenteDoc.id, { clientVisible: true })).status).toBe(404);
  });
});
