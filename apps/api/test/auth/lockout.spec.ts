import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { LoginLock } from '@freight/shared';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { api, errorCode } from '../providers/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { testConfig } from '../support/config.js';
import { sql } from '../support/sql.js';

const IP_A = '203.0.113.10';
const IP_B = '198.51.100.20';

/**
 * Issue 18: failures count per (username, address) pair and per address, never per username
 * alone, so ten wrong passwords from one address cannot lock the account for everyone.
 * The app trusts the loopback proxy here, so X-Forwarded-For sets each request's address.
 */
describe('sign-in throttling without denial of service', () => {
  let t: TestApp;
  const login = (username: string, password: string, ip: string) =>
    request(t.http).post('/auth/v1/login').set('X-Forwarded-For', ip).send({ username, password });

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'loopback' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`10 wrong passwords for admin from ${IP_A}; POST /auth/v1/login admin with the right password from ${IP_B} -> 200; from ${IP_A} -> 429 Retry-After; an administrator clears the lock -> ${IP_A} signs in; each attempt is in the audit trail`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login('admin', `wrong-${i}`, IP_A)).status);
    expect(statuses).toEqual(Array<number>(10).fill(401));

    const fromB = await login('admin', DEMO_PASSWORD, IP_B);
    expect(fromB.status).toBe(200);

    const fromA = await login('admin', DEMO_PASSWORD, IP_A);
    expect(fromA.status).toBe(429);
    expect(errorCode(fromA)).toBe('RATE_LIMITED');
    const retryAfter = Number(fromA.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);

    // Another username from the same address is not delayed (only the pair is).
    expect((await login('comercial', DEMO_PASSWORD, IP_A)).status).toBe(200);

    const admin = api(t.http, (fromB.body as { access_token: string }).access_token);
    const locks = (await admin.get('/app/v1/login-locks')).body as LoginLock[];
    const lock = locks.find((l) => l.kind === 'pair' && l.username === 'admin' && l.ip === IP_A);
    expect(lock).toMatchObject({ failures: 10 });
    expect(lock?.lockedUntil).not.toBeNull();

    expect((await admin.post('/app/v1/login-locks/clear', { kind: 'pair', username: 'admin', ip: IP_A })).status).toBe(
      204,
    );
    expect((await login('admin', DEMO_PASSWORD, IP_A)).status).toBe(200);

    // Every attempt above landed in the audit trail: success, failure and locked, with the address.
    const rows = await sql<{ action: string; actor_name: string; ip: string }>(
      t.db.url,
      `SELECT action, actor_name, ip FROM audit_events WHERE entity_type = 'session' AND actor_name = 'admin' ORDER BY id`,
    );
    const actions = rows.map((r) => `${r.action}@${r.ip}`);
    expect(actions.filter((a) => a === `login.failure@${IP_A}`)).toHaveLength(10);
    expect(actions).toContain(`login.success@${IP_B}`);
    expect(actions).toContain(`login.locked@${IP_A}`);
    const [unlock] = await sql<{ actor_name: string }>(
      t.db.url,
      `SELECT actor_name FROM audit_events WHERE action = 'login.unlock'`,
    );
    expect(unlock.actor_name).toBe('admin');
  });

  it('the delay grows per further failure of the pair (30 s, then 60 s), bounded by the window', async () => {
    for (let i = 0; i < 10; i++) await login('gerente', `wrong-${i}`, IP_A);
    const first = await sql<{ secs: number }>(
      t.db.url,
      `SELECT extract(epoch FROM blocked_until - last_failure_at)::int AS secs FROM login_throttles WHERE username = 'gerente' AND ip = $1`,
      [IP_A],
    );
    expect(first[0].secs).toBe(30);
    // Let the delay pass (moved back in the database), then fail once more: 60 s.
    await sql(
      t.db.url,
      `UPDATE login_throttles SET blocked_until = now() - interval '1 second' WHERE username = 'gerente'`,
    );
    expect((await login('gerente', 'wrong-again', IP_A)).status).toBe(401);
    const second = await sql<{ secs: number }>(
      t.db.url,
      `SELECT extract(epoch FROM blocked_until - last_failure_at)::int AS secs FROM login_throttles WHERE username = 'gerente' AND ip = $1`,
      [IP_A],
    );
    expect(second[0].secs).toBe(60);
  });

  it('GET /app/v1/login-locks without UPDATE_USER -> 403', async () => {
    const res = await api(t.http, await loginAs(t.http, 'comercial')).get('/app/v1/login-locks');
    expect(res.status).toBe(403);
  });
});

