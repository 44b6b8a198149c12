import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { UserDetail } from '@freight/shared';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { waitFor } from '../mail/mail-test-module.js';
import { openStomp, type TestStomp } from '../notifications/stomp-test-client.js';
import { api, errorCode } from '../providers/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

const USERS = '/app/v1/users';

/** Issue 18: sessions live on the server; ending one refuses its token at once and closes its sockets. */
describe('server-side sessions (revocation)', () => {
  let t: TestApp;
  let port: number;
  const ids: Record<string, string> = {};
  const sockets: TestStomp[] = [];
  const me = (token: string) => request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`);
  const socket = async (token: string) => {
    const s = openStomp(port, token);
    sockets.push(s);
    await s.connected;
    await s.subscribe();
    return s;
  };

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    for (const row of await sql<{ id: string; username: string }>(t.db.url, 'SELECT id, username FROM users'))
      ids[row.username] = row.id;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.stop()));
    await t?.close();
  });

  it('sign-in stores a session row with the address and user agent, named by the token', async () => {
    const res = await request(t.http)
      .post('/auth/v1/login')
      .set('User-Agent', 'revocation-test/1')
      .send({ username: 'gerente', password: DEMO_PASSWORD });
    const sid = (
      JSON.parse(
        Buffer.from((res.body as { access_token: string }).access_token.split('.')[1], 'base64url').toString(),
      ) as { sid: string }
    ).sid;
    const [row] = await sql<{ user_id: string; user_agent: string; ip: string; ended_at: Date | null }>(
      t.db.url,
      'SELECT user_id, user_agent, ip, ended_at FROM sessions WHERE id = $1',
      [sid],
    );
    expect(row).toMatchObject({ user_id: ids.gerente, user_agent: 'revocation-test/1', ended_at: null });
    expect(row.ip).toMatch(/127\.0\.0\.1/);
  });

  it('a request acts on the current permissions: UPDATE_USER removed in the database -> GET /app/v1/users 403 with the old token', async () => {
    const token = await loginAs(t.http, 'administrativo');
    expect((await api(t.http, token).get(USERS)).status).toBe(200);
    await sql(t.db.url, `DELETE FROM user_permissions WHERE user_id = $1 AND permission = 'UPDATE_USER'`, [
      ids.administrativo,
    ]);
    try {
      const res = await api(t.http, token).get(USERS);
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    } finally {
      await sql(t.db.url, `INSERT INTO user_permissions (user_id, permission) VALUES ($1, 'UPDATE_USER')`, [
        ids.administrativo,
      ]);
    }
  });

  it("PUT /app/v1/users/{admin} removing UPDATE_USER ends admin's sessions: GET /app/v1/users 401 AUTH_SESSION_ENDED, socket gets an ERROR frame", async () => {
    const actor = api(t.http, await loginAs(t.http, 'administrativo'));
    const token = await loginAs(t.http, 'admin');
    expect((await api(t.http, token).get(USERS)).status).toBe(200);
    const open = await socket(token);
    const detail = (await actor.get(`${USERS}/${ids.admin}`)).body as UserDetail;
    const put = await actor.put(`${USERS}/${ids.admin}`, {
      name: detail.name,
      email: detail.email,
      code: detail.code,
      username: detail.username,
      language: detail.language,
      role: detail.role,
      webAccess: detail.webAccess,
      permissions: detail.permissions.filter((p) => p !== 'UPDATE_USER'),
    });
    expect(put.status).toBe(200);
    const res = await api(t.http, token).get(USERS);
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('AUTH_SESSION_ENDED');
    await waitFor(() => open.isClosed(), 5000);
    expect(open.errors.map((e) => e.headers.message)).toEqual(['AUTH_SESSION_ENDED']);
    const [row] = await sql<{ end_reason: string }>(
      t.db.url,
      'SELECT end_reason FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [ids.admin],
    );
    expect(row.end_reason).toBe('access-changed');
    // Signing in again gives a session with the new permissions.
    expect((await api(t.http, await loginAs(t.http, 'admin')).get(USERS)).status).toBe(403);
  });

  it('an edit that changes nothing of the access (name only) keeps the sessions', async () => {
    const actor = api(t.http, await loginAs(t.http, 'administrativo'));
    const token = await loginAs(t.http, 'soporte');
    const detail = (await actor.get(`${USERS}/${ids.soporte}`)).body as UserDetail;
    const put = await actor.put(`${USERS}/${ids.soporte}`, {
      name: `${detail.name} B`,
      email: detail.email,
      code: detail.code,
      username: detail.username,
      language: detail.language,
      role: detail.role,
      webAccess: detail.webAccess,
      isCommercial: detail.isCommercial,
      isManager: detail.isManager,
      relatedCommercialIds: detail.relatedCommercialIds,
      permissions: detail.permissions,
    });
    expect(put.status).toBe(200);
    expect((await me(token)).status).toBe(200);
  });

  it("POST /app/v1/users/{id}/deactivate closes the user's open STOMP socket with an ERROR frame", async () => {
    const actor = api(t.http, await loginAs(t.http, 'administrativo'));
    const token = await loginAs(t.http, 'analista');
    const open = await socket(token);
    expect((await actor.post(`${USERS}/${ids.analista}/deactivate`)).status).toBe(200);
    await waitFor(() => open.isClosed(), 5000);
    expect(open.errors.map((e) => e.headers.message)).toEqual(['AUTH_SESSION_ENDED']);
    expect((await me(token)).status).toBe(401);
    expect((await actor.post(`${USERS}/${ids.analista}/activate`)).status).toBe(200);
  });

  it('POST /auth/v1/logout -> 204, then the same token gets 401 AUTH_SESSION_ENDED (HTTP and a new socket)', async () => {
    const token = await loginAs(t.http, 'comercial');
    const other = await loginAs(t.http, 'comercial');
    const open = await socket(token);
    const out = await request(t.http).post('/auth/v1/logout').set('Authorization', `Bearer ${token}`);
    expect(out.status).toBe(204);
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('AUTH_SESSION_ENDED');
    await waitFor(() => open.isClosed(), 5000);
    expect(open.errors.map((e) => e.headers.message)).toEqual(['AUTH_SESSION_ENDED']);
    const again = openStomp(port, token);
    sockets.push(again);
    await again.closed;
    expect(again.errors.map((e) => e.headers.message)).toEqual(['AUTH_SESSION_ENDED']);
    // Only that session ended: the same user's other sign-in still works.
    expect((await me(other)).status).toBe(200);
    // A second logout with the ended token is refused like any other call.
    expect((await request(t.http).post('/auth/v1/logout').set('Authorization', `Bearer ${token}`)).status).toBe(401);
  });

  it('POST /app/v1/users/{id}/end-sessions (UPDATE_USER) ends every session of the user -> their tokens 401', async () => {
    const actor = api(t.http, await loginAs(t.http, 'administrativo'));
    const a = await loginAs(t.http, 'pricing');
    const b = await loginAs(t.http, 'pricing');
    const res = await actor.post(`${USERS}/${ids.pricing}/end-sessions`);
    expect(res.status).toBe(200);
    expect((res.body as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    for (const token of [a, b]) {
      const r = await me(token);
      expect(r.status).toBe(401);
      expect(errorCode(r)).toBe('AUTH_SESSION_ENDED');
    }
    // Without UPDATE_USER the route is refused and nothing ends.
    const c = await loginAs(t.http, 'pricing');
    const refused = await api(t.http, await loginAs(t.http, 'comercial')).post(`${USERS}/${ids.pricing}/end-sessions`);
    expect(refused.status).toBe(403);
    expect((await me(c)).status).toBe(200);
  });

  it("POST /auth/v1/me/password ends the user's other sessions and keeps the current one", async () => {
    const current = await loginAs(t.http, 'operativo');
    const elsewhere = await loginAs(t.http, 'operativo');
    const res = await api(t.http, current).post('/auth/v1/me/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Operativo-2026-nuevo',
    });
    expect(res.status).toBe(204);
    expect((await me(current)).status).toBe(200);
    const r = await me(elsewhere);
    expect(r.status).toBe(401);
    expect(errorCode(r)).toBe('AUTH_SESSION_ENDED');
  });

  it('a token naming a session that does not exist is refused with 401 AUTH_TOKEN_INVALID', async () => {
    await sql(t.db.url, `DELETE FROM sessions WHERE user_id = $1`, [ids.cliente2]);
    const token = await loginAs(t.http, 'cliente2');
    await sql(t.db.url, `DELETE FROM sessions WHERE user_id = $1`, [ids.cliente2]);
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('AUTH_TOKEN_INVALID');
  });
});
