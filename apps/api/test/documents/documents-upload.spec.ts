import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { MAX_UPLOAD_BYTES, type DocumentInfo } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import * as f from './fixtures.js';
import { binary, type ErrorResponse } from './http.js';
import { countRows, userId } from './quotation-rows.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('staging uploads (POST /app/v1/documents) and downloads', () => {
  let t: TestApp;
  let comercial: string;
  let gerente: string;
  let pricing: string;

  beforeAll(async () => {
    t = await startTestApp();
    [comercial, gerente, pricing] = await Promise.all(
      ['comercial', 'gerente', 'pricing'].map((u) => loginAs(t.http, u)),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const stage = (bytes: Buffer, filename: string, token = comercial, fields: Record<string, string> = {}) => {
    let req = request(t.http).post('/app/v1/documents').set('Authorization', `Bearer ${token}`);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', bytes, { filename, contentType: 'application/octet-stream' });
  };
  const download = (id: string, token = comercial) =>
    request(t.http)
      .get(`/app/v1/documents/${id}/content`)
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse(binary);

  /** Runs a refused upload and checks it changed nothing. */
  async function refused(bytes: Buffer, filename: string, status: number, code: string) {
    const before = await countRows(t.db.url, 'documents');
    const res = await stage(bytes, filename);
    expect({ status: res.status, code: (res.body as ErrorResponse).code }).toEqual({ status, code });
    expect(await countRows(t.db.url, 'documents')).toBe(before);
    return res.body as ErrorResponse;
  }

  it('a valid PDF round-trips byte for byte, downloaded as an attachment with its MIME type', async () => {
    const pdf = Buffer.concat([f.pdf(), randomBytes(3 * 1024 * 1024)]);
    const res = await stage(pdf, 'Cotización #1.pdf');
    expect(res.status).toBe(201);
    const info = res.body as DocumentInfo;
    expect(info).toMatchObject({
      name: 'Cotización 1.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
      safetyDataSheet: false,
      clientVisible: false,
      createdBy: { code: 'COM', name: 'Carlos Comercial' },
    });
    const [row] = await sql(t.db.url, 'SELECT quotation_id, created_by, sha256 FROM documents WHERE id = $1', [
      info.id,
    ]);
    expect(row).toEqual({ quotation_id: null, created_by: await userId(t.db.url, 'comercial'), sha256: sha256(pdf) });

    const got = await download(info.id);
    expect(got.status).toBe(200);
    expect(sha256(got.body as Buffer)).toBe(sha256(pdf));
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-length']).toBe(String(pdf.length));
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Cotizacion 1.pdf"; filename*=UTF-8''Cotizaci%C3%B3n%201.pdf`,
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a small file (held in a shared buffer by multer) also round-trips exactly', async () => {
    const png = f.png();
    const info = (await stage(png, 'tiny.png')).body as DocumentInfo;
    const got = await download(info.id);
    expect(Buffer.compare(got.body as Buffer, png)).toBe(0);
    expect(got.headers['content-type']).toBe('image/png');
  });

  it('records the safety data sheet flag sent as a form field', async () => {
    const res = await stage(f.pdf(), 'sds.pdf', comercial, { safetyDataSheet: 'true' });
    expect(res.status).toBe(201);
    expect((res.body as DocumentInfo).safetyDataSheet).toBe(true);
    const bad = await stage(f.pdf(), 'sds.pdf', comercial, { safetyDataSheet: 'maybe' });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorResponse).code).toBe('VALIDATION_FAILED');
  });

  it('accepts each allowed kind by content', async () => {
    const files: [Buffer, string, string][] = [
      [f.ooxml('docx'), 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [f.cfb(['Workbook']), 'sheet.xls', 'application/vnd.ms-excel'],
      [f.eml(), 'booking.eml', 'message/rfc822'],
      [f.heic(), 'photo.HEIC', 'image/heic'],
    ];
    for (const [bytes, name, mimeType] of files) {
      const res = await stage(bytes, name);
      expect({ name, status: res.status, mimeType: (res.body as DocumentInfo).mimeType }).toEqual({
        name,
        status: 201,
        mimeType,
      });
    }
  });

  it('an SVG with a script is accepted as SVG but only ever downloaded as an attachment', async () => {
    const res = await stage(f.svg('<script>alert(document.cookie)</script>'), 'logo.svg');
    expect(res.status).toBe(201);
    const got = await download((res.body as DocumentInfo).id);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/svg+xml');
    expect(got.headers['content-disposition']).toMatch(/^attachment; /);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toContain('sandbox');
  });

  it('a path in the file name is never saved: only the sanitised last segment', async () => {
    const res = await stage(f.pdf(), '../../etc/passwd.pdf');
    expect(res.status).toBe(201);
    const [row] = await sql<{ name: string }>(t.db.url, 'SELECT name FROM documents WHERE id = $1', [
      (res.body as DocumentInfo).id,
    ]);
    expect(row.name).toBe('passwd.pdf');
  });

  it('a clashing name renamed "name (1).ext" is saved with its counter in brackets; other brackets go', async () => {
    for (const [sent, saved] of [
      ['constancia (1).pdf', 'constancia (1).pdf'],
      ['constancia (2).pdf', 'constancia (2).pdf'],
      ['borrador (final) <v2>.pdf', 'borrador final v2.pdf'],
    ]) {
      const res = await stage(f.pdf(), sent);
      expect(res.status).toBe(201);
      expect((res.body as DocumentInfo).name).toBe(saved);
      const [row] = await sql<{ name: string }>(t.db.url, 'SELECT name FROM documents WHERE id = $1', [
        (res.body as DocumentInfo).id,
      ]);
      expect(row.name).toBe(saved);
      if (sent === 'constancia (1).pdf')
        expect((await download((res.body as DocumentInfo).id)).headers['content-disposition']).toBe(
          `attachment; filename="constancia (1).pdf"; filename*=UTF-8''constancia%20%281%29.pdf`,
        );
    }
  });

  it('refuses a file of 20 MB + 1 byte with FILE_TOO_LARGE (413), and a much larger one the same way', async () => {
    const body = await refused(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20), 'big.pdf', 413, 'FILE_TOO_LARGE');
    expect(body.details).toEqual({ maxBytes: MAX_UPLOAD_BYTES });
    await refused(Buffer.alloc(MAX_UPLOAD_BYTES + 5 * 1024 * 1024, 0x20), 'huge.pdf', 413, 'FILE_TOO_LARGE');
  });

  it('refuses disallowed types by extension: a .zip, a .exe', async () => {
    expect((await refused(f.zip({ 'a.txt': 'a' }), 'archive.zip', 415, 'FILE_TYPE_NOT_ALLOWED')).details).toMatchObject(
      { reason: 'EXTENSION_NOT_ALLOWED' },
    );
    await refused(f.pe(), 'setup.exe', 415, 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses an executable renamed report.pdf, by its content', async () => {
    expect((await refused(f.elf(), 'report.pdf', 415, 'FILE_TYPE_NOT_ALLOWED')).details).toEqual({
      reason: 'CONTENT_NOT_ALLOWED',
      extension: 'pdf',
      detected: null,
    });
    await refused(f.pe(), 'report.pdf', 415, 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses an allowed type under the wrong extension, an empty file and a name with nothing usable', async () => {
    expect((await refused(f.png(), 'photo.pdf', 415, 'FILE_TYPE_NOT_ALLOWED')).details).toMatchObject({
      reason: 'EXTENSION_MISMATCH',
      detected: 'png',
    });
    await refused(Buffer.alloc(0), 'empty.pdf', 400, 'FILE_EMPTY');
    await refused(f.pdf(), '???', 400, 'FILE_NAME_INVALID');
  });

  it('answers a missing file and a broken multipart body with 400, never 500', async () => {
    const none = await request(t.http)
      .post('/app/v1/documents')
      .set('Authorization', `Bearer ${comercial}`)
      .field('safetyDataSheet', 'false');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'file', rules: ['isDefined'] }] },
    });
    const wrongField = await request(t.http)
      .post('/app/v1/documents')
      .set('Authorization', `Bearer ${comercial}`)
      .attach('upload', f.pdf(), 'a.pdf');
    expect(wrongField.status).toBe(400);
    const broken = await request(t.http)
      .post('/app/v1/documents')
      .set('Authorization', `Bearer ${comercial}`)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 truncated');
    expect(broken.status).toBe(400);
    expect((broken.body as ErrorResponse).code).toBe('MALFORMED_REQUEST');
  });

  it('is refused to users without an upload permission, before the body is read', async () => {
    const operativo = await loginAs(t.http, 'operativo');
    const res = await stage(f.pdf(), 'a.pdf', operativo);
    expect(res.status).toBe(403);
    expect((await request(t.http).post('/app/v1/documents').attach('file', f.pdf(), 'a.pdf')).status).toBe(401);
  });

  it('a staged document is downloadable by its uploader only', async () => {
    const info = (await stage(f.pdf(), 'mine.pdf')).body as DocumentInfo;
    expect((await download(info.id, comercial)).status).toBe(200);
    for (const token of [gerente, pricing]) {
      const res = await download(info.id, token);
      expect(res.status).toBe(404);
    }
    expect((await download('not-a-uuid')).status).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
