import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))(
    'signs in %s with a token of exactly the six claims plus its session id, and its permissions',
    async (_name, account) => {
      const before = Math.floor(Date.now() / 1000);
      const res = await request(t.http)
        .post('/auth/v1/login')
        .send({ username: account.username, password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body as object)).toEqual(['access_token', 'mustChangePassword']);
      expect((res.body as { mustChangePassword: boolean }).mustChangePassword).toBe(false);
      const token = (res.body as { access_token: string }).access_token;
      const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { alg: string };
      expect(header.alg).toBe('HS256');
      const claims = decodeClaims(token);
      expect(Object.keys(claims).sort()).toEqual([
        'authorities',
        'exp',
        'sid',
        'user_code',
        'user_email',
        'user_name',
        'user_username',
      ]);
      expect(claims.user_username).toBe(account.username);
      expect(claims.user_code).toBe(account.code);
      expect(claims.user_name).toBe(account.name);
      expect(claims.user_email).toBe(`${account.username}@freight.local`);
      const authorities = (claims.authorities as string).split(',').filter(Boolean).sort();
      expect(authorities).toEqual([...account.permissions].sort());
      expect(claims.exp).toBeGreaterThanOrEqual(before + t.config.jwtExpiresInSeconds);
      expect(claims.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + t.config.jwtExpiresInSeconds);
    },
  );

  it('accepts the e-mail address in place of the username, in any case', async () => {
    const res = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'Comercial@Freight.Local', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(decodeClaims((res.body as { access_token: string }).access_token).user_username).toBe('comercial');
  });

  it('answers a wrong username and a wrong password with the same 401 and code', async () => {
    const wrongUser = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'nobody-here', password: DEMO_PASSWORD });
    const wrongPassword = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'soporte', password: 'not-the-password' });
    expect(wrongUser.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    // The same body but for each request's own id.
    expect({ ...(wrongUser.body as object), requestId: undefined }).toEqual({
      ...(wrongPassword.body as object),
      requestId: undefined,
    });
    expect((wrongUser.body as { code: string }).code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('refuses inactive users and users without web access', async () => {
    await sql(t.db.url, `UPDATE users SET active = false WHERE username = 'analista'`);
    await sql(t.db.url, `UPDATE users SET web_access = false WHERE username = 'operativo'`);
    try {
      for (const username of ['analista', 'operativo']) {
        const res = await request(t.http).post('/auth/v1/login').send({ username, password: DEMO_PASSWORD });
        expect(res.status).toBe(403);
        expect((res.body as { code: string }).code).toBe('AUTH_ACCOUNT_DISABLED');
        expect(res.body).not.toHaveProperty('access_token');
      }
    } finally {
      // Other tests of this file sign these two in, in any order.
      await sql(
        t.db.url,
        `UPDATE users SET active = true, web_access = true WHERE username IN ('analista', 'operativo')`,
      );
    }
  });

  it('records the last login date', async () => {
    await sql(t.db.url, `UPDATE users SET last_login_at = NULL WHERE username = 'gerente'`);
    const before = Date.now();
    await request(t.http).post('/auth/v1/login').send({ username: 'gerente', password: DEMO_PASSWORD }).expect(200);
    const [row] = await sql<{ last_login_at: Date }>(
      t.db.url,
      `SELECT last_login_at FROM users WHERE username = 'gerente'`,
    );
    expect(row.last_login_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores passwords with a slow argon2id hash, never in clear', async () => {
    const [row] = await sql<{ password_hash: string }>(
      t.db.url,
      `SELECT password_hash FROM users WHERE username = 'admin'`,
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(DEMO_PASSWORD);
  });

  it('rate-limits the 11th wrong password in a row with 429, even when the 11th is right', async () => {
    // A user of its own: the demo accounts are signed in by other tests of this file, in any order.
    await sql(
      t.db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
       SELECT gen_random_uuid(), 'LCK', 'Lockout Probe', 'lockout-probe@freight.local', 'lockout-probe', password_hash, now() FROM users WHERE username = 'cliente2'`,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await request(t.http)
        .post('/auth/v1/login')
        .send({ username: 'lockout-probe', password: `wrong-${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const right = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'lockout-probe', password: DEMO_PASSWORD });
    expect(right.status).toBe(429);
    expect((right.body as { code: string }).code).toBe('RATE_LIMITED');
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('rejects a login body with missing fields with the validation code and each field', async () => {
    const res = await request(t.http).post('/auth/v1/login').send({ username: '' });
    expect(res.status).toBe(400);
    const body = res.body as { code: string; details: { fields: { field: string }[] } };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fields.map((f) => f.field).sort()).toEqual(['password', 'username']);
  });
});
