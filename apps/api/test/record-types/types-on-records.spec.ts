import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { DocumentInfo, ErrorBody, QuotationNote, RecordTypeItem } from '@freight/shared';
import * as f from '../documents/fixtures.js';
import { countRows, insertQuotation } from '../documents/quotation-rows.js';
import { api, errorCode } from '../providers/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Quotation documents and client documents carry a document type; notes carry a note type (issue 11). */
describe('document types on documents, note types on notes', () => {
  let t: TestApp;
  let adminToken: string;
  let comercialToken: string;
  let admin: ReturnType<typeof api>;
  let comercial: ReturnType<typeof api>;
  let clientId: string;
  /** Codes to ids of the seeded types. */
  let docType: Record<string, string>;
  let noteType: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    [adminToken, comercialToken] = await Promise.all([loginAs(t.http, 'administrativo'), loginAs(t.http, 'comercial')]);
    admin = api(t.http, adminToken);
    comercial = api(t.http, comercialToken);
    [{ id: clientId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM clients ORDER BY trade_name LIMIT 1`);
    docType = Object.fromEntries(
      (await sql<{ code: string; id: string }>(t.db.url, 'SELECT code, id FROM document_types')).map((r) => [
        r.code,
        r.id,
      ]),
    );
    noteType = Object.fromEntries(
      (await sql<{ code: string; id: string }>(t.db.url, 'SELECT code, id FROM note_types')).map((r) => [r.code, r.id]),
    );
    await insertQuotation(t.db.url, 'Q-TYPES-1', 'comercial');
  });
  afterAll(async () => {
    await t.close();
  });

  const clientUpload = (name: string, fields: Record<string, string>, language = 'es') => {
    let req = request(t.http)
      .post(`/app/v1/clients/${clientId}/documents`)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Accept-Language', language);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', f.pdf(name), name);
  };
  const quotationUpload = (name: string, fields: Record<string, string>) => {
    let req = request(t.http)
      .post('/app/v1/quotations/Q-TYPES-1/documents')
      .set('Authorization', `Bearer ${comercialToken}`);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', f.pdf(name), name);
  };
  const stagedUpload = (name: string, fields: Record<string, string>) => {
    let req = request(t.http).post('/app/v1/documents').set('Authorization', `Bearer ${comercialToken}`);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', f.pdf(name), name);
  };

  /** A refused write: its status and code, and no row written anywhere. */
  async function refusedUnchanged(write: () => Promise<request.Response>, status: number, code: string) {
    const before = await Promise.all([
      countRows(t.db.url, 'documents'),
      countRows(t.db.url, 'quotation_notes'),
      countRows(t.db.url, 'quotation_events'),
    ]);
    const res = await write();
    expect({ status: res.status, code: errorCode(res) }).toEqual({ status, code });
    expect(
      await Promise.all([
        countRows(t.db.url, 'documents'),
        countRows(t.db.url, 'quotation_notes'),
        countRows(t.db.url, 'quotation_events'),
      ]),
    ).toEqual(before);
    return res;
  }

  describe.each([
    ['client documents', clientUpload],
    ['quotation documents', quotationUpload],
    ['staged request-form documents', stagedUpload],
  ] as const)('%s', (_label, upload) => {
    it('are stored with an active document type, shown with its code and name', async () => {
      const res = await upload('factura.pdf', { documentTypeId: docType.INV });
      expect(res.status).toBe(201);
      expect((res.body as DocumentInfo).documentType).toEqual({
        id: docType.INV,
        code: 'INV',
        name: 'Factura comercial',
        active: true,
      });
      const [row] = await sql<{ document_type_id: string }>(
        t.db.url,
        'SELECT document_type_id FROM documents WHERE id = $1',
        [(res.body as DocumentInfo).id],
      );
      expect(row.document_type_id).toBe(docType.INV);
    });

    it('may have no type (an empty field is none)', async () => {
      for (const fields of [{}, { documentTypeId: '' }] as Record<string, string>[]) {
        const res = await upload('sin-tipo.pdf', fields);
        expect(res.status).toBe(201);
        expect((res.body as DocumentInfo).documentType).toBeNull();
      }
    });

    it('refuse an inactive type (409), an unknown one (400) and a malformed id (400), storing nothing', async () => {
      await refusedUnchanged(() => upload('a.pdf', { documentTypeId: docType.TLX }), 409, 'DOCUMENT_TYPE_INACTIVE');
      await refusedUnchanged(() => upload('a.pdf', { documentTypeId: UNKNOWN }), 400, 'DOCUMENT_TYPE_UNKNOWN');
      await refusedUnchanged(() => upload('a.pdf', { documentTypeId: 'INV' }), 400, 'VALIDATION_FAILED');
    });
  });

  it("a type's refusal answers in the caller's language", async () => {
    const messages = new Set<string>();
    for (const language of ['es', 'en', 'pt']) {
      const res = await clientUpload('a.pdf', { documentTypeId: docType.TLX }, language);
      expect(errorCode(res)).toBe('DOCUMENT_TYPE_INACTIVE');
      messages.add((res.body as ErrorBody).message);
    }
    expect(messages).toEqual(
      new Set([
        'El tipo de documento elegido está inactivo: elija uno activo.',
        'The chosen document type is inactive: choose an active one.',
        'O tipo de documento escolhido está inativo: escolha um ativo.',
      ]),
    );
  });

  it('a document keeps its type after the type is inactivated, and lists show it as inactive', async () => {
    const type = (await admin.post('/app/v1/document-types', { code: 'TMP1', name: 'Temporal' }))
      .body as RecordTypeItem;
    const clientDoc = (await clientUpload('temporal.pdf', { documentTypeId: type.id })).body as DocumentInfo;
    const quotationDoc = (await quotationUpload('temporal.pdf', { documentTypeId: type.id })).body as DocumentInfo;
    expect((await admin.post(`/app/v1/document-types/${type.id}/inactivate`)).status).toBe(200);

    const clientDocs = (await admin.get(`/app/v1/clients/${clientId}/documents`)).body as DocumentInfo[];
    expect(clientDocs.find((d) => d.id === clientDoc.id)?.documentType).toEqual({
      id: type.id,
      code: 'TMP1',
      name: 'Temporal',
      active: false,
    });
    const quotationDocs = (await comercial.get('/app/v1/quotations/Q-TYPES-1/documents')).body as DocumentInfo[];
    expect(quotationDocs.find((d) => d.id === quotationDoc.id)?.documentType).toMatchObject({
      code: 'TMP1',
      active: false,
    });
    // No longer offered to new uploads.
    await refusedUnchanged(() => clientUpload('b.pdf', { documentTypeId: type.id }), 409, 'DOCUMENT_TYPE_INACTIVE');
  });

  describe('notes', () => {
    const notesPath = '/app/v1/quotations/Q-TYPES-1/notes';

    it('are added with an active note type and listed with it; a note may have none', async () => {
      const res = await comercial.post(notesPath, { text: 'Aduana pidió el certificado', noteTypeId: noteType.CUS });
      expect(res.status).toBe(201);
      expect((res.body as QuotationNote).noteType).toEqual({
        id: noteType.CUS,
        code: 'CUS',
        name: 'Aduana',
        active: true,
      });
      const plain = await comercial.post(notesPath, { text: 'Sin tipo' });
      expect((plain.body as QuotationNote).noteType).toBeNull();
      // Other tests of this file add notes to the same quotation (any order): read back this test's two.
      const ids = new Set([(res.body as QuotationNote).id, (plain.body as QuotationNote).id]);
      const list = ((await comercial.get(notesPath)).body as QuotationNote[]).filter((n) => ids.has(n.id));
      expect(list.map((n) => [n.text, n.noteType?.code ?? null])).toEqual([
        ['Sin tipo', null],
        ['Aduana pidió el certificado', 'CUS'],
      ]);
    });

    it('refuse an inactive type (409), an unknown one (400) and a malformed id (400), adding nothing', async () => {
      await refusedUnchanged(
        () => comercial.post(notesPath, { text: 'x', noteTypeId: noteType.OLD }),
        409,
        'NOTE_TYPE_INACTIVE',
      );
      await refusedUnchanged(
        () => comercial.post(notesPath, { text: 'x', noteTypeId: UNKNOWN }),
        400,
        'NOTE_TYPE_UNKNOWN',
      );
      await refusedUnchanged(
        () => comercial.post(notesPath, { text: 'x', noteTypeId: 'GEN' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('a note keeps its type after the type is inactivated, shown as inactive', async () => {
      const type = (await admin.post('/app/v1/note-types', { code: 'TM2', name: 'Temporal' })).body as RecordTypeItem;
      const note = (await comercial.post(notesPath, { text: 'Con tipo temporal', noteTypeId: type.id }))
        .body as QuotationNote;
      await admin.post(`/app/v1/note-types/${type.id}/inactivate`);
      const list = (await comercial.get(notesPath)).body as QuotationNote[];
      expect(list.find((n) => n.id === note.id)?.noteType).toEqual({
        id: type.id,
        code: 'TM2',
        name: 'Temporal',
        active: false,
      });
    });
  });
});
