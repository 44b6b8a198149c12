import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import request from 'supertest';
import { AgentLinkService } from '../../src/modules/pricing/agent-link.service.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';

/**
 * Issue 18: forged, altered, swapped and revoked tokens are all refused with 401.
 * Every case is built from a real token the API issued, so only the forged part differs.
 */
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const hs = (input: string, key: string | Buffer, alg = 'sha256') =>
  createHmac(alg, key).update(input).digest('base64url');
function jwt(header: object, claims: object, signWith: (input: string) => string): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${signWith(input)}`;
}

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const rs256 = (input: string) => createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const publicJwk = publicKey.export({ format: 'jwk' });

describe('token forgery: every forged or revoked staff token is refused with 401', () => {
  let t: TestApp;
  let secret: string;
  let claims: Record<string, unknown>;
  const cases: [string, () => string, string?][] = [];

  beforeAll(async () => {
    t = await startTestApp();
    secret = t.config.jwtSecret;
    const valid = await loginAs(t.http, 'admin');
    claims = JSON.parse(Buffer.from(valid.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (token: string) => request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`);
  const users = (token: string) => request(t.http).get('/app/v1/users').set('Authorization', `Bearer ${token}`);
  const HS = { alg: 'HS256', typ: 'JWT' };
  const future = () => Math.floor(Date.now() / 1000) + 3600;

  cases.push(
    ['alg "none", no signature', () => jwt({ alg: 'none', typ: 'JWT' }, claims, () => '')],
    ['alg "NONE", no signature', () => jwt({ alg: 'NONE', typ: 'JWT' }, claims, () => '')],
    [
      'alg "none" with the real HS256 signature kept',
      () => jwt({ alg: 'none', typ: 'JWT' }, claims, (i) => hs(i, secret)),
    ],
    ['RS256 signed with an attacker RSA key (HS/RS confusion)', () => jwt({ alg: 'RS256', typ: 'JWT' }, claims, rs256)],
    ['HS256 keyed with an RSA public key PEM (HS/RS confusion)', () => jwt(HS, claims, (i) => hs(i, publicPem))],
    ['HS256 signed with an empty key', () => jwt(HS, claims, (i) => hs(i, Buffer.alloc(0)))],
    [
      'HS512 signed with the right secret (algorithm not pinned)',
      () => jwt({ alg: 'HS512', typ: 'JWT' }, claims, (i) => hs(i, secret, 'sha512')),
    ],
    [
      'kid "../../../../dev/null" signed with an empty key',
      () => jwt({ ...HS, kid: '../../../../dev/null' }, claims, (i) => hs(i, Buffer.alloc(0))),
    ],
    [
      'kid "x\' UNION SELECT \'k" signed with key k',
      () => jwt({ ...HS, kid: "x' UNION SELECT 'k" }, claims, (i) => hs(i, 'k')),
    ],
    [
      'jku pointing to an attacker key set, RS256 with that key',
      () => jwt({ alg: 'RS256', typ: 'JWT', jku: 'https://attacker.example/jwks.json' }, claims, rs256),
    ],
    [
      'jwk header embedding the attacker public key, RS256 with its private key',
      () => jwt({ alg: 'RS256', typ: 'JWT', jwk: publicJwk }, claims, rs256),
    ],
    [
      'x5u header pointing to an attacker certificate, RS256',
      () => jwt({ alg: 'RS256', typ: 'JWT', x5u: 'https://attacker.example/cert.pem' }, claims, rs256),
    ],
    [
      'expired (exp 60 s ago), correctly signed',
      () => jwt(HS, { ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, (i) => hs(i, secret)),
      'AUTH_TOKEN_EXPIRED',
    ],
    ['nbf one hour in the future, correctly signed', () => jwt(HS, { ...claims, nbf: future() }, (i) => hs(i, secret))],
    [
      'authorities tampered (signature of the original kept)',
      () => {
        const [h, , s] = jwt(HS, claims, (i) => hs(i, secret)).split('.');
        return `${h}.${b64({ ...claims, authorities: 'UPDATE_USER,CREATE_USER,DELETE_USER' })}.${s}`;
      },
    ],
    [
      'user_username tampered to another user (signature kept)',
      () => {
        const [h, , s] = jwt(HS, claims, (i) => hs(i, secret)).split('.');
        return `${h}.${b64({ ...claims, user_username: 'comercial' })}.${s}`;
      },
    ],
    [
      'sid swapped to another session id (signature kept)',
      () => {
        const [h, , s] = jwt(HS, claims, (i) => hs(i, secret)).split('.');
        return `${h}.${b64({ ...claims, sid: randomUUID() })}.${s}`;
      },
    ],
    [
      'exp pushed a year ahead (signature kept)',
      () => {
        const [h, , s] = jwt(HS, claims, (i) => hs(i, secret)).split('.');
        return `${h}.${b64({ ...claims, exp: (claims.exp as number) + 31_536_000 })}.${s}`;
      },
    ],
    [
      'correctly signed but without the session id claim',
      () => {
        const { sid: _sid, ...rest } = claims;
        return jwt(HS, rest, (i) => hs(i, secret));
      },
    ],
    [
      'correctly signed, naming a session that never existed',
      () => jwt(HS, { ...claims, sid: randomUUID() }, (i) => hs(i, secret)),
    ],
    ['correctly signed, sid not a uuid', () => jwt(HS, { ...claims, sid: "1' OR '1'='1" }, (i) => hs(i, secret))],
    [
      'signature stripped (two segments)',
      () =>
        jwt(HS, claims, (i) => hs(i, secret))
          .split('.')
          .slice(0, 2)
          .join('.'),
    ],
    [
      'signature of another secret',
      () => jwt(HS, claims, (i) => hs(i, 'another-secret-that-is-long-enough-0123456789')),
    ],
    [
      'agent-link claims signed with the staff secret',
      () =>
        jwt(HS, { typ: 'agent-cost', crq: randomUUID(), qid: randomUUID(), pid: randomUUID(), exp: future() }, (i) =>
          hs(i, secret),
        ),
    ],
  );

  it.each(cases.map(([name, build, code]) => [name, build, code] as const))(
    'GET /auth/v1/me with a token: %s -> 401',
    async (_name, build, code) => {
      const res = await me(build());
      expect(res.status).toBe(401);
      expect((res.body as { code: string }).code).toBe(code ?? 'AUTH_TOKEN_INVALID');
      // The administrator's list too: nothing forged reaches a permission check.
      expect((await users(build())).status).toBe(401);
    },
  );

  it('GET /auth/v1/me with a real agent cost-link token (staff/agent swap) -> 401', async () => {
    const agent = t.app
      .get(AgentLinkService)
      .sign(
        { costRequestId: randomUUID(), quotationId: randomUUID(), providerId: randomUUID() },
        new Date(Date.now() + 3600_000),
      );
    const res = await me(agent);
    expect(res.status).toBe(401);
    expect((res.body as { code: string }).code).toBe('AUTH_TOKEN_INVALID');
  });

  it('GET /app/v1/agent/cost-request with a real staff token (agent/staff swap) -> 401', async () => {
    const staff = await loginAs(t.http, 'pricing');
    const res = await request(t.http).get('/app/v1/agent/cost-request').set('Authorization', `Bearer ${staff}`);
    expect(res.status).toBe(401);
    expect((res.body as { code: string }).code).toBe('AGENT_LINK_INVALID');
  });

  it("GET /app/v1/users with a revoked session's token (after POST /auth/v1/logout) -> 401 AUTH_SESSION_ENDED", async () => {
    const token = await loginAs(t.http, 'administrativo');
    expect((await users(token)).status).toBe(200);
    expect((await request(t.http).post('/auth/v1/logout').set('Authorization', `Bearer ${token}`)).status).toBe(204);
    const res = await users(token);
    expect(res.status).toBe(401);
    expect((res.body as { code: string }).code).toBe('AUTH_SESSION_ENDED');
  });

  it('the untouched original token still works (the cases above differ only in what they forge)', async () => {
    expect((await me(jwt(HS, claims, (i) => hs(i, secret)))).status).toBe(200);
  });
});
