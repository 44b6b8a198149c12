import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { PortalQuotationDetail, PortalQuotationSummary } from '@freight/shared';
import { sql } from '../support/sql.js';
import { binary } from '../support/binary.js';
import { portalApp } from './portal-app.js';
import { forbiddenKeys } from './portal-leaks.js';

/** What a client's user reads in the portal, and what no one else may. */
describe('client portal: lists, detail, files and who may read them', () => {
  const { w, get, post } = portalApp();

  it("lists only the user's own client's quotations once sent, newest first, with keyset pages", async () => {
    const clientA = await sql<{ reference: string }>(
      w.t.db.url,
      `SELECT q.reference FROM quotations q JOIN users u ON u.client_id = q.client_id
       WHERE u.username = 'cliente' AND q.status IN ('SENT', 'APPROVED', 'NOT_APPROVED') ORDER BY q.created_at DESC, q.id DESC`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get('cliente', `/quotations?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = res.body as { items: PortalQuotationSummary[]; nextCursor: string | null };
      seen.push(...page.items.map((q) => q.reference));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(clientA.map((r) => r.reference));
    expect(seen).toEqual(expect.arrayContaining(Object.values(w.a).map((q) => q.reference)));
    const b = await get('cliente2', '/quotations?limit=100');
    const refsB = (b.body as { items: PortalQuotationSummary[] }).items.map((q) => q.reference);
    expect(refsB.length).toBeGreaterThanOrEqual(6);
    expect(refsB.filter((r) => seen.includes(r))).toEqual([]);
  });

  it('filters by reference, origins, destinations, services, incoterms and status', async () => {
    const refs = async (query: string) =>
      ((await get('cliente', `/quotations?limit=100&${query}`)).body as { items: PortalQuotationSummary[] }).items.map(
        (q) => q.reference,
      );
    expect(await refs('services=SEA_FCL')).toEqual([w.a['PORTAL-A-3'].reference]);
    expect(await refs('services=SEA_FCL,ROAD_FTL')).toEqual([w.a['PORTAL-A-4'].reference, w.a['PORTAL-A-3'].reference]);
    const lane = await refs('origins=esvlc&destinations=UYMVD');
    expect(lane).toContain(w.a['PORTAL-A-3'].reference);
    expect(lane).not.toContain(w.a['PORTAL-A-1'].reference);
    expect(await refs('incoterms=DAP')).toContain(w.a['PORTAL-A-4'].reference);
    expect(await refs(`reference=${w.a['PORTAL-A-2'].reference.toLowerCase()}`)).toEqual([w.a['PORTAL-A-2'].reference]);
    // Other tests of this file accept quotations (any order): every answer is APPROVED, the seeded one among them.
    const approved = (
      (await get('cliente', '/quotations?limit=100&status=APPROVED')).body as { items: PortalQuotationSummary[] }
    ).items;
    expect(approved.map((q) => q.reference)).toContain(w.a['PORTAL-A-6'].reference);
    expect(new Set(approved.map((q) => q.status))).toEqual(new Set(['APPROVED']));
    expect((await get('cliente', '/quotations?status=PENDING')).status).toBe(400);
  });

  it('shows the detail: lane, cargo, validity, client-visible lines with totals and tax, client notes and documents', async () => {
    const res = await get('cliente', `/quotations/${w.a['PORTAL-A-1'].reference}`).set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    const d = res.body as PortalQuotationDetail;
    expect(d).toMatchObject({
      status: 'SENT',
      service: 'SEA_LCL',
      originCode: 'CNSHA',
      destinationCode: 'UYMVD',
      incoterm: 'FOB',
      expired: false,
      cancelled: false,
      canAccept: true,
      canDecline: true,
      canRequestRequote: false,
    });
    expect(d.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.lines.map((l) => l.concept)).toEqual(['OFT', 'DOC']);
    expect(d.lines[0]).toMatchObject({
      description: 'Ocean freight',
      currency: 'USD',
      amount: 1667.5,
      tax: 0,
      total: 1667.5,
    });
    expect(d.lines[1]).toMatchObject({ amount: 80, tax: 17.6, total: 97.6 });
    expect(d.totals).toEqual([{ currency: 'USD', amount: 1747.5, tax: 17.6, total: 1765.1 }]);
    expect(d.notes.map((n) => n.text)).toContain('Tarifa sujeta a disponibilidad de espacio al momento de la reserva.');
    expect(d.documents.map((x) => x.name)).toEqual(['condiciones-generales.pdf']);
    expect(d.conditions.carriers).toEqual(['MSC']);
    const body = JSON.stringify(d);
    for (const secret of ['Nota interna', 'costos-agente-interno', 'HDL', 'Interno: negociar', 'Pablo Pricing'])
      expect(body).not.toContain(secret);
  });

  it('no portal response carries a cost, margin, agent, provider, pricing or internal field', async () => {
    const responses: unknown[] = [];
    const push = async (path: string) => {
      const res = await get('cliente', path);
      expect(res.status).toBe(200);
      responses.push(res.body);
    };
    await push('/client');
    await push('/quotations?limit=100');
    await push(
      '/quotations?limit=1&services=SEA_LCL&origins=CNSHA&destinations=UYMVD&incoterms=FOB&status=SENT,APPROVED&reference=ZON',
    );
    const list = (await get('cliente', '/quotations?limit=100')).body as { items: PortalQuotationSummary[] };
    for (const q of list.items) await push(`/quotations/${q.reference}`);
    expect(responses.length).toBeGreaterThan(8);
    expect(responses.flatMap((r) => forbiddenKeys(r))).toEqual([]);
    // The checker itself finds such keys.
    expect(forbiddenKeys({ lines: [{ costAmount: 1, nested: { marginValue: 2 } }] })).toEqual([
      '$.lines[0].costAmount',
      '$.lines[0].nested.marginValue',
    ]);
  });

  it('lists the colleagues at the same client, read-only', async () => {
    const res = await get('cliente', '/client');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Frigorífico del Plata',
      colleagues: expect.arrayContaining([expect.objectContaining({ email: 'cliente@freight.local' })]),
    });
    expect(JSON.stringify(res.body)).not.toContain('cliente2@freight.local');
  });

  it('a portal user changes their own language (the profile the portal applies at sign-in)', async () => {
    const settings = () =>
      request(w.t.http).patch('/auth/v1/me/settings').set('Authorization', `Bearer ${w.tokens.cliente2}`);
    try {
      const res = await settings().send({ language: 'pt' });
      expect(res.status).toBe(200);
      const [row] = await sql(w.t.db.url, `SELECT language FROM users WHERE username = 'cliente2'`);
      expect(row).toEqual({ language: 'pt' });
      const me = await request(w.t.http).get('/auth/v1/me').set('Authorization', `Bearer ${w.tokens.cliente2}`);
      expect(me.body).toMatchObject({ language: 'pt' });
      // The portal itself keeps answering the same user.
      expect((await get('cliente2', '/quotations')).status).toBe(200);
    } finally {
      await settings().send({ language: 'es' });
    }
  });

  it('downloads the PDF and a client-visible document; an internal document is 404', async () => {
    const q = w.a['PORTAL-A-1'];
    const pdf = await get('cliente', `/quotations/${q.reference}/pdf`).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await get('cliente', `/quotations/${q.reference}/documents/${q.documentId}/content`)
      .buffer(true)
      .parse(binary);
    expect(doc.status).toBe(200);
    expect((doc.body as Buffer).toString()).toContain('Condiciones generales');
    const [internal] = await sql<{ id: string }>(
      w.t.db.url,
      `SELECT id FROM documents WHERE quotation_id = $1 AND NOT client_visible`,
      [q.id],
    );
    expect((await get('cliente', `/quotations/${q.reference}/documents/${internal.id}/content`)).status).toBe(404);
    const [event] = await sql<{ n: string }>(
      w.t.db.url,
      `SELECT count(*) AS n FROM quotation_events WHERE quotation_id = $1 AND kind = 'PDF_DOWNLOADED'`,
      [q.id],
    );
    expect(Number(event.n)).toBe(1);
  });

  it("answers 404 to another client's user for each quotation by reference, id, PDF, document and answer", async () => {
    for (const q of Object.values(w.a)) {
      for (const path of [
        `/quotations/${q.reference}`,
        `/quotations/${q.id}`,
        `/quotations/${q.reference}/pdf`,
        `/quotations/${q.id}/pdf`,
        `/quotations/${q.reference}/documents/${q.documentId}/content`,
      ]) {
        const res = await get('cliente2', path);
        expect({ path, status: res.status, code: (res.body as { code?: string }).code }).toEqual({
          path,
          status: 404,
          code: 'NOT_FOUND',
        });
      }
      for (const [path, body] of [
        ['accept', {}],
        ['decline', { reason: 'PRICE' }],
        ['requote', {}],
      ] as const) {
        expect((await post('cliente2', `/quotations/${q.reference}/${path}`, body)).status).toBe(404);
      }
    }
    // The owner reaches the same quotation by its id.
    expect((await get('cliente', `/quotations/${w.a['PORTAL-A-1'].id}`)).status).toBe(200);
  });

  it('refuses staff without the portal permission', async () => {
    expect((await get('comercial', '/quotations')).status).toBe(403);
  });
});
