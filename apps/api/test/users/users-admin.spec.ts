import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { UserDetail } from '@freight/shared';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { waitFor } from '../mail/mail-test-module.js';
import { openStomp, type TestStomp } from '../notifications/stomp-test-client.js';
import { api, errorCode } from '../providers/http.js';
import { createCheckedApp, loginAs, startTestApp, type TestApp } from '../support/app.js';
import { testConfig } from '../support/config.js';
import { sql } from '../support/sql.js';

const BASE = '/app/v1/users';

const newUser = (n: string, extra: object = {}) => ({
  name: `Usuario ${n}`,
  email: `user.${n}@example.com`,
  code: `U${n}`.toUpperCase(),
  language: 'en',
  role: 'operative',
  permissions: ['OPERATIVE', 'VIEW_SHIPMENT'],
  ...extra,
});

describe('users administration (/app/v1/users)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let second: NestExpressApplication;
  let secondPort: number;
  let admin: ReturnType<typeof api>;
  const ids: Record<string, string> = {};
  const sockets: TestStomp[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    const smtp = smtpConfigFor(sink);
    t = await startTestApp({ smtp });
    // A second instance on the same database and Redis: the socket close must cross instances.
    second = await createCheckedApp(testConfig(t.db.url, { smtp, queuePrefix: t.config.queuePrefix }));
    await second.listen(0, '127.0.0.1');
    secondPort = (second.getHttpServer().address() as AddressInfo).port;
    admin = api(t.http, await loginAs(t.http, 'administrativo'));
    for (const row of await sql<{ id: string; username: string }>(t.db.url, 'SELECT id, username FROM users'))
      ids[row.username] = row.id;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.stop()));
    await second?.close();
    await t?.close();
    await sink?.close();
  });

  const permissionsOf = async (username: string) =>
    (
      await sql<{ permission: string }>(
        t.db.url,
        'SELECT permission FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE u.username = $1 ORDER BY 1',
        [username],
      )
    ).map((r) => r.permission);

  it('creates a user with permissions and related commercials, and reads it back with audit fields', async () => {
    const res = await admin.post(
      BASE,
      newUser('m1', {
        isManager: true,
        isCommercial: true,
        relatedCommercialIds: [ids.comercial],
        permissions: ['COMMERCIAL', 'COMMERCIAL_MANAGER'],
      }),
    );
    expect(res.status).toBe(201);
    const user = res.body as UserDetail;
    expect(user).toMatchObject({
      username: 'user.m1@example.com',
      code: 'UM1',
      language: 'en',
      isManager: true,
      relatedCommercialIds: [ids.comercial],
      active: true,
      createdBy: { name: 'Andrés Administrativo' },
    });
    expect([...user.permissions].sort()).toEqual(['COMMERCIAL', 'COMMERCIAL_MANAGER']);
    // No usable password until one is sent.
    const login = await request(t.http).post('/auth/v1/login').send({ username: 'user.m1@example.com', password: '' });
    expect(login.status).toBe(400);
  });

  it('refuses a taken code or e-mail with CONFLICT naming the field, creating nothing', async () => {
    const [{ n: before }] = await sql<{ n: string }>(t.db.url, 'SELECT count(*) AS n FROM users');
    const code = await admin.post(BASE, newUser('x1', { code: 'COM' }));
    expect(code.status).toBe(409);
    expect(code.body).toMatchObject({ code: 'CONFLICT', details: { field: 'code' } });
    const email = await admin.post(BASE, newUser('x2', { email: 'COMERCIAL@freight.local' }));
    expect(email.body).toMatchObject({ code: 'CONFLICT', details: { field: 'email' } });
    const [{ n: after }] = await sql<{ n: string }>(t.db.url, 'SELECT count(*) AS n FROM users');
    expect(after).toBe(before);
  });

  it('a third-party user needs a client', async () => {
    const res = await admin.post(BASE, newUser('tp', { isThirdParty: true, permissions: ['THIRD_PARTY_CLIENT'] }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: 'clientId' }] } });
  });

  it('edits a user: name, language, flags and permissions replaced', async () => {
    const created = (await admin.post(BASE, newUser('e1'))).body as UserDetail;
    const res = await admin.put(
      `${BASE}/${created.id}`,
      newUser('e1', {
        name: 'Edited Name',
        language: 'pt',
        permissions: ['VIEW_SHIPMENT', 'SUPPORT_USER'],
        webAccess: false,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Edited Name', language: 'pt', webAccess: false });
    expect(await permissionsOf('user.e1@example.com')).toEqual(['SUPPORT_USER', 'VIEW_SHIPMENT']);
  });

  it('nobody removes their own UPDATE_USER, and nothing changes', async () => {
    const me = (await admin.get(`${BASE}/${ids.administrativo}`)).body as UserDetail;
    const body = {
      name: 'Changed',
      email: me.email,
      code: me.code,
      username: me.username,
      language: me.language,
      role: me.role,
      permissions: me.permissions.filter((p) => p !== 'UPDATE_USER'),
    };
    const res = await admin.put(`${BASE}/${me.id}`, body);
    expect(res.status).toBe(409);
    expect(errorCode(res)).toBe('USER_SELF_PERMISSION_REMOVAL');
    expect(await permissionsOf('administrativo')).toContain('UPDATE_USER');
    const [row] = await sql<{ name: string }>(t.db.url, 'SELECT name FROM users WHERE username = $1', [
      'administrativo',
    ]);
    expect(row.name).toBe('Andrés Administrativo');
  });

  it('nobody deactivates themselves', async () => {
    const res = await admin.post(`${BASE}/${ids.administrativo}/deactivate`);
    expect(errorCode(res)).toBe('USER_SELF_DEACTIVATION');
    const [row] = await sql<{ active: boolean }>(t.db.url, 'SELECT active FROM users WHERE username = $1', [
      'administrativo',
    ]);
    expect(row.active).toBe(true);
  });

  it('a user deactivated while signed in is refused at the next call and their sockets close on every instance', async () => {
    const token = await loginAs(t.http, 'operativo');
    expect((await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    const socket = openStomp(secondPort, token);
    sockets.push(socket);
    await socket.connected;
    await socket.subscribe();

    const res = await admin.post(`${BASE}/${ids.operativo}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ active: false });

    const next = await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`);
    expect(next.status).toBe(401);
    expect(errorCode(next)).toBe('AUTH_SESSION_ENDED');
    await waitFor(() => socket.isClosed(), 5000);
    expect(socket.errors.map((e) => e.headers.message)).toEqual(['AUTH_SESSION_ENDED']);
    // Signing in again is refused too; reactivation lets them sign in again, but the ended session stays ended.
    const again = await request(t.http).post('/auth/v1/login').send({ username: 'operativo', password: 'Demo1234!' });
    expect(errorCode(again)).toBe('AUTH_ACCOUNT_DISABLED');
    expect((await admin.post(`${BASE}/${ids.operativo}/activate`)).body).toMatchObject({ active: true });
    expect((await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`)).status).toBe(401);
    const fresh = await loginAs(t.http, 'operativo');
    expect((await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${fresh}`)).status).toBe(200);
  });

  it('"send new password" e-mails a one-time password in the user\'s language and forces a change at the next sign-in', async () => {
    const created = (await admin.post(BASE, newUser('p1', { language: 'pt' }))).body as UserDetail;
    const res = await admin.post(`${BASE}/${created.id}/send-password`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mustChangePassword: true, passwordSentBy: { name: 'Andrés Administrativo' } });
    expect((res.body as UserDetail).passwordSentAt).not.toBeNull();

    await waitFor(() => sink.mails.some((m) => m.to && JSON.stringify(m.to).includes('user.p1@example.com')));
    const mail = sink.mails.find((m) => JSON.stringify(m.to).includes('user.p1@example.com'))!;
    expect(mail.subject).toBe('Sua nova senha do portal');
    const otp = /Senha temporária: (\S+)/.exec(mail.text ?? '')?.[1];
    expect(otp).toBeDefined();

    const login = await request(t.http).post('/auth/v1/login').send({ username: 'user.p1@example.com', password: otp });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ mustChangePassword: true });
    const token = (login.body as { access_token: string }).access_token;
    const as = api(t.http, token);
    expect((await as.get('/auth/v1/me')).body).toMatchObject({ mustChangePassword: true });
    // Nothing else answers until the password is changed.
    const blocked = await as.get('/app/v1/reference');
    expect(blocked.status).toBe(403);
    expect(errorCode(blocked)).toBe('PASSWORD_CHANGE_REQUIRED');

    const weak = await as.post('/auth/v1/me/password', { currentPassword: otp, newPassword: 'short1' });
    expect(errorCode(weak)).toBe('PASSWORD_TOO_WEAK');
    const noDigits = await as.post('/auth/v1/me/password', { currentPassword: otp, newPassword: 'onlyletterslong' });
    expect(errorCode(noDigits)).toBe('PASSWORD_TOO_WEAK');
    const wrong = await as.post('/auth/v1/me/password', { currentPassword: 'not-it', newPassword: 'Nueva-clave-2026' });
    expect(errorCode(wrong)).toBe('PASSWORD_CURRENT_WRONG');
    const ok = await as.post('/auth/v1/me/password', { currentPassword: otp, newPassword: 'Nueva-clave-2026' });
    expect(ok.status).toBe(204);
    expect((await as.get('/app/v1/reference')).status).toBe(200);
    const relogin = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'user.p1@example.com', password: 'Nueva-clave-2026' });
    expect(relogin.body).toMatchObject({ mustChangePassword: false });
    // The one-time password no longer works.
    expect(
      (await request(t.http).post('/auth/v1/login').send({ username: 'user.p1@example.com', password: otp })).status,
    ).toBe(401);
  });

  it('any user changes their own password (current + new)', async () => {
    const as = api(t.http, await loginAs(t.http, 'soporte'));
    expect(
      (await as.post('/auth/v1/me/password', { currentPassword: 'Demo1234!', newPassword: 'Soporte-2026-nuevo' }))
        .status,
    ).toBe(204);
    expect(
      (await request(t.http).post('/auth/v1/login').send({ username: 'soporte', password: 'Soporte-2026-nuevo' }))
        .status,
    ).toBe(200);
  });

  it('the last active administrator cannot be deactivated', async () => {
    // Administrators other tests created (any order) are set aside, so admin and administrativo are the only two.
    const others = await sql<{ id: string }>(
      t.db.url,
      `UPDATE users SET active = false WHERE active AND web_access AND username NOT IN ('admin', 'administrativo')
         AND id IN (SELECT user_id FROM user_permissions WHERE permission = 'UPDATE_USER') RETURNING id`,
    );
    try {
      // A user who may deactivate but not administer users; the administrators are admin and administrativo.
      const deleter = (await admin.post(BASE, newUser('d1', { permissions: ['DELETE_USER'] }))).body as UserDetail;
      await sql(
        t.db.url,
        "UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = 'admin') WHERE id = $1",
        [deleter.id],
      );
      const as = api(t.http, await loginAs(t.http, 'user.d1@example.com'));
      expect((await as.post(`${BASE}/${ids.administrativo}/deactivate`)).status).toBe(200);
      const last = await as.post(`${BASE}/${ids.admin}/deactivate`);
      expect(last.status).toBe(409);
      expect(errorCode(last)).toBe('LAST_ADMINISTRATOR');
      const [row] = await sql<{ active: boolean }>(t.db.url, "SELECT active FROM users WHERE username = 'admin'");
      expect(row.active).toBe(true);
      expect((await as.post(`${BASE}/${ids.administrativo}/activate`)).status).toBe(200);
      // Deactivating administrativo ended its sessions: the file's other tests act with a new one.
      admin = api(t.http, await loginAs(t.http, 'administrativo'));
    } finally {
      await sql(t.db.url, 'UPDATE users SET active = true WHERE id = ANY($1::uuid[])', [others.map((o) => o.id)]);
    }
  });

  it('each write route needs its own permission: UPDATE_USER alone neither creates nor (de)activates, CREATE_USER alone neither edits nor sends passwords', async () => {
    // Two staff users holding one user permission each, signing in with the demo password.
    for (const [username, permission] of [
      ['solo.update', 'UPDATE_USER'],
      ['solo.create', 'CREATE_USER'],
    ]) {
      await sql(
        t.db.url,
        `INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
         SELECT gen_random_uuid(), $2, $1, $1 || '@freight.local', $1, password_hash, now() FROM users WHERE username = 'comercial'`,
        [username, username === 'solo.update' ? 'SUPD' : 'SCRE'],
      );
      await sql(
        t.db.url,
        `INSERT INTO user_permissions (user_id, permission) SELECT id, $2 FROM users WHERE username = $1`,
        [username, permission],
      );
    }
    const target = ids.operativo;
    const snapshot = () =>
      sql(
        t.db.url,
        'SELECT id, name, active, password_hash, must_change_password, password_sent_at FROM users ORDER BY id',
      );
    const before = await snapshot();
    const updater = api(t.http, await loginAs(t.http, 'solo.update'));
    const creator = api(t.http, await loginAs(t.http, 'solo.create'));
    const refused = [
      ['UPDATE_USER alone: create', await updater.post(BASE, newUser('g1'))],
      ['UPDATE_USER alone: deactivate', await updater.post(`${BASE}/${target}/deactivate`)],
      ['UPDATE_USER alone: activate', await updater.post(`${BASE}/${target}/activate`)],
      ['CREATE_USER alone: edit', await creator.put(`${BASE}/${target}`, newUser('g2'))],
      ['CREATE_USER alone: send password', await creator.post(`${BASE}/${target}/send-password`)],
      ['CREATE_USER alone: deactivate', await creator.post(`${BASE}/${target}/deactivate`)],
    ] as const;
    for (const [label, res] of refused) expect([label, res.status, errorCode(res)]).toEqual([label, 403, 'FORBIDDEN']);
    expect(await snapshot()).toEqual(before);
  });

  it('users without the permission get 403 on every write route, and nothing changes', async () => {
    const target = ids.comercial;
    const asComercial = api(t.http, await loginAs(t.http, 'comercial'));
    const before = await sql(
      t.db.url,
      'SELECT id, name, active, password_hash, must_change_password FROM users ORDER BY id',
    );
    const writes = [
      asComercial.post(BASE, newUser('f1')),
      asComercial.put(`${BASE}/${target}`, newUser('f2')),
      asComercial.post(`${BASE}/${target}/deactivate`),
      asComercial.post(`${BASE}/${target}/activate`),
      asComercial.post(`${BASE}/${target}/send-password`),
      asComercial.get(`${BASE}/${target}`),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
    expect(
      await sql(t.db.url, 'SELECT id, name, active, password_hash, must_change_password FROM users ORDER BY id'),
    ).toEqual(before);
  });
});
