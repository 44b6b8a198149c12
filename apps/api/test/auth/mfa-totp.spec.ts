import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import request from 'supertest';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { createUser } from '../sells/fixtures.js';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';

/**
 * Issue 46: a TOTP second factor. Codes are computed here from the secret the API hands out, with the
 * same library an authenticator app follows (RFC 6238), at chosen times.
 */
const now = () => Math.floor(Date.now() / 1000);
const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });

describe('TOTP second factor', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A small per-pair limit, so that wrong codes lock the pair within a few attempts.
    t = await startTestApp({
      login: {
        maxFailuresPerUser: 4,
        maxFailuresPerIp: 1000,
        windowSeconds: 900,
        maxFailuresPerUsername: 20,
        usernameDelayBaseSeconds: 2,
        usernameDelayMaxSeconds: 300,
      },
    });
    // One user per test: Jest runs this file's tests in random order (npm test's --randomize).
    for (const name of ['mfa.one', 'mfa.signin', 'mfa.two', 'mfa.three', 'mfa.remove', 'mfa.reset', 'mfa.rekey'])
      await createUser(t, name, ['VIEW_QUOTATION']);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: object, token?: string) => {
    const req = request(t.http).post(url).set('Accept-Language', 'en');
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
  };

  async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await post('/auth/v1/me/mfa/totp', {}, token);
    expect(started.status).toBe(200);
    const { secret } = started.body as { secret: string };
    const confirmed = await post('/auth/v1/me/mfa/totp/confirm', { code: await codeAt(secret, now()) }, token);
    expect(confirmed.status).toBe(200);
    return { secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
  }

  async function challengeFor(username: string): Promise<string> {
    const res = await post('/auth/v1/login', { username, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mfaRequired: true, expiresInSeconds: 300 });
    expect(res.body).not.toHaveProperty('access_token');
    return (res.body as { challenge: string }).challenge;
  }

  const audits = (username: string, action: string) =>
    sql<{ actor_name: string; after: Record<string, unknown> | null; before: Record<string, unknown> | null }>(
      t.db.url,
      `SELECT a.actor_name, a.after, a.before FROM audit_events a JOIN users u ON u.id = a.entity_id::uuid
       WHERE u.username = $1 AND a.action = $2 ORDER BY a.id`,
      [username, action],
    );

  it('enrols with a QR code, stores the secret encrypted, and gives ten recovery codes once', async () => {
    const token = await loginAs(t.http, 'mfa.one');
    const before = await request(t.http).get('/auth/v1/me/mfa').set('Authorization', `Bearer ${token}`);
    expect(before.body).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: 0 });

    const started = await post('/auth/v1/me/mfa/totp', {}, token);
    expect(started.status).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = started.body as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await sql<{ secret_encrypted: string; confirmed_at: Date | null }>(
      t.db.url,
      `SELECT f.secret_encrypted, f.confirmed_at FROM user_totp_factors f JOIN users u ON u.id = f.user_id WHERE u.username = 'mfa.one'`,
    );
    expect(row.confirmed_at).toBeNull();
    expect(row.secret_encrypted).not.toContain(secret);
    expect(row.secret_encrypted).toMatch(/^v1\./);

    // Pending: a wrong code does not activate it, and sign-in still needs only the password.
    const wrong = await post('/auth/v1/me/mfa/totp/confirm', { code: '000000' }, token);
    expect(wrong.status).toBe(401);
    expect((wrong.body as { code: string }).code).toBe('MFA_CODE_INVALID');
    expect(await loginAs(t.http, 'mfa.one')).toEqual(expect.any(String));

    const confirmed = await post('/auth/v1/me/mfa/totp/confirm', { code: await codeAt(secret, now()) }, token);
    expect(confirmed.status).toBe(200);
    const codes = (confirmed.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const hashes = await sql<{ code_hash: string }>(
      t.db.url,
      `SELECT r.code_hash FROM user_recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.username = 'mfa.one'`,
    );
    expect(hashes).toHaveLength(10);
    expect(hashes.every((h) => h.code_hash.startsWith('$argon2'))).toBe(true);
    expect((await audits('mfa.one', 'mfa.enrol')).map((a) => a.actor_name)).toEqual(['mfa.one']);

    const again = await post('/auth/v1/me/mfa/totp', {}, token);
    expect((again.body as { code: string }).code).toBe('MFA_ALREADY_ENABLED');
  });

  it('sign-in answers a challenge, not a session; a reused or stale code is refused, a fresh one signs in', async () => {
    const { secret: factor } = await enrol(await loginAs(t.http, 'mfa.signin'));
    const [{ n: sessionsBefore }] = await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int AS n FROM sessions');
    const challenge = await challengeFor('mfa.signin');
    const [{ n: sessionsAfter }] = await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int AS n FROM sessions');
    expect(sessionsAfter).toBe(sessionsBefore);
    // The challenge opens nothing.
    const me = await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${challenge}`);
    expect(me.status).toBe(401);

    // The enrolment used its step's code: that code is refused now.
    const [{ step }] = await sql<{ step: number }>(
      t.db.url,
      `SELECT last_time_step AS step FROM user_totp_factors WHERE user_id = (SELECT id FROM users WHERE username = 'mfa.signin')`,
    );
    const usedCode = await codeAt(factor, step * 30 + 15);
    const reused = await post('/auth/v1/login/mfa', { challenge, code: usedCode });
    expect(reused.status).toBe(401);
    expect((reused.body as { code: string }).code).toBe('MFA_CODE_INVALID');

    // Forget the used step: a code two minutes old is still refused (stale), this step's is accepted.
    await sql(
      t.db.url,
      `UPDATE user_totp_factors SET last_time_step = NULL WHERE user_id = (SELECT id FROM users WHERE username = 'mfa.signin')`,
    );
    const staleCode = await codeAt(factor, now() - 120);
    const stale = await post('/auth/v1/login/mfa', { challenge, code: staleCode });
    expect(stale.status).toBe(401);
    const code = await codeAt(factor, now());
    const fresh = await post('/auth/v1/login/mfa', { challenge, code });
    expect(fresh.status).toBe(200);
    const token = (fresh.body as { access_token: string }).access_token;
    expect((await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`)).status).toBe(200);

    // Once used, the same code does not sign in a second time.
    const twice = await post('/auth/v1/login/mfa', { challenge, code });
    expect(twice.status).toBe(401);
    const failures = await sql<{ after: { step?: string } }>(
      t.db.url,
      `SELECT after FROM audit_events WHERE action = 'login.failure' AND actor_name = 'mfa.signin' ORDER BY id`,
    );
    expect(failures.map((f) => f.after.step)).toEqual(['totp', 'totp', 'totp']);
    // Codes are never written to the audit trail.
    const [{ n: leaked }] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int AS n FROM audit_events WHERE concat(before::text, after::text) ~ $1`,
      [[usedCode, staleCode, code].join('|')],
    );
    expect(leaked).toBe(0);
  });

  it('a recovery code signs in once, is audited, and is then refused', async () => {
    const { recoveryCodes } = await enrol(await loginAs(t.http, 'mfa.two'));
    const challenge = await challengeFor('mfa.two');
    const used = await post('/auth/v1/login/mfa', { challenge, recoveryCode: recoveryCodes[3].toUpperCase() });
    expect(used.status).toBe(200);
    const again = await post('/auth/v1/login/mfa', { challenge, recoveryCode: recoveryCodes[3] });
    expect(again.status).toBe(401);
    expect((again.body as { code: string }).code).toBe('MFA_CODE_INVALID');
    expect((await audits('mfa.two', 'mfa.recovery-code-used')).map((a) => a.after)).toEqual([{ left: 9 }]);
    const status = await request(t.http)
      .get('/auth/v1/me/mfa')
      .set('Authorization', `Bearer ${(used.body as { access_token: string }).access_token}`);
    expect(status.body).toEqual({ totpEnabled: true, recoveryCodesLeft: 9, passkeys: 0 });
  });

  it('wrong codes count in the sign-in lockout like wrong passwords', async () => {
    const { secret } = await enrol(await loginAs(t.http, 'mfa.three'));
    const challenge = await challengeFor('mfa.three');
    for (let i = 0; i < 4; i++) {
      const res = await post('/auth/v1/login/mfa', { challenge, code: '000000' });
      expect(res.status).toBe(401);
    }
    // Held back now, even with the right code, and a new password sign-in does not clear the count.
    const right = await post('/auth/v1/login/mfa', { challenge, code: await codeAt(secret, now() + 30) });
    expect(right.status).toBe(429);
    expect((right.body as { code: string }).code).toBe('RATE_LIMITED');
    const password = await post('/auth/v1/login', { username: 'mfa.three', password: DEMO_PASSWORD });
    expect(password.status).toBe(429);
  });

  it('removal asks for a current code or the password, and is audited', async () => {
    const { secret } = await enrol(await loginAs(t.http, 'mfa.remove'));
    const signedIn = await post('/auth/v1/login/mfa', {
      challenge: await challengeFor('mfa.remove'),
      code: await codeAt(secret, now() + 30),
    });
    const bearer = (signedIn.body as { access_token: string }).access_token;
    const wrong = await post('/auth/v1/me/mfa/totp/remove', { password: 'not-the-password-1' }, bearer);
    expect(wrong.status).toBe(400);
    expect((wrong.body as { code: string }).code).toBe('PASSWORD_CURRENT_WRONG');
    const removed = await post('/auth/v1/me/mfa/totp/remove', { password: DEMO_PASSWORD }, bearer);
    expect(removed.status).toBe(204);
    expect(await audits('mfa.remove', 'mfa.remove')).toHaveLength(1);
    const [{ n }] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int AS n FROM user_recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.username = 'mfa.remove'`,
    );
    expect(n).toBe(0);
    // Password alone signs in again.
    expect(await loginAs(t.http, 'mfa.remove')).toEqual(expect.any(String));
  });

  it('an administrator resets a user’s factor (audited); a user without UPDATE_USER may not', async () => {
    await enrol(await loginAs(t.http, 'mfa.reset'));
    const [{ id }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'mfa.reset'`);
    const refused = await post(`/app/v1/users/${id}/mfa/reset`, {}, await loginAs(t.http, 'comercial'));
    expect(refused.status).toBe(403);
    const admin = await loginAs(t.http, 'admin');
    const enrolled = async () => {
      const detail = await request(t.http).get(`/app/v1/users/${id}`).set('Authorization', `Bearer ${admin}`);
      const list = await request(t.http).get('/app/v1/users?search=mfa.reset').set('Authorization', `Bearer ${admin}`);
      const items = (list.body as { items: { username: string; mfaEnabled: boolean }[] }).items;
      return [
        (detail.body as { mfaEnabled: boolean }).mfaEnabled,
        items.find((u) => u.username === 'mfa.reset')?.mfaEnabled,
      ];
    };
    expect(await enrolled()).toEqual([true, true]);
    const reset = await post(`/app/v1/users/${id}/mfa/reset`, {}, admin);
    expect(reset.status).toBe(204);
    expect(await enrolled()).toEqual([false, false]);
    expect(await audits('mfa.reset', 'mfa.reset')).toEqual([
      { actor_name: 'admin', before: { factor: 'totp', passkeys: 0 }, after: { factor: null, passkeys: 0 } },
    ]);
    expect(await loginAs(t.http, 'mfa.reset')).toEqual(expect.any(String));
    const missing = await post(
      `/app/v1/users/00000000-0000-4000-8000-000000000000/mfa/reset`,
      {},
      await loginAs(t.http, 'admin'),
    );
    expect(missing.status).toBe(404);
  });

  it('a secret sealed with another key (the key was changed) makes codes wrong, never a server error', async () => {
    const { secret } = await enrol(await loginAs(t.http, 'mfa.rekey'));
    const { SecretBox } = await import('../../src/modules/mfa/secret-box.js');
    const other = new SecretBox({ ...t.config, mfaEncryptionKey: 'another-key-that-is-long-enough-0123456789' });
    await sql(
      t.db.url,
      `UPDATE user_totp_factors SET secret_encrypted = $1 WHERE user_id = (SELECT id FROM users WHERE username = 'mfa.rekey')`,
      [other.seal(secret)],
    );
    const res = await post('/auth/v1/login/mfa', {
      challenge: await challengeFor('mfa.rekey'),
      code: await codeAt(secret, now() + 30),
    });
    expect(res.status).toBe(401);
    expect((res.body as { code: string }).code).toBe('MFA_CODE_INVALID');
  });
});
