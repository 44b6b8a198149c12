import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest('base64url');
function forge(header: object, claims: object, secret: string | null): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${secret === null ? '' : sign(input, secret)}`;
}

describe('session tokens on a protected route', () => {
  let t: TestApp;
  let valid: string;
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    t = await startTestApp();
    valid = await loginAs(t.http, 'admin');
    claims = JSON.parse(Buffer.from(valid.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (token?: string) => {
    const req = request(t.http).get('/auth/v1/me');
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const codeOf = (res: { body: unknown }) => (res.body as { code: string }).code;

  it('accepts a valid token', async () => {
    expect((await me(valid)).status).toBe(200);
  });

  it('refuses a request without a token with 401 AUTH_TOKEN_MISSING', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('AUTH_TOKEN_MISSING');
  });

  it('refuses a tampered token (claims changed, signature kept)', async () => {
    const [h, , s] = valid.split('.');
    const tampered = `${h}.${b64({ ...claims, user_username: 'comercial' })}.${s}`;
    const res = await me(tampered);
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('AUTH_TOKEN_INVALID');
  });

  it('refuses an expired token with 401 AUTH_TOKEN_EXPIRED', async () => {
    const expired = forge(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, exp: Math.floor(Date.now() / 1000) - 5 },
      t.config.jwtSecret,
    );
    const res = await me(expired);
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('AUTH_TOKEN_EXPIRED');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const res = await me(forge({ alg: 'none', typ: 'JWT' }, claims, null));
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('AUTH_TOKEN_INVALID');
  });

  it('refuses a token signed with another secret', async () => {
    const res = await me(forge({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-that-is-long-enough-0123456789'));
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('AUTH_TOKEN_INVALID');
  });

  it('refuses a token signed with the right secret but another algorithm (HS512)', async () => {
    const header = { alg: 'HS512', typ: 'JWT' };
    const input = `${b64(header)}.${b64(claims)}`;
    const token = `${input}.${createHmac('sha512', t.config.jwtSecret).update(input).digest('base64url')}`;
    expect((await me(token)).status).toBe(401);
  });

  it('refuses a correctly signed token of another type (extra claims)', async () => {
    const res = await me(
      forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, typ: 'agent-cost', quotation: 'x' }, t.config.jwtSecret),
    );
    expect(res.status).toBe(401);
  });

  it('stops accepting a valid token once its user is deactivated', async () => {
    const token = await loginAs(t.http, 'soporte');
    expect((await me(token)).status).toBe(200);
    await request(t.http).get('/health');
    const { sql } = await import('../support/sql.js');
    await sql(t.db.url, `UPDATE users SET active = false WHERE username = 'soporte'`);
    expect((await me(token)).status).toBe(401);
  });
});
