import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AuditEventItem, Page, PortalUploadedFile } from '@freight/shared';
import { loginAs } from '../support/app.js';
import { sql } from '../support/sql.js';
import { portalApp } from './portal-app.js';

const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Issue 43: a client's portal actions are in the audit trail administrators read, each with the client as actor. */
describe('client portal: the audit trail of a client', () => {
  const { w, post, state } = portalApp();
  const users: Record<string, string> = {};
  let admin: string;

  beforeAll(async () => {
    admin = await loginAs(w.t.http, 'administrativo');
    for (const r of await sql<{ id: string; username: string }>(
      w.t.db.url,
      `SELECT id, username FROM users WHERE username IN ('cliente', 'cliente2')`,
    ))
      users[r.username] = r.id;
  });

  /** The trail as the administrator's screen reads it (GET /app/v1/audit). */
  const trail = async (query: Record<string, string>): Promise<AuditEventItem[]> => {
    const res = await request(w.t.http)
      .get('/app/v1/audit')
      .query({ limit: 100, ...query })
      .set('Authorization', `Bearer ${admin}`);
    expect(res.status).toBe(200);
    return (res.body as Page<AuditEventItem>).items;
  };
  /** The rows of a record written by `action` (those that were not there before it). */
  const writtenBy = async (query: Record<string, string>, action: () => Promise<unknown>) => {
    const before = new Set((await trail(query)).map((e) => e.id));
    await action();
    return (await trail(query)).filter((e) => !before.has(e.id));
  };
  const row = (e: AuditEventItem) => ({
    actorId: e.actorId,
    entityType: e.entityType,
    entityId: e.entityId,
    action: e.action,
    before: e.before,
    after: e.after,
  });

  it('accepting a sent quotation writes one status row SENT -> APPROVED by the client', async () => {
    const q = w.a['PORTAL-A-2'];
    const rows = await writtenBy({ entityType: 'quotation', entityId: q.id }, async () => {
      expect((await post('cliente', `/quotations/${q.reference}/accept`)).status).toBe(200);
    });
    expect(rows.map(row)).toEqual([
      {
        actorId: users.cliente,
        entityType: 'quotation',
        entityId: q.id,
        action: 'status',
        before: { status: 'SENT' },
        after: { status: 'APPROVED' },
      },
    ]);
  });

  it('declining writes one status row SENT -> NOT_APPROVED with the reason, by the client', async () => {
    const q = w.a['PORTAL-A-3'];
    const rows = await writtenBy({ entityType: 'quotation', entityId: q.id }, async () => {
      const res = await post('cliente', `/quotations/${q.reference}/decline`, { reason: 'PRICE', comment: 'Muy caro' });
      expect(res.status).toBe(200);
    });
    expect(rows.map(row)).toEqual([
      {
        actorId: users.cliente,
        entityType: 'quotation',
        entityId: q.id,
        action: 'status',
        before: { status: 'SENT', not_approved_reason: null },
        after: { status: 'NOT_APPROVED', not_approved_reason: 'PRICE' },
      },
    ]);
  });

  it('asking again for an expired quotation writes one requote row; the refused second request writes none', async () => {
    const q = w.a['PORTAL-A-5'];
    const rows = await writtenBy({ entityType: 'quotation', entityId: q.id }, async () => {
      expect((await post('cliente', `/quotations/${q.reference}/requote`)).status).toBe(200);
      expect((await post('cliente', `/quotations/${q.reference}/requote`)).status).toBe(409);
    });
    expect(rows.map(row)).toEqual([
      {
        actorId: users.cliente,
        entityType: 'quotation',
        entityId: q.id,
        action: 'requote',
        before: null,
        after: { reference: q.reference, status: 'SENT' },
      },
    ]);
    expect(rows[0].actorName).toBe('cliente');
  });

  it('uploading a file writes one document row with its name, type and size, never its contents', async () => {
    let file: PortalUploadedFile | undefined;
    const rows = await writtenBy({ entityType: 'document', userId: users.cliente }, async () => {
      const res = await request(w.t.http)
        .post('/app/v1/portal/documents')
        .set('Authorization', `Bearer ${w.tokens.cliente}`)
        .attach('file', tinyPdf, 'factura-comercial.pdf');
      expect(res.status).toBe(201);
      file = res.body as PortalUploadedFile;
    });
    expect(rows.map(row)).toEqual([
      {
        actorId: users.cliente,
        entityType: 'document',
        entityId: file!.id,
        action: 'insert',
        before: null,
        after: {
          name: 'factura-comercial.pdf',
          mimeType: 'application/pdf',
          sizeBytes: tinyPdf.length,
          safetyDataSheet: false,
        },
      },
    ]);
    expect(rows[0].actorName).toBe('cliente');
  });

  it("accepting another client's quotation is 404 and writes no audit row", async () => {
    const q = w.a['PORTAL-A-1'];
    const before = await state(q.id);
    const byQuotation = await writtenBy({ entityId: q.id }, async () => {
      const byActor = await writtenBy({ userId: users.cliente2 }, async () => {
        expect((await post('cliente2', `/quotations/${q.reference}/accept`)).status).toBe(404);
        expect((await post('cliente2', `/quotations/${q.reference}/decline`, { reason: 'PRICE' })).status).toBe(404);
      });
      expect(byActor).toEqual([]);
    });
    expect(byQuotation).toEqual([]);
    expect(await state(q.id)).toEqual(before);
  });
});
