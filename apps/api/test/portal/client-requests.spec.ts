import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  PORTAL_DAILY_REQUEST_LIMIT,
  type ClientDetail,
  type ClientQuotationRequestResult,
  type QuotationSummary,
} from '@freight/shared';
import { binary } from '../support/binary.js';
import { waitFor } from '../mail/mail-test-module.js';
import { loginAs } from '../support/app.js';
import { sql } from '../support/sql.js';
import { INSTANT_LANE as instantLane, MANUAL_LANE as manualLane, portalApp } from './portal-app.js';
import { forbiddenKeys } from './portal-leaks.js';

/** Issue 43: clients ask for quotations in their portal. */
describe('client portal: quotation requests', () => {
  // A loaded test machine may take longer than the default wait (PORTAL_INSTANT_WAIT_MS) to price and send.
  const { w, get, post } = portalApp({ portalInstantWaitMs: 15_000 });
  const staff = async (username: string) => {
    const token = await loginAs(w.t.http, username);
    return {
      get: (path: string) => request(w.t.http).get(path).set('Authorization', `Bearer ${token}`),
      put: (path: string, body: object) =>
        request(w.t.http).put(path).set('Authorization', `Bearer ${token}`).send(body),
    };
  };
  const clientOf = async (username: string) =>
    (
      await sql<{ id: string; commercial_id: string }>(
        w.t.db.url,
        `SELECT c.id, c.commercial_id FROM clients c JOIN users u ON u.client_id = c.id WHERE u.username = $1`,
        [username],
      )
    )[0];
  const settings = async (username: string, s: object) => {
    const admin = await staff('admin');
    const res = await admin.put(`/app/v1/clients/${(await clientOf(username)).id}/portal-settings`, {
      selfQuoting: true,
      instantPrices: true,
      dailyRequestLimit: 20,
      opensOperation: true,
      ...s,
    });
    expect(res.status).toBe(200);
    return res.body as ClientDetail;
  };

  it('a lane with a rate and an auto-send rule is priced at once: sell price, validity, transit, no internal field, its PDF', async () => {
    expect((await get('cliente', '/client')).body).toMatchObject({ selfQuoting: true });
    const res = await post('cliente', '/quotation-requests', instantLane);
    expect(res.status).toBe(201);
    const body = res.body as ClientQuotationRequestResult;
    expect(body.state).toBe('PRICED');
    if (!body.quotation) throw new Error('no quotation in a PRICED answer');
    expect(body.quotation.reference).toBe(body.reference);
    expect(body.quotation.status).toBe('SENT');
    expect(body.quotation.clientReference).toBe('MY-PO-43');
    expect(body.quotation.totals.length).toBeGreaterThan(0);
    expect(body.quotation.validUntil).toEqual(expect.any(String));
    expect(body.quotation.conditions.transitDays).toEqual([expect.any(Number)]);
    expect(forbiddenKeys(body)).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/SHAPAC|Portal: LCL/);
    // A normal quotation of client A, owned by its commercial, asked for by the client.
    const a = await clientOf('cliente');
    const [row] = await sql<{ origin: string; client_id: string; commercial_id: string; created_by: string }>(
      w.t.db.url,
      `SELECT q.origin, q.client_id, q.commercial_id, u.username AS created_by
       FROM quotations q JOIN users u ON u.id = q.created_by WHERE q.reference = $1`,
      [body.reference],
    );
    expect(row).toEqual({
      origin: 'CLIENT_REQUEST',
      client_id: a.id,
      commercial_id: a.commercial_id,
      created_by: 'cliente',
    });
    const pdf = await get('cliente', `/quotations/${body.reference}/pdf`).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    // The answer went to the user who asked.
    await waitFor(() =>
      w.sink.mails.some(
        (m) => m.subject?.includes(body.reference) && !Array.isArray(m.to) && m.to?.text === 'cliente@freight.local',
      ),
    );
    // Another client never reaches it.
    for (const suffix of ['', '/pdf'])
      expect((await get('cliente2', `/quotations/${body.reference}${suffix}`)).status).toBe(404);
    expect((await post('cliente2', `/quotations/${body.reference}/accept`)).status).toBe(404);
  });

  it("a lane no rule prices goes to pricing's queue; staff lists carry the client-request origin; the request is audited", async () => {
    const res = await post('cliente', '/quotation-requests', manualLane);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ reference: expect.any(String), state: 'IN_PRICING', quotation: null });
    const { reference } = res.body as ClientQuotationRequestResult;
    const pricing = await staff('pricing');
    const queue = (await pricing.get('/app/v1/quotations?view=pricingNew&limit=100')).body as {
      items: QuotationSummary[];
    };
    expect(queue.items.find((q) => q.reference === reference)).toMatchObject({
      status: 'REQUESTED',
      origin: 'CLIENT_REQUEST',
    });
    expect(queue.items.filter((q) => q.origin === 'STAFF').length).toBeGreaterThan(0);
    const commercial = await staff('comercial');
    const mine = (await commercial.get('/app/v1/quotations?view=mine&limit=100')).body as { items: QuotationSummary[] };
    expect(mine.items.find((q) => q.reference === reference)?.origin).toBe('CLIENT_REQUEST');
    // Not sent yet: the portal does not show it, to anyone.
    expect((await get('cliente', `/quotations/${reference}`)).status).toBe(404);
    const audit = await sql<{ actor_name: string; action: string; origin: string }>(
      w.t.db.url,
      `SELECT a.actor_name, a.action, a.after->>'origin' AS origin FROM audit_events a
       JOIN quotations q ON q.id = a.entity_id::uuid WHERE q.reference = $1 AND a.entity_type = 'quotation' AND a.actor_name IS NOT NULL AND a.after ? 'origin'`,
      [reference],
    );
    expect(audit).toEqual([{ actor_name: 'cliente', action: 'insert', origin: 'CLIENT_REQUEST' }]);
  });

  it('checks the cargo as the staff form does and takes no client, owner or price from the body', async () => {
    const bad = await post('cliente', '/quotation-requests', { ...manualLane, packingLines: [] });
    expect(bad.status).toBe(400);
    expect((bad.body as { code: string }).code).toBe('VALIDATION_FAILED');
    const extra = await post('cliente', '/quotation-requests', {
      ...manualLane,
      clientId: (await clientOf('cliente2')).id,
    });
    expect(extra.status).toBe(400);
  });

  it('the daily limit is kept between its shared bounds: 0 and 501 are refused at the field and change nothing', async () => {
    const admin = await staff('admin');
    const a = await clientOf('cliente');
    const stored = async () =>
      (
        await sql<{ limit: number }>(
          w.t.db.url,
          `SELECT portal_daily_request_limit AS "limit" FROM clients WHERE id = $1`,
          [a.id],
        )
      )[0].limit;
    const before = await stored();
    for (const dailyRequestLimit of [PORTAL_DAILY_REQUEST_LIMIT.min - 1, PORTAL_DAILY_REQUEST_LIMIT.max + 1]) {
      const res = await admin.put(`/app/v1/clients/${a.id}/portal-settings`, {
        selfQuoting: true,
        instantPrices: true,
        dailyRequestLimit,
        opensOperation: true,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: [expect.objectContaining({ field: 'dailyRequestLimit' })] },
      });
    }
    // A user without UPDATE_USER changes nothing either.
    const comercial = await staff('comercial');
    const denied = await comercial.put(`/app/v1/clients/${a.id}/portal-settings`, {
      selfQuoting: true,
      instantPrices: true,
      dailyRequestLimit: before === 7 ? 8 : 7,
      opensOperation: true,
    });
    expect(denied.status).toBe(403);
    expect(await stored()).toBe(before);
  });

  it('switches: self-quoting off refuses, instant prices off sends to pricing, the daily limit refuses; only administrators change them', async () => {
    const comercial = await staff('comercial');
    const a = await clientOf('cliente');
    const denied = await comercial.put(`/app/v1/clients/${a.id}/portal-settings`, {
      selfQuoting: true,
      instantPrices: true,
      dailyRequestLimit: 5,
      opensOperation: true,
    });
    expect(denied.status).toBe(403);
    try {
      const off = await settings('cliente', { selfQuoting: false });
      expect(off.portalSettings).toEqual({
        selfQuoting: false,
        instantPrices: true,
        dailyRequestLimit: 20,
        opensOperation: true,
      });
      // The portal hides its request form then.
      expect((await get('cliente', '/client')).body).toMatchObject({ selfQuoting: false });
      const refused = await post('cliente', '/quotation-requests', instantLane).set('Accept-Language', 'en');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'CLIENT_REQUESTS_DISABLED',
        message: expect.stringMatching(/not enabled/),
      });

      await settings('cliente', { instantPrices: false });
      const manual = await post('cliente', '/quotation-requests', instantLane);
      expect(manual.status).toBe(201);
      expect((manual.body as ClientQuotationRequestResult).state).toBe('IN_PRICING');
      const [events] = await sql<{ kinds: string[] }>(
        w.t.db.url,
        `SELECT array_agg(e.kind ORDER BY e.created_at) AS kinds FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1`,
        [(manual.body as ClientQuotationRequestResult).reference],
      );
      expect(events.kinds).toEqual(['CREATED', 'RULE_MATCHED']);

      const [{ n }] = await sql<{ n: number }>(
        w.t.db.url,
        `SELECT count(*)::int AS n FROM quotations WHERE client_id = $1 AND origin = 'CLIENT_REQUEST'`,
        [a.id],
      );
      await settings('cliente', { dailyRequestLimit: n });
      const limited = await post('cliente', '/quotation-requests', manualLane).set('Accept-Language', 'pt');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({
        code: 'CLIENT_REQUEST_LIMIT_REACHED',
        message: expect.stringMatching(/limite/),
      });
      const [audited] = await sql<{ after: { portalDailyRequestLimit: number } }>(
        w.t.db.url,
        `SELECT after FROM audit_events WHERE entity_type = 'client' AND entity_id = $1 AND after ? 'portalDailyRequestLimit' ORDER BY id DESC LIMIT 1`,
        [a.id],
      );
      expect(audited.after.portalDailyRequestLimit).toBe(n);
    } finally {
      await settings('cliente', {});
    }
  });
});