/**
 * Issue 18, the per-address counter (LOGIN_MAX_FAILURES_PER_IP): one address trying many usernames
 * once each (no pair ever reaches its own limit) is paused as an address, for every username;
 * another address is not affected.
 */
describe('sign-in throttling per address (LOGIN_MAX_FAILURES_PER_IP)', () => {
  const PER_IP = 20;
  const IP_C = '192.0.2.30';
  const IP_D = '192.0.2.40';
  let t: TestApp;
  const login = (username: string, password: string, ip: string) =>
    request(t.http).post('/auth/v1/login').set('X-Forwarded-For', ip).send({ username, password });

  beforeAll(async () => {
    t = await startTestApp({
      trustProxy: 'loopback',
      login: { ...testConfig('', {}).login, maxFailuresPerIp: PER_IP },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${PER_IP} wrong sign-ins for ${PER_IP} different usernames from ${IP_C}: POST /auth/v1/login comercial with the right password from ${IP_C} -> 429 Retry-After (the address), from ${IP_D} -> 200; an administrator sees and clears the address lock`, async () => {
    // One short of the limit: each username failed once, and the address still signs in.
    for (let i = 0; i < PER_IP - 1; i++) expect((await login(`guess-${i}`, 'wrong', IP_C)).status).toBe(401);
    expect((await login('comercial', DEMO_PASSWORD, IP_C)).status).toBe(200);

    // The limit-th failure (a username never tried before) pauses the address.
    expect((await login('guess-last', 'wrong', IP_C)).status).toBe(401);
    for (const username of ['comercial', 'gerente', 'guess-new']) {
      const res = await login(username, username === 'guess-new' ? 'wrong' : DEMO_PASSWORD, IP_C);
      expect([res.status, errorCode(res)]).toEqual([429, 'RATE_LIMITED']);
      const retryAfter = Number(res.headers['retry-after']);
      // The rest of the address's window (900 s), not a pair's 30 s delay.
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    // No username's pair is locked: each failed once.
    const pairs = await sql<{ n: string }>(
      t.db.url,
      `SELECT count(*) AS n FROM login_throttles WHERE key LIKE 'pair:%' AND blocked_until IS NOT NULL`,
    );
    expect(pairs[0].n).toBe('0');

    // Another address is unaffected, for the same accounts.
    const fromD = await login('administrativo', DEMO_PASSWORD, IP_D);
    expect(fromD.status).toBe(200);
    expect((await login('comercial', DEMO_PASSWORD, IP_D)).status).toBe(200);

    const admin = api(t.http, (fromD.body as { access_token: string }).access_token);
    const locks = (await admin.get('/app/v1/login-locks')).body as LoginLock[];
    const lock = locks.find((l) => l.kind === 'ip' && l.ip === IP_C);
    expect(lock).toMatchObject({ username: null, failures: PER_IP });
    expect(lock?.lockedUntil).not.toBeNull();
    expect(locks.some((l) => l.ip === IP_D)).toBe(false);

    expect((await admin.post('/app/v1/login-locks/clear', { kind: 'ip', ip: IP_C })).status).toBe(204);
    expect((await login('comercial', DEMO_PASSWORD, IP_C)).status).toBe(200);
    const rows = await sql<{ n: string }>(
      t.db.url,
      `SELECT count(*) AS n FROM audit_events WHERE action = 'login.locked' AND ip = $1`,
      [IP_C],
    );
    expect(Number(rows[0].n)).toBe(3);
  });
});
