import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Page, UserListItem } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

describe('users list (/app/v1/users)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginAs(t.http, 'administrativo');
    // 60 more users so paging has depth; names sort after the demo accounts' ones.
    await sql(
      t.db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, updated_at, active)
       SELECT gen_random_uuid(), 'U' || g, 'Zeta User ' || lpad(g::text, 3, '0'), 'zeta' || g || '@example.com', 'zeta' || g, 'x', now(), g % 2 = 0
       FROM generate_series(1, 60) g`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: Record<string, string | number>, token = admin) =>
    request(t.http).get('/app/v1/users').query(query).set('Authorization', `Bearer ${token}`);

  it('pages through every user exactly once with keyset cursors, in name order', async () => {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(cursor ? { limit: 25, cursor } : { limit: 25 });
      expect(res.status).toBe(200);
      const page = res.body as Page<UserListItem>;
      expect(page.items.length).toBeLessThanOrEqual(25);
      names.push(...page.items.map((u) => u.name));
      cursor = page.nextCursor;
    } while (cursor);
    const [{ count }] = await sql<{ count: string }>(t.db.url, 'SELECT count(*) FROM users');
    expect(names).toHaveLength(Number(count));
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it('sorts descending by username and filters by search and active', async () => {
    const res = await list({ search: 'ZETA USER 00', active: 'true', sort: 'username', order: 'desc', limit: 100 });
    const page = res.body as Page<UserListItem>;
    // zeta1..zeta9 match "00x"; the even ones are active.
    expect(page.items.map((u) => u.username)).toEqual(['zeta8', 'zeta6', 'zeta4', 'zeta2']);
    expect(page.nextCursor).toBeNull();
  });

  it('returns the columns the screen shows, with the client name of third-party users', async () => {
    const page = (await list({ search: 'cliente2' })).body as Page<UserListItem>;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      username: 'cliente2',
      role: 'client',
      language: 'es',
      webAccess: true,
      active: true,
      clientName: 'Atlântica Importadora',
    });
  });

  it('rejects bad list parameters with VALIDATION_FAILED naming each', async () => {
    const res = await list({ limit: 1000, sort: 'password_hash', cursor: 'garbage!' });
    expect(res.status).toBe(400);
    const fields = (res.body as { details: { fields: { field: string }[] } }).details.fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['limit', 'sort']));
    const badCursor = await list({ cursor: 'garbage' });
    expect(badCursor.status).toBe(400);
    expect((badCursor.body as { code: string }).code).toBe('VALIDATION_FAILED');
  });

  it('is refused to users without UPDATE_USER', async () => {
    const res = await list({}, await loginAs(t.http, 'comercial'));
    expect(res.status).toBe(403);
    expect((res.body as { code: string }).code).toBe('FORBIDDEN');
  });
});
