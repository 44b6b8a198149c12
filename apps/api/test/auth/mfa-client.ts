import { expect } from '@jest/globals';
import { generate } from 'otplib';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import type { TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import type { Answer, SoftAuthenticator } from './soft-authenticator.js';

export type PasskeyOptions = {
  options: { challenge: string; rp?: { id: string }; allowCredentials?: { id: string }[] };
};

/** The second-factor routes as a user's browser calls them, for the passkey and recovery-code tests. */
export function mfaClient(t: TestApp) {
  const post = (url: string, body: object, token?: string) => {
    const req = request(t.http).post(url).set('Accept-Language', 'en');
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
  };
  const get = (url: string, token: string) => request(t.http).get(url).set('Authorization', `Bearer ${token}`);
  const codeOf = (res: { body: unknown }) => (res.body as { code?: string }).code;

  async function register(token: string, key: SoftAuthenticator, name = 'Laptop'): Promise<string> {
    const started = await post('/auth/v1/me/mfa/passkeys/options', {}, token);
    expect(started.status).toBe(200);
    const { options } = started.body as PasskeyOptions;
    expect(options.rp?.id).toBe('localhost');
    const done = await post('/auth/v1/me/mfa/passkeys', { name, response: key.register(options) }, token);
    expect(done.status).toBe(201);
    return (done.body as { passkey: { id: string } }).passkey.id;
  }

  /** Password, then the passkey step's options: the pending sign-in's challenge and its WebAuthn options. */
  async function pending(username: string): Promise<{ challenge: string; options: PasskeyOptions['options'] }> {
    const login = await post('/auth/v1/login', { username, password: DEMO_PASSWORD });
    expect(login.body).toMatchObject({ mfaRequired: true, factors: { totp: false, passkey: true } });
    const { challenge } = login.body as { challenge: string };
    const opts = await post('/auth/v1/login/passkey/options', { challenge });
    expect(opts.status).toBe(200);
    return { challenge, options: (opts.body as PasskeyOptions).options };
  }

  const signIn = (challenge: string, response: Answer) => post('/auth/v1/login/passkey', { challenge, response });

  /** Enrols and confirms a TOTP factor with a code computed from its secret; answers the recovery codes. */
  async function enrolTotp(token: string): Promise<string[]> {
    const started = await post('/auth/v1/me/mfa/totp', {}, token);
    const { secret } = started.body as { secret: string };
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const confirmed = await post('/auth/v1/me/mfa/totp/confirm', { code }, token);
    expect(confirmed.status).toBe(200);
    return (confirmed.body as { recoveryCodes: string[] }).recoveryCodes;
  }

  const audits = (username: string, action: string) =>
    sql<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      t.db.url,
      `SELECT a.before, a.after FROM audit_events a JOIN users u ON u.id = a.entity_id::uuid
       WHERE u.username = $1 AND a.action = $2 ORDER BY a.id`,
      [username, action],
    );

  return { post, get, codeOf, register, pending, signIn, audits, enrolTotp };
}
