import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { PortalQuotationDetail, PortalQuotationSummary } from '@freight/shared';
import { mailSettled } from '../mail/mail-settled.js';
import { waitFor } from '../mail/mail-test-module.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { binary } from '../support/binary.js';

/** Key names no portal response may carry, at any depth. */
const FORBIDDEN_KEY = /cost|margin|agent|provider|pricing|internal|hidden|visible|approval|publish/i;

function forbiddenKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenKeys(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(FORBIDDEN_KEY.test(k) ? [`${path}.${k}`] : []),
    ...forbiddenKeys(v, `${path}.${k}`),
  ]);
}

type Seeded = { id: string; reference: string; documentId: string };

describe('client portal', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const tokens: Record<string, string> = {};
  const a: Record<string, Seeded> = {};

  const get = (who: string, path: string) =>
    request(t.http).get(`/app/v1/portal${path}`).set('Authorization', `Bearer ${tokens[who]}`);
  const post = (who: string, path: string, body: object = {}) =>
    request(t.http).post(`/app/v1/portal${path}`).set('Authorization', `Bearer ${tokens[who]}`).send(body);
  const state = async (id: string) =>
    (
      await sql<{
        status: string;
        active: boolean;
        updated_at: Date;
        not_approved_reason: string | null;
        events: string;
      }>(
        t.db.url,
        `SELECT status, active, updated_at, not_approved_reason, (SELECT count(*) FROM quotation_events e WHERE e.quotation_id = q.id) AS events
         FROM quotations q WHERE id = $1`,
        [id],
      )
    )[0];

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: {
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        user: null,
        password: null,
        from: 'Freight <no-reply@freight.test>',
      },
    });
    for (const u of ['cliente', 'cliente2', 'comercial']) tokens[u] = await loginAs(t.http, u);
    const rows = await sql<{ id: string; reference: string; client_reference: string; document_id: string }>(
      t.db.url,
      `SELECT q.id, q.reference, q.client_reference,
              (SELECT d.id FROM documents d WHERE d.quotation_id = q.id AND d.client_visible ORDER BY d.created_at LIMIT 1) AS document_id
       FROM quotations q WHERE q.client_reference LIKE 'PORTAL-A-%'`,
    );
    for (const r of rows) a[r.client_reference] = { id: r.id, reference: r.reference, documentId: r.document_id };
    expect(Object.keys(a)).toHaveLength(6);
  });

  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it("lists only the user's own client's quotations once sent, newest first, with keyset pages", async () => {
    const clientA = await sql<{ reference: string }>(
      t.db.url,
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
    expect(seen).toEqual(expect.arrayContaining(Object.values(a).map((q) => q.reference)));
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
    expect(await refs('services=SEA_FCL')).toEqual([a['PORTAL-A-3'].reference]);
    expect(await refs('services=SEA_FCL,ROAD_FTL')).toEqual([a['PORTAL-A-4'].reference, a['PORTAL-A-3'].reference]);
    const lane = await refs('origins=esvlc&destinations=UYMVD');
    expect(lane).toContain(a['PORTAL-A-3'].reference);
    expect(lane).not.toContain(a['PORTAL-A-1'].reference);
    expect(await refs('incoterms=DAP')).toContain(a['PORTAL-A-4'].reference);
    expect(await refs(`reference=${a['PORTAL-A-2'].reference.toLowerCase()}`)).toEqual([a['PORTAL-A-2'].reference]);
    // Other tests of this file accept quotations (any order): every answer is APPROVED, the seeded one among them.
    const approved = (
      (await get('cliente', '/quotations?limit=100&status=APPROVED')).body as { items: PortalQuotationSummary[] }
    ).items;
    expect(approved.map((q) => q.reference)).toContain(a['PORTAL-A-6'].reference);
    expect(new Set(approved.map((q) => q.status))).toEqual(new Set(['APPROVED']));
    expect((await get('cliente', '/quotations?status=PENDING')).status).toBe(400);
  });

  it('shows the detail: lane, cargo, validity, client-visible lines with totals and tax, client notes and documents', async () => {
    const res = await get('cliente', `/quotations/${a['PORTAL-A-1'].reference}`).set('Accept-Language', 'en');
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
      request(t.http).patch('/auth/v1/me/settings').set('Authorization', `Bearer ${tokens.cliente2}`);
    try {
      const res = await settings().send({ language: 'pt' });
      expect(res.status).toBe(200);
      const [row] = await sql(t.db.url, `SELECT language FROM users WHERE username = 'cliente2'`);
      expect(row).toEqual({ language: 'pt' });
      const me = await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${tokens.cliente2}`);
      expect(me.body).toMatchObject({ language: 'pt' });
      // The portal itself keeps answering the same user.
      expect((await get('cliente2', '/quotations')).status).toBe(200);
    } finally {
      await settings().send({ language: 'es' });
    }
  });

  it('downloads the PDF and a client-visible document; an internal document is 404', async () => {
    const q = a['PORTAL-A-1'];
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
      t.db.url,
      `SELECT id FROM documents WHERE quotation_id = $1 AND NOT client_visible`,
      [q.id],
    );
    expect((await get('cliente', `/quotations/${q.reference}/documents/${internal.id}/content`)).status).toBe(404);
    const [event] = await sql<{ n: string }>(
      t.db.url,
      `SELECT count(*) AS n FROM quotation_events WHERE quotation_id = $1 AND kind = 'PDF_DOWNLOADED'`,
      [q.id],
    );
    expect(Number(event.n)).toBe(1);
  });

  it("answers 404 to another client's user for each quotation by reference, id, PDF, document and answer", async () => {
    for (const q of Object.values(a)) {
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
    expect((await get('cliente', `/quotations/${a['PORTAL-A-1'].id}`)).status).toBe(200);
  });

  it('refuses staff without the portal permission', async () => {
    expect((await get('comercial', '/quotations')).status).toBe(403);
  });

  it('accepting records who and when, writes the event, tells the commercial; a second accept is 409 and changes nothing', async () => {
    const q = a['PORTAL-A-2'];
    const res = await post('cliente', `/quotations/${q.reference}/accept`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'APPROVED' });
    const [event] = await sql<{ user_id: string; from_status: string; to_status: string }>(
      t.db.url,
      `SELECT e.user_id, e.from_status, e.to_status FROM quotation_events e WHERE e.quotation_id = $1 AND e.to_status = 'APPROVED'`,
      [q.id],
    );
    const [cliente] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'cliente'`);
    expect(event).toEqual({ user_id: cliente.id, from_status: 'SENT', to_status: 'APPROVED' });
    const detail = (await get('cliente', `/quotations/${q.reference}`)).body as PortalQuotationDetail;
    expect(detail.answer).toMatchObject({ status: 'APPROVED', by: 'Martín Rodríguez', reason: null });
    expect(detail.canAccept).toBe(false);

    await waitFor(
      async () =>
        (
          await sql(
            t.db.url,
            `SELECT 1 FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'comercial' AND n.key = $1`,
            [q.reference],
          )
        ).length === 1,
    );
    const [notification] = await sql<{ title: string }>(t.db.url, `SELECT title FROM notifications WHERE key = $1`, [
      q.reference,
    ]);
    expect(notification.title).toBe(`${q.reference}: aceptada por el cliente`);
    await mailSettled(t.app, sink);
    const mails = sink.mails.filter((m) => m.subject?.startsWith(q.reference));
    expect(mails.map((m) => [m.to && !Array.isArray(m.to) && m.to.text, m.subject])).toEqual([
      ['comercial@freight.local', `${q.reference}: aceptada por Frigorífico del Plata`],
    ]);

    const before = await state(q.id);
    const again = await post('cliente', `/quotations/${q.reference}/accept`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'QUOTATION_ALREADY_ANSWERED' });
    const decline = await post('cliente', `/quotations/${q.reference}/decline`, { reason: 'PRICE' });
    expect(decline.body).toMatchObject({ code: 'QUOTATION_ALREADY_ANSWERED' });
    expect(await state(q.id)).toEqual(before);
  });

  it('an expired quotation cannot be accepted (409, nothing changed) but can be sent back for a re-quote once', async () => {
    const q = a['PORTAL-A-5'];
    const detail = (await get('cliente', `/quotations/${q.reference}`)).body as PortalQuotationDetail;
    expect(detail).toMatchObject({ expired: true, canAccept: false, canRequestRequote: true });
    const before = await state(q.id);
    const res = await post('cliente', `/quotations/${q.reference}/accept`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'QUOTATION_EXPIRED' });
    expect(await state(q.id)).toEqual(before);

    expect((await post('cliente', `/quotations/${a['PORTAL-A-1'].reference}/requote`)).body).toMatchObject({
      code: 'QUOTATION_NOT_EXPIRED',
    });
    const requote = await post('cliente', `/quotations/${q.reference}/requote`);
    expect(requote.status).toBe(200);
    const twice = await post('cliente', `/quotations/${q.reference}/requote`);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'REQUOTE_ALREADY_REQUESTED' });
    await waitFor(
      async () => (await sql(t.db.url, `SELECT 1 FROM notifications WHERE key = $1`, [q.reference])).length === 1,
    );
    await mailSettled(t.app, sink);
    expect(sink.mails.filter((m) => m.subject?.startsWith(q.reference)).map((m) => m.subject)).toEqual([
      `${q.reference}: Frigorífico del Plata pide volver a cotizar`,
    ]);
    expect(
      ((await get('cliente', `/quotations/${q.reference}`)).body as PortalQuotationDetail).requoteRequestedAt,
    ).not.toBeNull();
  });

  it('a cancelled quotation cannot be answered (409, nothing changed)', async () => {
    const q = a['PORTAL-A-4'];
    await sql(t.db.url, `UPDATE quotations SET active = false WHERE id = $1`, [q.id]);
    const before = await state(q.id);
    for (const [path, body] of [
      ['accept', {}],
      ['decline', { reason: 'SERVICE' }],
    ] as const) {
      const res = await post('cliente', `/quotations/${q.reference}/${path}`, body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'QUOTATION_CANCELLED' });
    }
    expect(await state(q.id)).toEqual(before);
    expect(((await get('cliente', `/quotations/${q.reference}`)).body as PortalQuotationDetail).cancelled).toBe(true);
  });

  it('of concurrent accepts exactly one wins', async () => {
    const q = a['PORTAL-A-3'];
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post('cliente', `/quotations/${q.reference}/accept`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => (r.body as { code: string }).code === 'QUOTATION_ALREADY_ANSWERED'),
    ).toBe(true);
    const events = await sql(
      t.db.url,
      `SELECT 1 FROM quotation_events WHERE quotation_id = $1 AND to_status = 'APPROVED'`,
      [q.id],
    );
    expect(events).toHaveLength(1);
    await mailSettled(t.app, sink);
    expect(sink.mails.filter((m) => m.subject?.startsWith(q.reference))).toHaveLength(1);
  });

  it('declining needs a reason (and a text for OTHER) and records it', async () => {
    const [q] = await sql<{ id: string; reference: string }>(
      t.db.url,
      `SELECT q.id, q.reference FROM quotations q JOIN users u ON u.client_id = q.client_id
       WHERE u.username = 'cliente2' AND q.client_reference = 'PORTAL-B-1'`,
    );
    expect((await post('cliente2', `/quotations/${q.reference}/decline`, {})).status).toBe(400);
    expect(
      (await post('cliente2', `/quotations/${q.reference}/decline`, { reason: 'OTHER', comment: '  ' })).status,
    ).toBe(400);
    const res = await post('cliente2', `/quotations/${q.reference}/decline`, {
      reason: 'OTHER',
      comment: 'Embarcamos con otro proveedor',
    });
    expect(res.status).toBe(200);
    expect(await state(q.id)).toMatchObject({ status: 'NOT_APPROVED', not_approved_reason: 'OTHER' });
    const detail = (await get('cliente2', `/quotations/${q.reference}`)).body as PortalQuotationDetail;
    expect(detail.answer).toMatchObject({
      status: 'NOT_APPROVED',
      by: 'Juliana Souza',
      reason: 'OTHER',
      comment: 'Embarcamos con otro proveedor',
    });
    await waitFor(
      async () => (await sql(t.db.url, `SELECT 1 FROM notifications WHERE key = $1`, [q.reference])).length === 1,
    );
    const [n] = await sql<{ message: string }>(t.db.url, `SELECT message FROM notifications WHERE key = $1`, [
      q.reference,
    ]);
    expect(n.message).toBe(
      'Juliana Souza rechazó la cotización en el portal. Motivo: otro: Embarcamos con otro proveedor.',
    );
  });
});
