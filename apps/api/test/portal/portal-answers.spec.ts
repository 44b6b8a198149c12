import { describe, expect, it } from '@jest/globals';
import type { PortalQuotationDetail } from '@freight/shared';
import { mailSettled } from '../mail/mail-settled.js';
import { waitFor } from '../mail/mail-test-module.js';
import { sql } from '../support/sql.js';
import { portalApp } from './portal-app.js';

/** A client's answers in the portal: accept, decline, re-quote, and the refusals that change nothing. */
describe('client portal: answering a quotation', () => {
  const { w, get, post, state } = portalApp();

  it('accepting records who and when, writes the event, tells the commercial; a second accept is 409 and changes nothing', async () => {
    const q = w.a['PORTAL-A-2'];
    const res = await post('cliente', `/quotations/${q.reference}/accept`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'APPROVED' });
    const [event] = await sql<{ user_id: string; from_status: string; to_status: string }>(
      w.t.db.url,
      `SELECT e.user_id, e.from_status, e.to_status FROM quotation_events e WHERE e.quotation_id = $1 AND e.to_status = 'APPROVED'`,
      [q.id],
    );
    const [cliente] = await sql<{ id: string }>(w.t.db.url, `SELECT id FROM users WHERE username = 'cliente'`);
    expect(event).toEqual({ user_id: cliente.id, from_status: 'SENT', to_status: 'APPROVED' });
    const detail = (await get('cliente', `/quotations/${q.reference}`)).body as PortalQuotationDetail;
    expect(detail.answer).toMatchObject({ status: 'APPROVED', by: 'Martín Rodríguez', reason: null });
    expect(detail.canAccept).toBe(false);

    await waitFor(
      async () =>
        (
          await sql(
            w.t.db.url,
            `SELECT 1 FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'comercial' AND n.key = $1`,
            [q.reference],
          )
        ).length === 1,
    );
    const [notification] = await sql<{ title: string }>(w.t.db.url, `SELECT title FROM notifications WHERE key = $1`, [
      q.reference,
    ]);
    expect(notification.title).toBe(`${q.reference}: aceptada por el cliente`);
    await mailSettled(w.t.app, w.sink);
    const mails = w.sink.mails.filter((m) => m.subject?.startsWith(q.reference));
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
    const q = w.a['PORTAL-A-5'];
    const detail = (await get('cliente', `/quotations/${q.reference}`)).body as PortalQuotationDetail;
    expect(detail).toMatchObject({ expired: true, canAccept: false, canRequestRequote: true });
    const before = await state(q.id);
    const res = await post('cliente', `/quotations/${q.reference}/accept`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'QUOTATION_EXPIRED' });
    expect(await state(q.id)).toEqual(before);

    expect((await post('cliente', `/quotations/${w.a['PORTAL-A-1'].reference}/requote`)).body).toMatchObject({
      code: 'QUOTATION_NOT_EXPIRED',
    });
    const requote = await post('cliente', `/quotations/${q.reference}/requote`);
    expect(requote.status).toBe(200);
    const twice = await post('cliente', `/quotations/${q.reference}/requote`);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'REQUOTE_ALREADY_REQUESTED' });
    await waitFor(
      async () => (await sql(w.t.db.url, `SELECT 1 FROM notifications WHERE key = $1`, [q.reference])).length === 1,
    );
    await mailSettled(w.t.app, w.sink);
    expect(w.sink.mails.filter((m) => m.subject?.startsWith(q.reference)).map((m) => m.subject)).toEqual([
      `${q.reference}: Frigorífico del Plata pide volver a cotizar`,
    ]);
    expect(
      ((await get('cliente', `/quotations/${q.reference}`)).body as PortalQuotationDetail).requoteRequestedAt,
    ).not.toBeNull();
  });

  it('a cancelled quotation cannot be answered (409, nothing changed)', async () => {
    const q = w.a['PORTAL-A-4'];
    await sql(w.t.db.url, `UPDATE quotations SET active = false WHERE id = $1`, [q.id]);
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
    const q = w.a['PORTAL-A-3'];
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
      w.t.db.url,
      `SELECT 1 FROM quotation_events WHERE quotation_id = $1 AND to_status = 'APPROVED'`,
      [q.id],
    );
    expect(events).toHaveLength(1);
    await mailSettled(w.t.app, w.sink);
    expect(w.sink.mails.filter((m) => m.subject?.startsWith(q.reference))).toHaveLength(1);
  });

  it('declining needs a reason (and a text for OTHER) and records it', async () => {
    const [q] = await sql<{ id: string; reference: string }>(
      w.t.db.url,
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
      async () => (await sql(w.t.db.url, `SELECT 1 FROM notifications WHERE key = $1`, [q.reference])).length === 1,
    );
    const [n] = await sql<{ message: string }>(w.t.db.url, `SELECT message FROM notifications WHERE key = $1`, [
      q.reference,
    ]);
    expect(n.message).toBe(
      'Juliana Souza rechazó la cotización en el portal. Motivo: otro: Embarcamos con otro proveedor.',
    );
  });
});
