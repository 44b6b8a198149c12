import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { APP_MODULES, MAX_DRAFT_DATA_BYTES, type Draft, type DraftSummary, type Page } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import type { ErrorResponse } from '../documents/http.js';
import { createUser } from '../sells/fixtures.js';

const form = { service: 'SEA_FCL', containers: [{ quantity: 2, type: '40HC' }], notes: [{ text: 'ñandú' }] };
const draft = (name: string, data: object = form) => ({
  type: 'QUOTATION',
  name,
  summary: `${name}: SEA FCL 2x40HC`,
  data,
});

describe('drafts (/app/v1/drafts)', () => {
  let t: TestApp;
  let comercial: string;
  let gerente: string;

  beforeAll(async () => {
    t = await startTestApp();
    [comercial, gerente] = await Promise.all(['comercial', 'gerente'].map((u) => loginAs(t.http, u)));
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const create = (body: object, token = comercial) => request(t.http).post('/app/v1/drafts').set(as(token)).send(body);
  const get = (id: string, token = comercial) => request(t.http).get(`/app/v1/drafts/${id}`).set(as(token));
  const put = (id: string, body: object, token = comercial) =>
    request(t.http).put(`/app/v1/drafts/${id}`).set(as(token)).send(body);
  const del = (id: string, token = comercial) => request(t.http).delete(`/app/v1/drafts/${id}`).set(as(token));
  const list = (query: Record<string, string | number> = {}, token = comercial) =>
    request(t.http).get('/app/v1/drafts').query(query).set(as(token));

  it('creates, reads, replaces and deletes a draft', async () => {
    const created = await create(draft('Beef to Rotterdam'));
    expect(created.status).toBe(201);
    const d = created.body as Draft;
    expect(d).toMatchObject({
      type: 'QUOTATION',
      name: 'Beef to Rotterdam',
      summary: 'Beef to Rotterdam: SEA FCL 2x40HC',
      data: form,
    });

    expect((await get(d.id)).body).toEqual(d);

    const replaced = await put(d.id, { type: 'EXPRESS', name: 'Samples', summary: '', data: { direction: 'OB' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: d.id,
      type: 'EXPRESS',
      name: 'Samples',
      summary: '',
      data: { direction: 'OB' },
    });
    expect(Date.parse((replaced.body as Draft).date)).toBeGreaterThanOrEqual(Date.parse(d.date));

    const deleted = await del(d.id);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await get(d.id)).status).toBe(404);
    expect((await del(d.id)).status).toBe(404);
  });

  it("lists only the caller's drafts, newest first, without their data, through keyset pages", async () => {
    // Two users of its own, with comercial's permissions: the other tests' drafts are not in their lists.
    const perms = (
      await sql<{ permission: string }>(
        t.db.url,
        `SELECT permission FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE u.username = 'comercial'`,
      )
    ).map((r) => r.permission);
    await createUser(t, 'lister', perms, { isCommercial: true });
    await createUser(t, 'neighbour', perms, { isCommercial: true });
    const [lister, neighbour] = [await loginAs(t.http, 'lister'), await loginAs(t.http, 'neighbour')];
    const owner = (await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'lister'`))[0].id;
    // 30 drafts one minute apart, plus one of another user.
    await sql(
      t.db.url,
      `INSERT INTO drafts (id, user_id, type, name, summary, data, updated_at)
       SELECT gen_random_uuid(), $1, 'QUOTATION', 'Draft ' || lpad(g::text, 2, '0'), 'sum', '{"big": true}', now() - make_interval(mins => g)
       FROM generate_series(1, 30) g`,
      [owner],
    );
    await create(draft('Neighbour only'), neighbour);

    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(cursor ? { limit: 12, cursor } : { limit: 12 }, lister);
      expect(res.status).toBe(200);
      const page = res.body as Page<DraftSummary>;
      for (const item of page.items)
        expect(Object.keys(item).sort()).toEqual(['date', 'id', 'name', 'summary', 'type']);
      names.push(...page.items.map((i) => i.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names).toEqual(Array.from({ length: 30 }, (_, i) => `Draft ${String(i + 1).padStart(2, '0')}`));

    // Saving a draft again moves it to the top.
    const [oldest] = ((await list({ limit: 100 }, lister)).body as Page<DraftSummary>).items.slice(-1);
    expect((await put(oldest.id, draft('Draft 30 again'), lister)).status).toBe(200);
    expect(((await list({ limit: 1 }, lister)).body as Page<DraftSummary>).items[0]).toMatchObject({
      id: oldest.id,
      name: 'Draft 30 again',
    });

    expect(((await list({}, neighbour)).body as Page<DraftSummary>).items.map((i) => i.name)).toEqual([
      'Neighbour only',
    ]);
  });

  it("another user's draft answers 404 to read, replace and delete, and stays unchanged", async () => {
    const mine = (await create(draft('Private'))).body as Draft;
    for (const res of [
      await get(mine.id, gerente),
      await put(mine.id, draft('Stolen'), gerente),
      await del(mine.id, gerente),
    ]) {
      expect(res.status).toBe(404);
      expect((res.body as ErrorResponse).code).toBe('NOT_FOUND');
    }
    expect((await get(mine.id)).body).toEqual(mine);
    expect((await get('not-a-uuid')).status).toBe(404);
  });

  it('validates type, name, summary and data (an object of at most 200 KB)', async () => {
    const cases: [object, string][] = [
      [{ ...draft('x'), type: 'RATE' }, 'type'],
      [{ ...draft('x'), name: '' }, 'name'],
      [{ ...draft('x'), summary: 's'.repeat(501) }, 'summary'],
      [{ ...draft('x'), data: [1, 2] }, 'data'],
      [{ ...draft('x'), data: 'text' }, 'data'],
      [{ type: 'QUOTATION', name: 'x' }, 'data'],
      [{ ...draft('x'), data: { blob: 'a'.repeat(MAX_DRAFT_DATA_BYTES) } }, 'data'],
      [{ ...draft('x'), owner: 'someone' }, 'owner'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect((res.body as { details: { fields: { field: string }[] } }).details.fields.map((f) => f.field)).toContain(
        field,
      );
    }
    // Just under the limit is fine; multi-byte characters count as bytes.
    expect((await create({ ...draft('x'), data: { blob: 'a'.repeat(MAX_DRAFT_DATA_BYTES - 20) } })).status).toBe(201);
    expect((await create({ ...draft('x'), data: { blob: 'ñ'.repeat(MAX_DRAFT_DATA_BYTES / 2) } })).status).toBe(400);
  });

  it('is refused to users without a quotations permission', async () => {
    const operativo = await loginAs(t.http, 'operativo');
    expect((await list({}, operativo)).status).toBe(403);
    expect((await request(t.http).get('/app/v1/drafts')).status).toBe(401);
  });
});

describe('drafts with the drafts module switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ enabledModules: APP_MODULES.filter((m) => m !== 'drafts') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 MODULE_DISABLED', async () => {
    const res = await request(t.http)
      .get('/app/v1/drafts')
      .set('Authorization', `Bearer ${await loginAs(t.http, 'comercial')}`);
    expect(res.status).toBe(404);
    expect((res.body as ErrorResponse).code).toBe('MODULE_DISABLED');
  });
});
