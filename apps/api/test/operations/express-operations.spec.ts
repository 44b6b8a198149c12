import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { OperationDetail, OperationSummary, Page } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { demoClientId } from '../quotations/builders.js';

describe('express operations (/operations/v1/express-operations)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let clientId: string;
  let noteTypeId: string;
  const base = '/operations/v1/express-operations';
  const general = '/operations/v1/operations';
  const as = (who: string) => ({
    get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    patch: (path: string, body: object = {}) =>
      request(t.http).patch(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
  });
  const shipment = (over: object = {}) => ({
    clientId,
    courier: 'DHL',
    trackingNumber: 'jd0146000033',
    shipper: { description: 'Av. Italia 1234', city: 'Montevideo', countryCode: 'UY' },
    recipient: { description: 'Rua Augusta 500', city: 'São Paulo', postalCode: '01304-000', countryCode: 'BR' },
    packages: [
      { quantity: 2, weightKg: 1.5, description: 'Muestras' },
      { quantity: 1, weightKg: 3 },
    ],
    ...over,
  });
  async function create(over: object = {}): Promise<string> {
    const res = await as('operativo').post(base, shipment(over));
    expect(res.status).toBe(201);
    return (res.body as { reference: string }).reference;
  }

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['operativo', 'comercial', 'pricing', 'invitado']) tokens[u] = await loginAs(t.http, u);
    clientId = await demoClientId(t);
    [{ id: noteTypeId }] = await sql<{ id: string }>(
      t.db.url,
      'SELECT id FROM note_types WHERE active ORDER BY code LIMIT 1',
    );
    // One user per list: OPERATIVE only (general) and VIEW_SHIPMENT only (express).
    for (const [username, permission, code] of [
      ['solo-general', 'OPERATIVE', 'SGX'],
      ['solo-express', 'VIEW_SHIPMENT', 'SEX'],
    ]) {
      await sql(
        t.db.url,
        `INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
         SELECT gen_random_uuid(), $2, $1, $1 || '@freight.local', $1, password_hash, now() FROM users WHERE username = 'operativo'`,
        [username, code],
      );
      await sql(
        t.db.url,
        `INSERT INTO user_permissions (user_id, permission) SELECT id, $2 FROM users WHERE username = $1`,
        [username, permission],
      );
      tokens[username] = await loginAs(t.http, username);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an express shipment by hand with its addresses, packages, courier and tracking number', async () => {
    const ref = await create();
    const res = await as('operativo').get(`${base}/${ref}`);
    expect(res.status).toBe(200);
    const op = res.body as OperationDetail;
    expect(op).toMatchObject({ kind: 'EXPRESS', transportMode: 'EXPRESS', containerMode: 'COURIER', packages: 3 });
    expect(op.express).toEqual({
      courier: 'DHL',
      trackingNumber: 'JD0146000033',
      shipper: { description: 'Av. Italia 1234', city: 'Montevideo', countryCode: 'UY' },
      recipient: { description: 'Rua Augusta 500', city: 'São Paulo', postalCode: '01304-000', countryCode: 'BR' },
      packages: [
        { quantity: 2, weightKg: 1.5, description: 'Muestras' },
        { quantity: 1, weightKg: 3, description: null },
      ],
    });
    expect(Number(op.weightKg)).toBe(6);
    // It belongs to the express lists only.
    expect((await as('operativo').get(`${general}/${ref}`)).status).toBe(404);
    const generalList = (await as('operativo').get(`${general}?limit=100`)).body as Page<OperationSummary>;
    expect(generalList.items.every((o) => o.kind === 'GENERAL')).toBe(true);
  });

  it('lists by status group: all, in progress and finished, with the same filters', async () => {
    const open = await create({ trackingNumber: 'GRP-OPEN' });
    const closed = await create({ trackingNumber: 'GRP-CLOSED' });
    expect((await as('operativo').post(`${base}/${closed}/status`, { status: 'CLOSED' })).status).toBe(200);
    const refs = async (view: string) =>
      (
        (await as('operativo').get(`${base}?view=${view}&limit=100&clientName=`)).body as Page<OperationSummary>
      ).items.map((o) => o.reference);
    const [all, progress, finished] = [await refs('all'), await refs('in-progress'), await refs('finished')];
    expect(all).toEqual(expect.arrayContaining([open, closed]));
    expect(progress).toContain(open);
    expect(progress).not.toContain(closed);
    expect(finished).toContain(closed);
    expect(finished).not.toContain(open);
    const filtered = (await as('operativo').get(`${base}?status=CLOSED&limit=100`)).body as Page<OperationSummary>;
    expect(filtered.items.every((o) => o.status === 'CLOSED' && o.kind === 'EXPRESS')).toBe(true);
    expect((await as('operativo').get(`${base}?view=later`)).status).toBe(400);
  });

  it('takes notes and events through the shared routes, and a closed shipment refuses them (409)', async () => {
    const ref = await create();
    expect(
      (await as('operativo').post(`${general}/${ref}/notes`, { noteTypeId, text: 'Retirado por el courier' })).status,
    ).toBe(201);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      (await as('operativo').post(`${general}/${ref}/events`, { title: 'Confirmar entrega', dueDate: tomorrow }))
        .status,
    ).toBe(201);
    const op = (await as('operativo').get(`${base}/${ref}`)).body as OperationDetail;
    expect(op.notes).toHaveLength(1);
    expect(op.events).toHaveLength(1);
    expect((await as('operativo').patch(`${base}/${ref}`, { trackingNumber: 'new-123' })).status).toBe(204);
    expect(((await as('operativo').get(`${base}/${ref}`)).body as OperationDetail).express?.trackingNumber).toBe(
      'NEW-123',
    );
    expect((await as('operativo').post(`${base}/${ref}/status`, { status: 'CLOSED' })).status).toBe(200);
    const refused = await as('operativo').post(`${general}/${ref}/notes`, { noteTypeId, text: 'tarde' });
    expect(refused.status).toBe(409);
    expect((refused.body as { code: string }).code).toBe('OPERATION_READ_ONLY');
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const [{ n: before }] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int AS n FROM operations WHERE kind = 'EXPRESS'`,
    );
    for (const bad of [
      { shipper: undefined },
      { packages: [] },
      { packages: [{ quantity: 0, weightKg: 1 }] },
      { courier: '' },
    ]) {
      const res = await as('operativo').post(base, shipment(bad));
      expect(res.status).toBe(400);
      expect((res.body as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    const [{ n: after }] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int AS n FROM operations WHERE kind = 'EXPRESS'`,
    );
    expect(after).toBe(before);
  });

  it('403 without VIEW_SHIPMENT; each list keeps to its own permission, the other kind answers 404', async () => {
    const ref = await create();
    for (const who of ['comercial', 'pricing', 'invitado', 'solo-general']) {
      expect((await as(who).get(base)).status).toBe(403);
      expect((await as(who).get(`${base}/${ref}`)).status).toBe(403);
      expect((await as(who).post(base, shipment())).status).toBe(403);
    }
    // OPERATIVE alone reaches the notes routes, but not an express shipment's.
    expect((await as('solo-general').post(`${general}/${ref}/notes`, { noteTypeId, text: 'x' })).status).toBe(404);
    // VIEW_SHIPMENT alone works express shipments and cannot reach a general operation.
    expect((await as('solo-express').post(`${general}/${ref}/notes`, { noteTypeId, text: 'ok' })).status).toBe(201);
    const generalRef = (
      (await as('operativo').post(general, { clientId, transportMode: 'SEA' })).body as { reference: string }
    ).reference;
    expect((await as('solo-express').post(`${general}/${generalRef}/notes`, { noteTypeId, text: 'x' })).status).toBe(
      404,
    );
    expect((await as('solo-express').get(`${base}/${generalRef}`)).status).toBe(404);
    expect((await as('solo-express').get(general)).status).toBe(403);
  });
});
