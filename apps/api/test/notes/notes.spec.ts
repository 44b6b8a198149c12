import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { QuotationNote } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import type { ErrorResponse } from '../documents/http.js';
import { countRows, insertQuotation } from '../documents/quotation-rows.js';

describe("a quotation's notes (/app/v1/quotations/:reference/notes)", () => {
  let t: TestApp;
  let comercial: string;
  let pricing: string;
  let quotationId: string;

  beforeAll(async () => {
    t = await startTestApp();
    [comercial, pricing] = await Promise.all(['comercial', 'pricing'].map((u) => loginAs(t.http, u)));
    quotationId = await insertQuotation(t.db.url, 'Q-NOTES-1', 'comercial');
    await insertQuotation(t.db.url, 'Q-GER-1', 'gerente');
    await insertQuotation(t.db.url, 'Q-NOTES-KEEP', 'comercial');
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (reference: string) => `/app/v1/quotations/${reference}/notes`;
  const add = (body: object, token = comercial, reference = 'Q-NOTES-1') =>
    request(t.http).post(url(reference)).set('Authorization', `Bearer ${token}`).send(body);
  const list = (token = comercial, reference = 'Q-NOTES-1') =>
    request(t.http).get(url(reference)).set('Authorization', `Bearer ${token}`);

  it('adds notes (INTERNAL by default), logs NOTE_ADDED for each and lists them newest first', async () => {
    const first = await add({ text: 'Client prefers MSC.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      visibility: 'INTERNAL',
      text: 'Client prefers MSC.',
      createdBy: { code: 'COM', name: 'Carlos Comercial' },
    });
    const second = await add({ text: 'Quote valid 15 days.', visibility: 'CLIENT' }, pricing);
    expect(second.status).toBe(201);

    const res = await list();
    expect(res.status).toBe(200);
    const notes = res.body as QuotationNote[];
    expect(notes.map((n) => [n.text, n.visibility, n.createdBy?.code])).toEqual([
      ['Quote valid 15 days.', 'CLIENT', 'PRI'],
      ['Client prefers MSC.', 'INTERNAL', 'COM'],
    ]);
    const events = await sql(
      t.db.url,
      `SELECT detail FROM quotation_events WHERE quotation_id = $1 AND kind = 'NOTE_ADDED' ORDER BY created_at`,
      [quotationId],
    );
    // The log names the visibility, never the text (an internal note must not leak through it).
    expect(events).toEqual([{ detail: 'INTERNAL' }, { detail: 'CLIENT' }]);
  });

  it('refuses an unknown visibility and empty or blank text, adding nothing', async () => {
    const [notes, events] = [
      await countRows(t.db.url, 'quotation_notes'),
      await countRows(t.db.url, 'quotation_events'),
    ];
    const cases: [object, string][] = [
      [{ text: 'x', visibility: 'PUBLIC' }, 'visibility'],
      [{ text: '' }, 'text'],
      [{ text: '   ' }, 'text'],
      [{}, 'text'],
      [{ text: 'x'.repeat(4001) }, 'text'],
    ];
    for (const [body, field] of cases) {
      const res = await add(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: expect.arrayContaining([expect.objectContaining({ field })]) },
      });
    }
    expect([await countRows(t.db.url, 'quotation_notes'), await countRows(t.db.url, 'quotation_events')]).toEqual([
      notes,
      events,
    ]);
  });

  it('notes can be neither deleted nor changed: no such routes exist', async () => {
    // A note on a quotation of its own: tests of this file run in any order.
    expect((await add({ text: 'Nota que no se borra' }, comercial, 'Q-NOTES-KEEP')).status).toBe(201);
    const [note] = (await list(comercial, 'Q-NOTES-KEEP')).body as QuotationNote[];
    const auth = { Authorization: `Bearer ${pricing}` };
    const attempts = [
      request(t.http)
        .delete(`${url('Q-NOTES-KEEP')}/${note.id}`)
        .set(auth),
      request(t.http)
        .put(`${url('Q-NOTES-KEEP')}/${note.id}`)
        .set(auth)
        .send({ text: 'changed' }),
      request(t.http)
        .patch(`${url('Q-NOTES-KEEP')}/${note.id}`)
        .set(auth)
        .send({ text: 'changed' }),
      request(t.http).delete(url('Q-NOTES-KEEP')).set(auth),
    ];
    for (const res of await Promise.all(attempts)) expect([404, 405]).toContain(res.status);
    expect(((await list(comercial, 'Q-NOTES-KEEP')).body as QuotationNote[]).find((n) => n.id === note.id)).toEqual(
      note,
    );
  });

  it("answers 404 for a quotation the user can't see, and 403 without a quotations permission", async () => {
    const before = await countRows(t.db.url, 'quotation_notes');
    expect((await add({ text: 'x' }, comercial, 'Q-GER-1')).status).toBe(404);
    expect((await list(comercial, 'Q-GER-1')).status).toBe(404);
    expect((await add({ text: 'x' }, pricing, 'Q-GER-1')).status).toBe(201);
    const operativo = await loginAs(t.http, 'operativo');
    const res = await list(operativo);
    expect(res.status).toBe(403);
    expect((res.body as ErrorResponse).code).toBe('FORBIDDEN');
    expect(await countRows(t.db.url, 'quotation_notes')).toBe(before + 1);
  });
});
