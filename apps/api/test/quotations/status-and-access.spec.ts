import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { Page, QuotationDetail, QuotationEvent, QuotationSummary } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { demoClientId, validRequest } from './builders.js';

describe('quotation statuses, access and lists', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let clientId: string;
  let mine: string; // comercial's
  let managers: string; // gerente's own
  let outsider: string; // a commercial gerente does not manage

  const as = (who: string) => ({
    get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
  });
  const create = async (who: string) =>
    ((await as(who).post('/app/v1/quotations', validRequest('SEA_LCL', clientId))).body as { reference: string })
      .reference;

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['comercial', 'gerente', 'pricing', 'analista']) tokens[u] = await loginAs(t.http, u);
    clientId = await demoClientId(t);
    // A second commercial, not related to the manager.
    await sql(
      t.db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, is_commercial, updated_at)
      SELECT gen_random_uuid(), 'CO2', 'Otro Comercial', 'otro@freight.local', 'otro', password_hash, true, now() FROM users WHERE username = 'comercial'`,
    );
    await sql(
      t.db.url,
      `INSERT INTO user_permissions (user_id, permission) SELECT id, p FROM users, unnest(ARRAY['COMMERCIAL','CREATE_QUOTATION','VIEW_QUOTATION']) p WHERE username = 'otro'`,
    );
    tokens.otro = await loginAs(t.http, 'otro');
    [mine, managers, outsider] = [await create('comercial'), await create('gerente'), await create('otro')];
  });
  afterAll(async () => {
    await t.close();
  });

  describe('transitions', () => {
    it('refuses a transition the table does not have with 409 and its code, changing nothing', async () => {
      const ref = await create('comercial');
      const res = await as('comercial').post(`/app/v1/quotations/${ref}/status`, { status: 'APPROVED' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'INVALID_STATUS_TRANSITION',
        details: { from: 'REQUESTED', to: 'APPROVED' },
      });
      const [row] = await sql<{ status: string }>(t.db.url, 'SELECT status FROM quotations WHERE reference = $1', [
        ref,
      ]);
      expect(row.status).toBe('REQUESTED');
    });

    it('keeps take, publish and send edges to their own actions, and each side to its own edges; every change writes an event', async () => {
      const ref = await create('comercial');
      const viaOwnAction = await as('comercial').post(`/app/v1/quotations/${ref}/status`, { status: 'PENDING' });
      expect(viaOwnAction.status).toBe(409);
      expect(viaOwnAction.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', details: { via: 'take' } });
      expect((await as('pricing').post(`/app/v1/quotations/${ref}/take`)).status).toBe(204);
      expect((await as('pricing').post(`/app/v1/quotations/${ref}/status`, { status: 'QUOTED' })).body).toMatchObject({
        details: { via: 'publish' },
      });
      // Publishing and sending are covered by the sells tests; here the quotation is put where the client answers.
      await sql(t.db.url, `UPDATE quotations SET status = 'SENT' WHERE reference = $1`, [ref]);
      expect((await as('pricing').post(`/app/v1/quotations/${ref}/status`, { status: 'APPROVED' })).status).toBe(403);
      const noReason = await as('comercial').post(`/app/v1/quotations/${ref}/status`, { status: 'NOT_APPROVED' });
      expect(noReason.status).toBe(400);
      expect((noReason.body as { details: { fields: { field: string }[] } }).details.fields[0].field).toBe('reason');
      expect(
        (
          await as('comercial').post(`/app/v1/quotations/${ref}/status`, {
            status: 'APPROVED',
            comment: 'Aceptada por mail',
          })
        ).status,
      ).toBe(200);
      const final = await as('comercial').post(`/app/v1/quotations/${ref}/status`, { status: 'FUTURE' });
      expect(final.status).toBe(409);
      const events = (await as('comercial').get(`/app/v1/quotations/${ref}/events`)).body as QuotationEvent[];
      const changes = events
        .filter((e) => e.kind === 'STATUS_UPDATE')
        .map((e) => `${e.fromStatus}>${e.toStatus}:${e.user?.name}`);
      expect(changes).toEqual(['SENT>APPROVED:Carlos Comercial', 'REQUESTED>PENDING:Pablo Pricing']);
      expect(events.find((e) => e.toStatus === 'APPROVED')?.detail).toBe('Aceptada por mail');
    });

    it('records the reason a client declined', async () => {
      const ref = await create('comercial');
      await sql(t.db.url, `UPDATE quotations SET status = 'SENT' WHERE reference = $1`, [ref]);
      expect(
        (await as('comercial').post(`/app/v1/quotations/${ref}/status`, { status: 'NOT_APPROVED', reason: 'PRICE' }))
          .status,
      ).toBe(200);
      const [row] = await sql<{ not_approved_reason: string }>(
        t.db.url,
        'SELECT not_approved_reason FROM quotations WHERE reference = $1',
        [ref],
      );
      expect(row.not_approved_reason).toBe('PRICE');
    });

    it('lists the moves the current user may make in the detail', async () => {
      const ref = await create('comercial');
      expect(
        ((await as('comercial').get(`/app/v1/quotations/${ref}`)).body as QuotationDetail).allowedTransitions,
      ).toEqual(['FUTURE']);
      // Taking is its own action, not a plain status change.
      expect(
        ((await as('pricing').get(`/app/v1/quotations/${ref}`)).body as QuotationDetail).allowedTransitions,
      ).toEqual([]);
    });

    it('refuses changes on a cancelled quotation', async () => {
      const ref = await create('comercial');
      expect((await as('comercial').post(`/app/v1/quotations/${ref}/inactivate`)).status).toBe(204);
      const res = await as('comercial').post(`/app/v1/quotations/${ref}/status`, { status: 'FUTURE' });
      expect(res.status).toBe(409);
      expect((res.body as { code: string }).code).toBe('QUOTATION_INACTIVE');
      const events = (await as('comercial').get(`/app/v1/quotations/${ref}/events`)).body as QuotationEvent[];
      expect(events.map((e) => e.kind)).toContain('INACTIVATED');
    });
  });

  describe('record-level access', () => {
    it("gives a commercial 404 on another commercial's quotation: detail, events, status, inactivate", async () => {
      for (const res of [
        await as('comercial').get(`/app/v1/quotations/${managers}`),
        await as('comercial').get(`/app/v1/quotations/${managers}/events`),
        await as('comercial').post(`/app/v1/quotations/${managers}/status`, { status: 'FUTURE' }),
        await as('comercial').post(`/app/v1/quotations/${managers}/inactivate`),
      ]) {
        expect(res.status).toBe(404);
        expect((res.body as { code: string }).code).toBe('NOT_FOUND');
      }
    });

    it('never lists or exports another commercial’s quotations', async () => {
      const page = (await as('comercial').get('/app/v1/quotations').query({ view: 'mine', limit: 100 }))
        .body as Page<QuotationSummary>;
      expect(page.items.map((q) => q.reference)).toContain(mine);
      expect(page.items.map((q) => q.reference)).not.toContain(managers);
      expect(page.items.every((q) => q.commercial.name === 'Carlos Comercial')).toBe(true);
      const file = await as('comercial')
        .get('/app/v1/quotations/export')
        .query({ view: 'mine' })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Uint8Array.from(file.body as Buffer).buffer);
      const refs = book.worksheets[0].getColumn(1).values.slice(2);
      expect(refs).not.toContain(managers);
      expect(refs).toHaveLength(page.items.length);
    });

    it('shows the manager the quotations of related commercials only', async () => {
      const fresh = await create('comercial');
      const page = (await as('gerente').get('/app/v1/quotations').query({ view: 'manager', limit: 100 }))
        .body as Page<QuotationSummary>;
      const refs = page.items.map((q) => q.reference);
      expect(refs).toEqual(expect.arrayContaining([managers, fresh]));
      expect(refs).not.toContain(outsider);
      expect((await as('gerente').get(`/app/v1/quotations/${outsider}`)).status).toBe(404);
      expect((await as('gerente').get(`/app/v1/quotations/${mine}`)).status).toBe(200);
    });

    it('refuses the manager view to a plain commercial and every list to a user without quotation permissions', async () => {
      expect((await as('comercial').get('/app/v1/quotations').query({ view: 'manager' })).status).toBe(403);
      expect((await as('analista').get('/app/v1/quotations')).status).toBe(403);
    });
  });

  describe('lists', () => {
    it('splits open, to-finalize and closed quotations between the views', async () => {
      const views = async (view: string) =>
        ((await as('comercial').get('/app/v1/quotations').query({ view, limit: 100 })).body as Page<QuotationSummary>)
          .items;
      // One quotation of each kind, made here: each view must hold its own and none of the others.
      const [requested, quoted, approved, declined, cancelled] = [
        await create('comercial'),
        await create('comercial'),
        await create('comercial'),
        await create('comercial'),
        await create('comercial'),
      ];
      const setStatus = (ref: string, status: string) =>
        sql(t.db.url, `UPDATE quotations SET status = $2::"QuotationStatus" WHERE reference = $1`, [ref, status]);
      await setStatus(quoted, 'QUOTED');
      await setStatus(approved, 'APPROVED');
      await setStatus(declined, 'NOT_APPROVED');
      expect((await as('comercial').post(`/app/v1/quotations/${cancelled}/inactivate`)).status).toBe(204);
      const open = await views('mine');
      const history = await views('history');
      const finalize = await views('finalize');
      const refs = (items: QuotationSummary[]) => items.map((q) => q.reference);
      expect(refs(open)).toEqual(expect.arrayContaining([requested, quoted]));
      for (const ref of [approved, declined, cancelled]) expect(refs(open)).not.toContain(ref);
      expect(refs(history)).toEqual(expect.arrayContaining([approved, declined, cancelled]));
      for (const ref of [requested, quoted]) expect(refs(history)).not.toContain(ref);
      expect(refs(finalize)).toContain(quoted);
      for (const ref of [requested, approved, declined, cancelled]) expect(refs(finalize)).not.toContain(ref);
      // And the rules hold for every row each view returns (none of these lists is empty, see above).
      expect(open.every((q) => !['APPROVED', 'NOT_APPROVED'].includes(q.status) && q.active)).toBe(true);
      expect(history.every((q) => ['APPROVED', 'NOT_APPROVED'].includes(q.status) || !q.active)).toBe(true);
      expect(finalize.every((q) => ['QUOTED', 'UPDATED', 'SENT'].includes(q.status))).toBe(true);
    });

    it('filters by service, status, reference and creation date, and pages with a cursor', async () => {
      const q = (query: Record<string, string | number>) =>
        as('comercial')
          .get('/app/v1/quotations')
          .query({ view: 'mine', limit: 100, ...query });
      const byService = ((await q({ service: 'SEA_FCL' })).body as Page<QuotationSummary>).items;
      expect(byService.length).toBeGreaterThan(0);
      expect(byService.every((x) => x.service === 'SEA_FCL')).toBe(true);
      const byStatus = ((await q({ status: 'REQUESTED,FUTURE' })).body as Page<QuotationSummary>).items;
      expect(byStatus.length).toBeGreaterThan(0);
      expect(byStatus.every((x) => ['REQUESTED', 'FUTURE'].includes(x.status))).toBe(true);
      const one = await create('comercial');
      expect(
        ((await q({ reference: one.slice(-6) })).body as Page<QuotationSummary>).items.map((x) => x.reference),
      ).toEqual([one]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montevideo' }).format(new Date());
      const recent = ((await q({ createdFrom: today, createdTo: today })).body as Page<QuotationSummary>).items;
      expect(recent.map((x) => x.reference)).toContain(one);
      expect(recent.every((x) => x.createdAt >= new Date(Date.now() - 2 * 86400_000).toISOString())).toBe(true);

      const first = (await q({ limit: 5 })).body as Page<QuotationSummary>;
      const second = (await q({ limit: 5, cursor: first.nextCursor! })).body as Page<QuotationSummary>;
      expect(first.items).toHaveLength(5);
      expect(second.items[0].createdAt <= first.items[4].createdAt).toBe(true);
      expect(second.items.map((x) => x.reference)).not.toContain(first.items[4].reference);
    });
  });

  it('records "viewed" at most once per user per hour', async () => {
    const ref = await create('comercial');
    await as('comercial').get(`/app/v1/quotations/${ref}`);
    await as('comercial').get(`/app/v1/quotations/${ref}`);
    await as('pricing').get(`/app/v1/quotations/${ref}`);
    const rows = await sql<{ username: string }>(
      t.db.url,
      `SELECT u.username FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id JOIN users u ON u.id = e.user_id WHERE q.reference = $1 AND e.kind = 'VIEWED' ORDER BY u.username`,
      [ref],
    );
    expect(rows.map((r) => r.username)).toEqual(['comercial', 'pricing']);
    await sql(t.db.url, `UPDATE quotation_events SET created_at = now() - interval '61 minutes' WHERE kind = 'VIEWED'`);
    await as('comercial').get(`/app/v1/quotations/${ref}`);
    const again = await sql(
      t.db.url,
      `SELECT 1 FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id JOIN users u ON u.id = e.user_id WHERE q.reference = $1 AND e.kind = 'VIEWED' AND u.username = 'comercial'`,
      [ref],
    );
    expect(again).toHaveLength(2);
  });
});
