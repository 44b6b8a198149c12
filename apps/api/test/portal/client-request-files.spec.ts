import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  PORTAL_DAILY_UNSENT_FILES,
  type ClientQuotationRequestResult,
  type DocumentInfo,
  type PortalUploadedFile,
} from '@freight/shared';
import { loginAs } from '../support/app.js';
import { sql } from '../support/sql.js';
import { INSTANT_LANE, MANUAL_LANE, portalApp } from './portal-app.js';
import { forbiddenKeys } from './portal-leaks.js';

const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Issue 43: files a client attaches to its portal request. */
describe('client portal: files attached to a request', () => {
  const { w, get, post } = portalApp({ portalInstantWaitMs: 15_000 });
  const upload = (who: string, name = 'packing-list.pdf', fields: Record<string, string> = {}) => {
    let req = request(w.t.http).post('/app/v1/portal/documents').set('Authorization', `Bearer ${w.tokens[who]}`);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', tinyPdf, name);
  };
  const uploaded = async (who: string, name?: string, fields?: Record<string, string>) => {
    const res = await upload(who, name, fields);
    expect(res.status).toBe(201);
    return res.body as PortalUploadedFile;
  };
  const count = async (query: string, params: unknown[]) => (await sql<{ n: number }>(w.t.db.url, query, params))[0].n;
  const quotationsOf = (username: string) =>
    count(
      `SELECT count(*)::int AS n FROM quotations q JOIN users u ON u.client_id = q.client_id WHERE u.username = $1`,
      [username],
    );

  it('an uploaded file sent with the request is on the quotation: the client sees it, staff list it', async () => {
    const file = await uploaded('cliente', 'packing-list.pdf');
    expect(file).toMatchObject({ name: 'packing-list.pdf', mimeType: 'application/pdf', safetyDataSheet: false });
    expect(forbiddenKeys(file)).toEqual([]);
    const res = await post('cliente', '/quotation-requests', { ...INSTANT_LANE, attachments: [file.id] });
    expect(res.status).toBe(201);
    const body = res.body as ClientQuotationRequestResult;
    expect(body.state).toBe('PRICED');
    expect(body.quotation?.documents.map((d) => d.id)).toContain(file.id);
    const content = await get('cliente', `/quotations/${body.reference}/documents/${file.id}/content`);
    expect(content.status).toBe(200);

    const staff = await loginAs(w.t.http, 'comercial');
    const docs = await request(w.t.http)
      .get(`/app/v1/quotations/${body.reference}/documents`)
      .set('Authorization', `Bearer ${staff}`);
    expect(docs.status).toBe(200);
    expect((docs.body as DocumentInfo[]).find((d) => d.id === file.id)).toMatchObject({
      name: 'packing-list.pdf',
      clientVisible: true,
    });
    // Claimed once: the same file cannot go with a second request.
    const again = await post('cliente', '/quotation-requests', { ...MANUAL_LANE, attachments: [file.id] });
    expect(again.status).toBe(404);
  });

  it('dangerous goods need a safety data sheet: a file uploaded as one satisfies the rule', async () => {
    const dg = { ...MANUAL_LANE, commodityType: 'DG' };
    const without = await post('cliente', '/quotation-requests', dg);
    expect(without.status).toBe(400);
    expect(JSON.stringify(without.body)).toMatch(/safetyDataSheetRequired/);
    const sheet = await uploaded('cliente', 'msds.pdf', { safetyDataSheet: 'true' });
    expect(sheet.safetyDataSheet).toBe(true);
    const res = await post('cliente', '/quotation-requests', { ...dg, attachments: [sheet.id] });
    expect(res.status).toBe(201);
  });

  it("another client's file id is refused with a 404 and nothing is created", async () => {
    const theirs = await uploaded('cliente2', 'theirs.pdf');
    const before = await quotationsOf('cliente');
    const res = await post('cliente', '/quotation-requests', { ...MANUAL_LANE, attachments: [theirs.id] });
    expect(res.status).toBe(404);
    expect((res.body as { code: string }).code).toBe('NOT_FOUND');
    expect(JSON.stringify(res.body)).not.toContain('theirs.pdf');
    expect(await quotationsOf('cliente')).toBe(before);
    expect(
      await count(`SELECT count(*)::int AS n FROM documents WHERE id = $1 AND quotation_id IS NULL`, [theirs.id]),
    ).toBe(1);
  });

  it(`the ${PORTAL_DAILY_UNSENT_FILES + 1}st unsent upload of the day answers 429 CLIENT_FILES_LIMIT_REACHED`, async () => {
    const unsent = () =>
      count(
        `SELECT count(*)::int AS n FROM documents d JOIN users u ON u.id = d.created_by
         WHERE u.username = 'cliente2' AND d.quotation_id IS NULL AND d.client_id IS NULL AND d.operation_id IS NULL`,
        [],
      );
    const before = await unsent();
    try {
      for (let n = before; n < PORTAL_DAILY_UNSENT_FILES; n++) await uploaded('cliente2', `limit-${n}.pdf`);
      const res = await upload('cliente2').set('Accept-Language', 'en');
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'CLIENT_FILES_LIMIT_REACHED', message: expect.stringMatching(/limit/) });
      expect(await unsent()).toBe(PORTAL_DAILY_UNSENT_FILES);
    } finally {
      // The day's allowance back as it was: npm test shuffles this file's tests, and one run after this
      // one uploads as cliente2 (it met the limit and got 429).
      await sql(
        w.t.db.url,
        `DELETE FROM documents d USING users u WHERE u.id = d.created_by AND u.username = 'cliente2'
         AND d.name LIKE 'limit-%.pdf' AND d.quotation_id IS NULL`,
      );
    }
  });

  it('self-quoting off refuses the upload and stores nothing', async () => {
    const admin = await loginAs(w.t.http, 'admin');
    const [{ id }] = await sql<{ id: string }>(
      w.t.db.url,
      `SELECT client_id AS id FROM users WHERE username = 'cliente'`,
    );
    const settings = (selfQuoting: boolean) =>
      request(w.t.http)
        .put(`/app/v1/clients/${id}/portal-settings`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ selfQuoting, instantPrices: true, dailyRequestLimit: 20, opensOperation: true });
    const stored = () => count(`SELECT count(*)::int AS n FROM documents WHERE name = 'refused.pdf'`, []);
    try {
      expect((await settings(false)).status).toBe(200);
      const res = await upload('cliente', 'refused.pdf');
      expect(res.status).toBe(403);
      expect((res.body as { code: string }).code).toBe('CLIENT_REQUESTS_DISABLED');
      expect(await stored()).toBe(0);
    } finally {
      expect((await settings(true)).status).toBe(200);
    }
  });
});
