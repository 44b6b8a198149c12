import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { NotificationItem, NotificationPage } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
type ErrorBody = { code: string; details: { fields: { field: string }[] } };
const errorOf = (res: { body: unknown }) => res.body as ErrorBody;

describe('notifications API: own list, paging, marking read, staff notices', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const list = (who: string, query = '') =>
    request(t.http).get(`/app/v1/notification/${query}`).set(bearer(tokens[who]));
  const notice = (recipient: string, title: string, key?: string) =>
    request(t.http)
      .post('/app/v1/notification/')
      .set(bearer(tokens.admin))
      .send({ recipientId: ids[recipient], title, message: `Mensaje ${title}`, ...(key ? { key } : {}) });
  const unread = async (username: string) =>
    (
      await sql<{ n: number }>(
        t.db.url,
        `SELECT count(*)::int n FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = $1 AND NOT n.read`,
        [username],
      )
    )[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'comercial', 'pricing', 'invitado']) tokens[who] = await loginAs(t.http, who);
    for (const row of await sql<{ id: string; username: string }>(t.db.url, 'SELECT id, username FROM users'))
      ids[row.username] = row.id;
  });
  // The demo seed leaves a few notifications in the bells, and tests run in any order: each counts from zero.
  beforeEach(async () => {
    await sql(t.db.url, 'DELETE FROM notifications');
  });
  afterAll(() => t.close());

  it('starts empty, and a staff notice is stored for its recipient only', async () => {
    const empty = await list('comercial');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [], nextCursor: null, unreadCount: 0 });

    const created = await notice('comercial', 'Aviso 1', 'MVD-26-000001');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Aviso 1',
      message: 'Mensaje Aviso 1',
      key: 'MVD-26-000001',
      read: false,
    });
    expect(new Date((created.body as NotificationItem).date).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const mine = (await list('comercial')).body as NotificationPage;
    expect(mine.unreadCount).toBe(1);
    expect(mine.items.map((n) => n.title)).toEqual(['Aviso 1']);
    expect(((await list('pricing')).body as NotificationPage).items.map((n) => n.title)).not.toContain('Aviso 1');
  });

  it('only user administrators create notices, for an active recipient, with a valid body', async () => {
    const byCommercial = await request(t.http)
      .post('/app/v1/notification/')
      .set(bearer(tokens.comercial))
      .send({ recipientId: ids.pricing, title: 'x', message: 'y' });
    expect(byCommercial.status).toBe(403);

    const unknown = await request(t.http)
      .post('/app/v1/notification/')
      .set(bearer(tokens.admin))
      .send({ recipientId: '00000000-0000-4000-8000-000000000000', title: 'x', message: 'y' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'RECIPIENT_NOT_FOUND' });

    const bad = await request(t.http)
      .post('/app/v1/notification/')
      .set(bearer(tokens.admin))
      .set('Accept-Language', 'en')
      .send({ recipientId: 'nope', title: '', message: 'y'.repeat(2001) });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
    expect(
      errorOf(bad)
        .details.fields.map((f) => f.field)
        .sort(),
    ).toEqual(['message', 'recipientId', 'title']);
    expect(await unread('pricing')).toBe(0);
  });

  it('pages newest first with a keyset cursor and filters unread', async () => {
    for (let i = 0; i < 6; i++) expect((await notice('pricing', `Lote ${i}`)).status).toBe(201);
    const first = (await list('pricing', '?limit=4')).body as NotificationPage;
    expect(first.items.map((n) => n.title)).toEqual(['Lote 5', 'Lote 4', 'Lote 3', 'Lote 2']);
    expect(first.unreadCount).toBe(6);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list('pricing', `?limit=4&cursor=${first.nextCursor}`)).body as NotificationPage;
    expect(second.items.map((n) => n.title)).toEqual(['Lote 1', 'Lote 0']);
    expect(second.nextCursor).toBeNull();

    const bad = await list('pricing', '?cursor=garbage');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
  });

  it('marks the given ids read, refuses an empty or missing list, and ignores other users’ ids', async () => {
    for (let i = 0; i < 6; i++) expect((await notice('pricing', `Lote ${i}`)).status).toBe(201);
    const page = (await list('pricing')).body as NotificationPage;
    const [a, b] = page.items;

    for (const body of [{}, { ids: [] }, { ids: 'x' }, { ids: ['not-a-uuid'] }]) {
      const res = await request(t.http).put('/app/v1/notification/').set(bearer(tokens.pricing)).send(body);
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    }
    expect(await unread('pricing')).toBe(6);

    // comercial tries to mark pricing's notifications: nothing changes.
    const foreign = await request(t.http)
      .put('/app/v1/notification/')
      .set(bearer(tokens.comercial))
      .send({ ids: [a.id, b.id] });
    expect(foreign.status).toBe(200);
    expect(foreign.body).toEqual({ updated: 0 });
    expect(await unread('pricing')).toBe(6);

    const own = await request(t.http)
      .put('/app/v1/notification/')
      .set(bearer(tokens.pricing))
      .send({ ids: [a.id, b.id] });
    expect(own.body).toEqual({ updated: 2 });
    const after = (await list('pricing')).body as NotificationPage;
    expect(after.unreadCount).toBe(4);
    expect(
      after.items
        .filter((n) => n.read)
        .map((n) => n.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const onlyUnread = (await list('pricing', '?unread=true')).body as NotificationPage;
    expect(onlyUnread.items).toHaveLength(4);
    expect(onlyUnread.items.every((n) => !n.read)).toBe(true);
    // Marking again changes nothing more.
    expect(
      (
        await request(t.http)
          .put('/app/v1/notification/')
          .set(bearer(tokens.pricing))
          .send({ ids: [a.id] })
      ).body,
    ).toEqual({ updated: 0 });
  });

  it('marks all of the caller’s notifications read and nobody else’s', async () => {
    for (let i = 0; i < 4; i++) expect((await notice('pricing', `Lote ${i}`)).status).toBe(201);
    for (const title of ['Aviso 1', 'Aviso 2']) expect((await notice('comercial', title)).status).toBe(201);
    const res = await request(t.http).put('/app/v1/notification/read-all').set(bearer(tokens.pricing));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 4 });
    expect(await unread('pricing')).toBe(0);
    expect(await unread('comercial')).toBe(2);
  });

  it('counts unread notifications up to 100 (the bell shows 99+ beyond 99), however many there are', async () => {
    await sql(
      t.db.url,
      `INSERT INTO notifications (id, recipient_id, title, message, read, created_at)
       SELECT gen_random_uuid(), $1, 'Aviso ' || g, 'Mensaje', false, now() - make_interval(secs => g) FROM generate_series(1, 250) g`,
      [ids.pricing],
    );
    expect(await unread('pricing')).toBe(250);
    const page = (await list('pricing', '?limit=25')).body as NotificationPage;
    expect(page.unreadCount).toBe(100);
    expect(page.items).toHaveLength(25);
    // Below the cap the count is exact.
    await sql(
      t.db.url,
      `UPDATE notifications SET read = true WHERE id IN (SELECT id FROM notifications WHERE recipient_id = $1 AND NOT read LIMIT 200)`,
      [ids.pricing],
    );
    expect(((await list('pricing')).body as NotificationPage).unreadCount).toBe(50);
  });

  it('needs a session for every call', async () => {
    expect((await request(t.http).get('/app/v1/notification/')).status).toBe(401);
    expect((await request(t.http).put('/app/v1/notification/read-all')).status).toBe(401);
    // A user without any permission still has their own list.
    expect((await list('invitado')).status).toBe(200);
  });
});
