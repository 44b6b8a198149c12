import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { DocumentInfo } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import * as f from '../documents/fixtures.js';
import { binary, type ErrorResponse } from '../documents/http.js';
import { demoClientId } from '../quotations/builders.js';

describe("an operation's documents (/operations/v1/operations/:reference/documents)", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let clientId: string;
  const base = '/operations/v1/operations';
  const auth = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });

  async function operation(): Promise<{ id: string; reference: string }> {
    const res = await request(t.http).post(base).set(auth('operativo')).send({ clientId, transportMode: 'SEA' });
    expect(res.status).toBe(201);
    return res.body as { id: string; reference: string };
  }
  const upload = (reference: string, bytes: Buffer, name: string, who = 'operativo') =>
    request(t.http).post(`${base}/${reference}/documents`).set(auth(who)).attach('file', bytes, name);
  const list = (reference: string, who = 'operativo') =>
    request(t.http).get(`${base}/${reference}/documents`).set(auth(who));
  const download = (reference: string, id: string, who = 'operativo') =>
    request(t.http).get(`${base}/${reference}/documents/${id}/content`).set(auth(who)).buffer(true).parse(binary);
  const documentCount = async (operationId: string) =>
    (
      await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int AS n FROM documents WHERE operation_id = $1', [
        operationId,
      ])
    )[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['operativo', 'comercial', 'pricing', 'invitado']) tokens[u] = await loginAs(t.http, u);
    clientId = await demoClientId(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('uploads, lists and downloads the same bytes through the operation', async () => {
    const op = await operation();
    const bytes = f.pdf('operation');
    const res = await upload(op.reference, bytes, 'bl draft.pdf');
    expect(res.status).toBe(201);
    const info = res.body as DocumentInfo;
    expect(info).toMatchObject({ name: 'bl draft.pdf', mimeType: 'application/pdf', createdBy: { code: 'OPE' } });
    const listed = await list(op.reference);
    expect(listed.status).toBe(200);
    expect((listed.body as DocumentInfo[]).map((d) => d.id)).toEqual([info.id]);
    const file = await download(op.reference, info.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(Buffer.compare(file.body as Buffer, bytes)).toBe(0);
    const [row] = await sql(t.db.url, 'SELECT operation_id, quotation_id FROM documents WHERE id = $1', [info.id]);
    expect(row).toEqual({ operation_id: op.id, quotation_id: null });
  });

  it("serves a document only through its own operation, never as someone's staged file", async () => {
    const [a, b] = [await operation(), await operation()];
    const info = (await upload(a.reference, f.png(), 'foto.png')).body as DocumentInfo;
    expect((await download(b.reference, info.id)).status).toBe(404);
    // The staged-file route does not hand an operation's file to its uploader either (given that route's permission).
    await sql(
      t.db.url,
      `INSERT INTO user_permissions (user_id, permission) SELECT id, 'CREATE_QUOTATION' FROM users WHERE username = 'operativo' ON CONFLICT DO NOTHING`,
    );
    const quoting = await loginAs(t.http, 'operativo');
    const staged = await request(t.http)
      .get(`/app/v1/documents/${info.id}/content`)
      .set({ Authorization: `Bearer ${quoting}` });
    expect(staged.status).toBe(404);
    expect((await list(b.reference)).body).toEqual([]);
  });

  it('refuses a bad file with its code and stores nothing', async () => {
    const op = await operation();
    const res = await upload(op.reference, Buffer.from('MZ\x90\x00 not allowed', 'latin1'), 'tool.exe');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((res.body as ErrorResponse).code).toBeTruthy();
    expect(await documentCount(op.id)).toBe(0);
  });

  it('a closed or canceled operation takes no new document (409) and keeps its files downloadable', async () => {
    for (const status of ['CLOSED', 'CANCELED']) {
      const op = await operation();
      const info = (await upload(op.reference, f.pdf(status), 'antes.pdf')).body as DocumentInfo;
      expect(
        (await request(t.http).post(`${base}/${op.reference}/status`).set(auth('operativo')).send({ status })).status,
      ).toBe(200);
      const res = await upload(op.reference, f.pdf('after'), 'despues.pdf');
      expect(res.status).toBe(409);
      expect((res.body as ErrorResponse).code).toBe('OPERATION_READ_ONLY');
      expect(await documentCount(op.id)).toBe(1);
      expect((await download(op.reference, info.id)).status).toBe(200);
    }
  });

  it('refuses users without OPERATIVE with 403 and stores nothing', async () => {
    const op = await operation();
    const info = (await upload(op.reference, f.pdf('mine'), 'mine.pdf')).body as DocumentInfo;
    for (const who of ['comercial', 'pricing', 'invitado']) {
      expect((await list(op.reference, who)).status).toBe(403);
      expect((await upload(op.reference, f.pdf(who), `${who}.pdf`, who)).status).toBe(403);
      expect((await download(op.reference, info.id, who)).status).toBe(403);
    }
    expect(await documentCount(op.id)).toBe(1);
  });
});
