import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AuditEventItem, Page, UserDetail } from '@freight/shared';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { bearer, createUser, insertCost, pendingQuotation, seedChargeCodes, seedProvider } from '../sells/fixtures.js';
import { api, errorCode } from '../providers/http.js';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

const AUDIT = '/app/v1/audit';

/** Issue 18: state changes, sign-ins and denials land in an append-only audit table administrators read. */
describe('audit trail', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  const ids: Record<string, string> = {};
  let clientId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = api(t.http, await loginAs(t.http, 'administrativo'));
    for (const row of await sql<{ id: string; username: string }>(t.db.url, 'SELECT id, username FROM users'))
      ids[row.username] = row.id;
    clientId = await demoClientId(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query: Record<string, string | number>) => {
    const res = await admin.get(AUDIT, query);
    expect(res.status).toBe(200);
    return res.body as Page<AuditEventItem>;
  };

  it('POST /app/v1/quotations then POST /app/v1/quotations/{ref}/take: creation and the status change REQUESTED -> PENDING are recorded with who did them', async () => {
    const comercial = api(t.http, await loginAs(t.http, 'comercial'));
    const pricing = api(t.http, await loginAs(t.http, 'pricing'));
    const created = await comercial.post('/app/v1/quotations', validRequest('SEA_LCL', clientId));
    expect(created.status).toBe(201);
    const ref = (created.body as { reference: string }).reference;
    expect((await pricing.post(`/app/v1/quotations/${ref}/take`)).status).toBe(204);
    const [{ id }] = await sql<{ id: string }>(t.db.url, 'SELECT id FROM quotations WHERE reference = $1', [ref]);

    const { items } = await page({ entityType: 'quotation', entityId: id });
    const byAction = Object.fromEntries(items.map((e) => [e.action, e]));
    expect(byAction.insert).toMatchObject({ actorId: ids.comercial, after: { reference: ref, status: 'REQUESTED' } });
    expect(byAction.status).toMatchObject({
      actorId: ids.pricing,
      before: { status: 'REQUESTED' },
      after: { status: 'PENDING', pricing_user_id: ids.pricing },
    });
  });

  it('PUT /app/v1/users/{id} changing permissions records before/after of the permissions (never the password hash)', async () => {
    const detail = (await admin.get(`/app/v1/users/${ids.analista}`)).body as UserDetail;
    const permissions = [...detail.permissions.filter((p) => p !== 'VIEW_STATS')];
    const res = await admin.put(`/app/v1/users/${ids.analista}`, {
      name: detail.name,
      email: detail.email,
      code: detail.code,
      username: detail.username,
      language: detail.language,
      role: detail.role,
      webAccess: detail.webAccess,
      permissions,
    });
    expect(res.status).toBe(200);
    const { items } = await page({ entityType: 'user', userId: ids.administrativo });
    const change = items.find((e) => e.entityId === ids.analista && e.action === 'permissions');
    expect(change?.before?.permissions).toContain('VIEW_STATS');
    expect(change?.after?.permissions).not.toContain('VIEW_STATS');
    expect(JSON.stringify(items)).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('a client edit through SQL with updated_by is recorded by the database (every write path), only the fields that changed', async () => {
    await sql(t.db.url, `UPDATE clients SET trade_name = trade_name || ' (nuevo)', updated_by = $1 WHERE id = $2`, [
      ids.administrativo,
      clientId,
    ]);
    const { items } = await page({ entityType: 'client', entityId: clientId });
    expect(items[0]).toMatchObject({ action: 'update', actorId: ids.administrativo });
    expect(Object.keys(items[0].after ?? {})).toEqual(['trade_name']);
    expect(String(items[0].after?.trade_name)).toMatch(/\(nuevo\)$/);
  });

  const OPS = '/operations/v1/operations';

  it('POST /operations/v1/operations, PATCH /operations/v1/operations/{ref}, POST .../status to IN_COORDINATION then CLOSED: creation, the edited fields, each status change and the close are recorded with who did them', async () => {
    const operativo = await loginAs(t.http, 'operativo');
    const created = await request(t.http)
      .post(OPS)
      .set(bearer(operativo))
      .send({ clientId, transportMode: 'SEA', containerMode: 'FCL', originCode: 'CNSHA', destinationCode: 'UYMVD' });
    expect(created.status).toBe(201);
    const ref = (created.body as { reference: string }).reference;
    const [{ id }] = await sql<{ id: string }>(t.db.url, 'SELECT id FROM operations WHERE reference = $1', [ref]);
    expect(
      (
        await request(t.http)
          .patch(`${OPS}/${ref}`)
          .set(bearer(operativo))
          .send({ houseNumber: 'HBL-777', eta: '2026-12-20' })
      ).status,
    ).toBe(204);
    // An edit that changes nothing that matters writes nothing.
    expect(
      (await request(t.http).patch(`${OPS}/${ref}`).set(bearer(operativo)).send({ houseNumber: 'HBL-777' })).status,
    ).toBe(204);
    for (const status of ['IN_COORDINATION', 'CLOSED'])
      expect((await request(t.http).post(`${OPS}/${ref}/status`).set(bearer(operativo)).send({ status })).status).toBe(
        200,
      );

    const { items } = await page({ entityType: 'operation', entityId: id, order: 'asc' });
    expect(items.map((e) => [e.action, e.actorId])).toEqual([
      ['insert', ids.operativo],
      ['update', ids.operativo],
      ['status', ids.operativo],
      ['status', ids.operativo],
    ]);
    expect(items[0].after).toMatchObject({ reference: ref, status: 'NOT_ASSIGNED', clientId });
    expect(items[1]).toMatchObject({
      before: { house_number: null, eta: null },
      after: { house_number: 'HBL-777', eta: '2026-12-20' },
    });
    expect(items[2]).toMatchObject({ before: { status: 'NOT_ASSIGNED' }, after: { status: 'IN_COORDINATION' } });
    expect(items[3]).toMatchObject({ before: { status: 'IN_COORDINATION' }, after: { status: 'CLOSED' } });
  });

  it('PATCH /operations/v1/operations/{ref} with operativeIds: the operatives before and after are recorded', async () => {
    const operativo = await loginAs(t.http, 'operativo');
    const created = await request(t.http)
      .post(OPS)
      .set(bearer(operativo))
      .send({ clientId, transportMode: 'AIR', operativeIds: [] });
    expect(created.status).toBe(201);
    const ref = (created.body as { reference: string }).reference;
    const [{ id }] = await sql<{ id: string }>(t.db.url, 'SELECT id FROM operations WHERE reference = $1', [ref]);
    expect(
      (
        await request(t.http)
          .patch(`${OPS}/${ref}`)
          .set(bearer(operativo))
          .send({ operativeIds: [ids.operativo] })
      ).status,
    ).toBe(204);
    const { items } = await page({ entityType: 'operation', entityId: id });
    expect(items.find((e) => e.action === 'operatives')).toMatchObject({
      actorId: ids.operativo,
      before: { operativeIds: [] },
      after: { operativeIds: [ids.operativo] },
    });
  });

  it('a cost received and PUT /app/v1/quotations/{ref}/sells: the cost with its charges and each sell line are recorded under the quotation, with their amounts', async () => {
    const pricing = await loginAs(t.http, 'pricing');
    const q = await pendingQuotation(t, await loginAs(t.http, 'comercial'));
    const codes = await seedChargeCodes(t);
    const agent = await seedProvider(t, 'AUD', 'Audit Agent');
    const cost = await insertCost(t, q.id, agent, codes, {
      carrier: 'MSC',
      charges: [{ code: 'OFT', currency: 'USD', total: '1500.00' }],
    });
    const sells = await request(t.http)
      .put(`/app/v1/quotations/${q.reference}/sells`)
      .set(bearer(pricing))
      .send({
        lines: [
          {
            costChargeId: cost.chargeIds[0],
            chargeCodeId: codes.OFT,
            description: 'Flete',
            currency: 'USD',
            costAmount: 1500,
            marginKind: 'PERCENT',
            marginValue: 10,
            clientVisible: true,
          },
        ],
      });
    expect(sells.status).toBe(200);
    const costRows = (await page({ entityType: 'cost', entityId: q.id, order: 'asc' })).items;
    expect(costRows).toEqual([
      expect.objectContaining({
        action: 'insert',
        after: expect.objectContaining({ id: cost.costId, carrier: 'MSC', provider_id: agent }),
      }),
      // Its amounts, from the charge.
      expect.objectContaining({
        action: 'charge.insert',
        after: expect.objectContaining({ cost_id: cost.costId, currency: 'USD', total: 1500 }),
      }),
    ]);
    // A charge corrected later: before and after of its amounts.
    await sql(t.db.url, `UPDATE cost_charges SET total = 1450, amount_per_unit = 1450 WHERE id = $1`, [
      cost.chargeIds[0],
    ]);
    const corrected = (await page({ entityType: 'cost', entityId: q.id })).items[0];
    expect(corrected).toMatchObject({ action: 'charge.update', before: { total: 1500 }, after: { total: 1450 } });
    const sellRows = (await page({ entityType: 'sell', entityId: q.id })).items;
    expect(sellRows).toEqual([
      expect.objectContaining({
        action: 'insert',
        actorId: ids.pricing,
        after: expect.objectContaining({ description: 'Flete', currency: 'USD', cost_amount: 1500 }),
      }),
    ]);
  });

  it('POST /auth/v1/me/password: the own password change is recorded (never the password)', async () => {
    // A user of its own: the demo accounts keep their password for the other tests.
    await createUser(t, 'auditpw', ['VIEW_STATS']);
    const [{ id }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'auditpw'`);
    const token = await loginAs(t.http, 'auditpw');
    const next = 'OtraClave2026x';
    const res = await request(t.http)
      .post('/auth/v1/me/password')
      .set(bearer(token))
      .send({ currentPassword: DEMO_PASSWORD, newPassword: next });
    expect(res.status).toBe(204);
    const { items } = await page({ entityType: 'user', entityId: id });
    expect(items[0]).toMatchObject({ action: 'password-change', actorId: id });
    expect(JSON.stringify(items)).not.toContain(next);
  });

  it('POST /app/v1/clients/{id}/contacts/{contactId}/portal-access: the portal user and its permission are recorded as a new user', async () => {
    const [contact] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO client_contacts (id, client_id, name, email, language, updated_at) VALUES (gen_random_uuid(), $1, 'Paula Portal', 'paula.audit@example.com', 'es', now()) RETURNING id`,
      [clientId],
    );
    const res = await admin.post(`/app/v1/clients/${clientId}/contacts/${contact.id}/portal-access`);
    expect(res.status).toBe(200);
    const [{ id: userId }] = await sql<{ id: string }>(
      t.db.url,
      `SELECT id FROM users WHERE username = 'paula.audit@example.com'`,
    );
    const { items } = await page({ entityType: 'user', entityId: userId });
    expect(items).toEqual([
      expect.objectContaining({
        action: 'insert',
        actorId: ids.administrativo,
        after: expect.objectContaining({ clientId, permissions: ['THIRD_PARTY_CLIENT'] }),
      }),
    ]);
  });

  it('GET /app/v1/users as comercial -> 403, and the denial is recorded with the request', async () => {
    const denied = await api(t.http, await loginAs(t.http, 'comercial')).get('/app/v1/users');
    expect(denied.status).toBe(403);
    // The denial is written beside the answer, not before it: wait for the row (bounded).
    let items: AuditEventItem[] = [];
    for (let i = 0; i < 50 && items.length === 0; i++) {
      items = (await page({ entityType: 'access', userId: ids.comercial })).items;
      if (items.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(items[0]).toMatchObject({
      action: 'denied',
      after: { method: 'GET', path: '/app/v1/users', code: 'FORBIDDEN' },
    });
  });

  it('sign-ins are recorded (success with the session id)', async () => {
    await loginAs(t.http, 'comercial');
    const { items } = await page({ entityType: 'session', userId: ids.comercial });
    expect(items.some((e) => e.action === 'login.success' && e.entityId)).toBe(true);
  });

  it('the table is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    for (const statement of [
      'UPDATE audit_events SET action = $1',
      'DELETE FROM audit_events WHERE action <> $1',
      'TRUNCATE audit_events',
    ]) {
      const params = statement.startsWith('TRUNCATE') ? [] : ['x'];
      await expect(sql(t.db.url, statement, params)).rejects.toThrow(/append-only/);
    }
    const [{ n }] = await sql<{ n: string }>(t.db.url, `SELECT count(*) AS n FROM audit_events WHERE action = 'x'`);
    expect(n).toBe('0');
  });

  it('keyset paging: newest first, each page continues where the last stopped, no row twice; date range filter', async () => {
    // Sign-ins of its own, so the trail holds more than a page whichever tests ran before.
    for (const username of ['comercial', 'pricing', 'gerente', 'operativo', 'administrativo'])
      await loginAs(t.http, username);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let previous = Infinity;
    for (let i = 0; i < 4; i++) {
      const query: Record<string, string | number> = { limit: 3, entityType: 'session' };
      if (cursor) query.cursor = cursor;
      const p = await page(query);
      for (const e of p.items) {
        expect(seen.has(e.id)).toBe(false);
        seen.add(e.id);
        const at = Date.parse(e.at);
        expect(at).toBeLessThanOrEqual(previous);
        previous = at;
      }
      cursor = p.nextCursor;
      if (!cursor) break;
    }
    expect(seen.size).toBeGreaterThan(3);
    const future = await page({ from: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.items).toEqual([]);
  });

  it('GET /app/v1/audit without UPDATE_USER -> 403; a bad filter -> 400', async () => {
    const res = await request(t.http)
      .get(AUDIT)
      .set('Authorization', `Bearer ${await loginAs(t.http, 'pricing')}`);
    expect(res.status).toBe(403);
    const bad = await admin.get(AUDIT, { entityType: 'nope' });
    expect(bad.status).toBe(400);
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
  });
});
