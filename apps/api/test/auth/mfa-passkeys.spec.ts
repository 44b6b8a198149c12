import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { createUser } from '../sells/fixtures.js';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { mfaClient, type PasskeyOptions } from './mfa-client.js';
import { SoftAuthenticator } from './soft-authenticator.js';

/**
 * Issue 46: passkeys (WebAuthn) as a second factor, against a software authenticator built in the test
 * (a P-256 key pair from node:crypto, "none" attestation, ES256 assertions). The app's relying party is
 * PUBLIC_URL's: id localhost, origin http://localhost:3000.
 */
type Mfa = ReturnType<typeof mfaClient>;

describe('passkeys as a second factor', () => {
  let t: TestApp;
  let post: Mfa['post'], get: Mfa['get'], codeOf: Mfa['codeOf'], register: Mfa['register'];
  let pending: Mfa['pending'], signIn: Mfa['signIn'], audits: Mfa['audits'], enrolTotp: Mfa['enrolTotp'];

  beforeAll(async () => {
    t = await startTestApp();
    ({ post, get, codeOf, register, pending, signIn, audits, enrolTotp } = mfaClient(t));
    // One user per test: Jest runs this file's tests in random order (npm test's --randomize).
    for (const name of [
      'regpk.user',
      'sigpk.user',
      'cntpk.user',
      'rempk.user',
      'rstpk.user',
      'polpk.user',
      'rcvpk.user',
      'lstpk.user',
      'totpk.user',
      'pktot.user',
    ])
      await createUser(t, name, ['VIEW_QUOTATION']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers a named passkey once per challenge; a wrong origin is refused', async () => {
    const token = await loginAs(t.http, 'regpk.user');
    const key = new SoftAuthenticator();
    const started = await post('/auth/v1/me/mfa/passkeys/options', {}, token);
    const { options } = started.body as PasskeyOptions;
    const answer = key.register(options);
    // Signed for another site: refused, and the challenge is used up with it.
    const phished = await post(
      '/auth/v1/me/mfa/passkeys',
      { name: 'Evil', response: key.register(options, 'https://evil.example') },
      token,
    );
    expect(phished.status).toBe(400);
    expect(codeOf(phished)).toBe('PASSKEY_INVALID');
    const replayed = await post('/auth/v1/me/mfa/passkeys', { name: 'Laptop', response: answer }, token);
    expect(replayed.status).toBe(409);
    expect(codeOf(replayed)).toBe('PASSKEY_CHALLENGE_EXPIRED');

    await register(token, key, 'Work laptop');
    const list = await get('/auth/v1/me/mfa/passkeys', token);
    expect(list.body).toEqual([
      { id: expect.any(String), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect((await get('/auth/v1/me/mfa', token)).body).toEqual({
      totpEnabled: false,
      recoveryCodesLeft: 0,
      passkeys: 1,
    });
    expect((await audits('regpk.user', 'mfa.passkey.register')).map((a) => a.after)).toEqual([
      { factor: 'passkey', passkey: (list.body as { id: string }[])[0].id, name: 'Work laptop' },
    ]);
    // The same credential again (the browser is told to exclude it): refused.
    const again = await post('/auth/v1/me/mfa/passkeys/options', {}, token);
    expect((again.body as { options: { excludeCredentials: { id: string }[] } }).options.excludeCredentials).toEqual([
      expect.objectContaining({ id: key.id }),
    ]);
    const duplicate = await post(
      '/auth/v1/me/mfa/passkeys',
      { name: 'Twice', response: key.register((again.body as PasskeyOptions).options) },
      token,
    );
    expect(codeOf(duplicate)).toBe('PASSKEY_INVALID');
  });

  it('signs in with password and passkey; the challenge is single-use and bound to its sign-in', async () => {
    const key = new SoftAuthenticator();
    await register(await loginAs(t.http, 'sigpk.user'), key);
    const first = await pending('sigpk.user');
    expect(first.options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);

    // Answered with another pending sign-in's challenge: refused (and that answer's challenge is spent).
    const other = await pending('sigpk.user');
    const crossed = await signIn(other.challenge, key.assert(first.options));
    expect(crossed.status).toBe(400);
    expect(codeOf(crossed)).toBe('PASSKEY_INVALID');
    // Signed for another origin: refused.
    const phished = await signIn(other.challenge, key.assert(other.options, 'https://evil.example'));
    expect(codeOf(phished)).toBe('PASSKEY_INVALID');

    const third = await pending('sigpk.user');
    const answer = key.assert(third.options);
    const ok = await signIn(third.challenge, answer);
    expect(ok.status).toBe(200);
    const token = (ok.body as { access_token: string }).access_token;
    expect((await get('/auth/v1/me', token)).status).toBe(200);
    // Replayed: the challenge is gone.
    const replay = await signIn(third.challenge, answer);
    expect(replay.status).toBe(400);
    expect(codeOf(replay)).toBe('PASSKEY_INVALID');

    const [listed] = (await get('/auth/v1/me/mfa/passkeys', token)).body as { lastUsedAt: string | null }[];
    expect(listed.lastUsedAt).toEqual(expect.any(String));
    expect(await audits('sigpk.user', 'mfa.passkey.use')).toHaveLength(1);
    const failures = await sql<{ after: { step?: string } }>(
      t.db.url,
      `SELECT after FROM audit_events WHERE action = 'login.failure' AND actor_name = 'sigpk.user' ORDER BY id`,
    );
    expect(failures.map((f) => f.after.step)).toEqual(['passkey', 'passkey', 'passkey']);
  });

  it('refuses a signature counter that did not grow (a cloned authenticator)', async () => {
    const key = new SoftAuthenticator();
    await register(await loginAs(t.http, 'cntpk.user'), key);
    const a = await pending('cntpk.user');
    expect((await signIn(a.challenge, key.assert(a.options, key.origin, 5))).status).toBe(200);
    const b = await pending('cntpk.user');
    const stale = await signIn(b.challenge, key.assert(b.options, key.origin, 5));
    expect(stale.status).toBe(400);
    const [{ counter }] = await sql<{ counter: string }>(
      t.db.url,
      `SELECT p.counter::text AS counter FROM user_passkeys p JOIN users u ON u.id = p.user_id WHERE u.username = 'cntpk.user'`,
    );
    expect(counter).toBe('5');
    const c = await pending('cntpk.user');
    expect((await signIn(c.challenge, key.assert(c.options, key.origin, 6))).status).toBe(200);
  });

  it('removal asks for the password (or a code), and is audited', async () => {
    const key = new SoftAuthenticator();
    const token = await loginAs(t.http, 'rempk.user');
    const id = await register(token, key);
    const p = await pending('rempk.user');
    const bearer = ((await signIn(p.challenge, key.assert(p.options))).body as { access_token: string }).access_token;

    const none = await post(`/auth/v1/me/mfa/passkeys/${id}/remove`, {}, bearer);
    expect(codeOf(none)).toBe('MFA_CODE_INVALID');
    const wrong = await post(`/auth/v1/me/mfa/passkeys/${id}/remove`, { password: 'not-the-password-1' }, bearer);
    expect(wrong.status).toBe(400);
    expect(codeOf(wrong)).toBe('PASSWORD_CURRENT_WRONG');
    expect(((await get('/auth/v1/me/mfa/passkeys', bearer)).body as unknown[]).length).toBe(1);
    const removed = await post(`/auth/v1/me/mfa/passkeys/${id}/remove`, { password: DEMO_PASSWORD }, bearer);
    expect(removed.status).toBe(204);
    expect((await get('/auth/v1/me/mfa/passkeys', bearer)).body).toEqual([]);
    expect((await audits('rempk.user', 'mfa.passkey.remove')).map((a) => a.before)).toEqual([
      { factor: 'passkey', passkey: id, name: 'Laptop' },
    ]);
    // Password alone signs in again.
    expect(await loginAs(t.http, 'rempk.user')).toEqual(expect.any(String));
  });

  it('counts as an enrolled factor in the users list, and an administrator’s reset removes it (audited)', async () => {
    await register(await loginAs(t.http, 'rstpk.user'), new SoftAuthenticator());
    const [{ id }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'rstpk.user'`);
    const admin = await loginAs(t.http, 'admin');
    const listed = async (filter: string) => {
      const res = await get(`/app/v1/users?search=rstpk.user${filter}`, admin);
      return (res.body as { items: { username: string; mfaEnabled: boolean }[] }).items.map((u) => u.mfaEnabled);
    };
    expect(await listed('')).toEqual([true]);
    expect(await listed('&mfaEnabled=true')).toEqual([true]);
    expect(await listed('&mfaEnabled=false')).toEqual([]);
    expect((await post(`/app/v1/users/${id}/mfa/reset`, {}, admin)).status).toBe(204);
    expect(await listed('&mfaEnabled=false')).toEqual([false]);
    expect(await audits('rstpk.user', 'mfa.reset')).toEqual([
      { before: { factor: null, passkeys: 1 }, after: { factor: null, passkeys: 0 } },
    ]);
    expect(await loginAs(t.http, 'rstpk.user')).toEqual(expect.any(String));
  });

  it('under the policy, a passkey registered with the enrolment-only token completes sign-in and may not be removed', async () => {
    const admin = await loginAs(t.http, 'admin');
    const setPolicy = (requireAllStaff: boolean) =>
      request(t.http)
        .put('/app/v1/mfa-policy')
        .set('Authorization', `Bearer ${admin}`)
        .send({ requireAllStaff, roles: [] });
    expect((await setPolicy(true)).status).toBe(200);
    try {
      const login = await post('/auth/v1/login', { username: 'polpk.user', password: DEMO_PASSWORD });
      const { enrolmentToken } = login.body as { enrolmentToken: string };
      expect(enrolmentToken).toEqual(expect.any(String));
      const key = new SoftAuthenticator();
      const { options } = (await post('/auth/v1/me/mfa/passkeys/options', {}, enrolmentToken)).body as PasskeyOptions;
      const done = await post(
        '/auth/v1/me/mfa/passkeys',
        { name: 'Phone', response: key.register(options) },
        enrolmentToken,
      );
      expect(done.status).toBe(201);
      const { session, passkey } = done.body as { session: { access_token: string }; passkey: { id: string } };
      expect((await get('/auth/v1/me', session.access_token)).status).toBe(200);
      expect((await get('/auth/v1/me', enrolmentToken)).status).toBe(401);
      // The last factor while the policy asks for one: only an administrator's reset takes it away.
      const kept = await post(
        `/auth/v1/me/mfa/passkeys/${passkey.id}/remove`,
        { password: DEMO_PASSWORD },
        session.access_token,
      );
      expect(codeOf(kept)).toBe('MFA_REQUIRED_BY_POLICY');
      // The next sign-in asks for the passkey.
      const next = await pending('polpk.user');
      expect((await signIn(next.challenge, key.assert(next.options))).status).toBe(200);
    } finally {
      expect((await setPolicy(false)).status).toBe(200);
    }
  });

  it('a passkey-only user gets recovery codes (password first), shown once, hashed, single-use, replaced by the next ten', async () => {
    const token = await loginAs(t.http, 'rcvpk.user');
    const none = await post('/auth/v1/me/mfa/recovery-codes', { password: DEMO_PASSWORD }, token);
    expect(codeOf(none)).toBe('MFA_NOT_ENABLED');
    await register(token, new SoftAuthenticator());
    const wrong = await post('/auth/v1/me/mfa/recovery-codes', { password: 'not-the-password-1' }, token);
    expect(codeOf(wrong)).toBe('PASSWORD_CURRENT_WRONG');

    const first = await post('/auth/v1/me/mfa/recovery-codes', { password: DEMO_PASSWORD }, token);
    expect(first.status).toBe(200);
    const old = (first.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(new Set(old).size).toBe(10);
    expect((await get('/auth/v1/me/mfa', token)).body).toEqual({
      totpEnabled: false,
      recoveryCodesLeft: 10,
      passkeys: 1,
    });
    const [{ n: stored }] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int AS n FROM user_recovery_codes r JOIN users u ON u.id = r.user_id
       WHERE u.username = 'rcvpk.user' AND r.code_hash = ANY($1)`,
      [old],
    );
    expect(stored).toBe(0);

    // Without the passkey: a recovery code signs in once.
    const { challenge } = await pending('rcvpk.user');
    const used = await post('/auth/v1/login/mfa', { challenge, recoveryCode: old[0] });
    expect(used.status).toBe(200);
    const again = await post('/auth/v1/login/mfa', { challenge, recoveryCode: old[0] });
    expect(codeOf(again)).toBe('MFA_CODE_INVALID');

    // Ten new ones: the old ones left stop working.
    const next = await post('/auth/v1/me/mfa/recovery-codes', { password: DEMO_PASSWORD }, token);
    const fresh = (next.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh.filter((c) => old.includes(c))).toEqual([]);
    const stale = await post('/auth/v1/login/mfa', {
      challenge: (await pending('rcvpk.user')).challenge,
      recoveryCode: old[1],
    });
    expect(codeOf(stale)).toBe('MFA_CODE_INVALID');
    const ok = await post('/auth/v1/login/mfa', {
      challenge: (await pending('rcvpk.user')).challenge,
      recoveryCode: fresh[9],
    });
    expect(ok.status).toBe(200);
    expect((await audits('rcvpk.user', 'mfa.recovery-codes')).map((a) => a.after)).toEqual([
      { count: 10 },
      { count: 10 },
    ]);
  });

  it('removing the last passkey of a user without TOTP removes the recovery codes too (audited); a new passkey does not revive them', async () => {
    const token = await loginAs(t.http, 'lstpk.user');
    const [first, second] = [
      await register(token, new SoftAuthenticator(), 'One'),
      await register(token, new SoftAuthenticator(), 'Two'),
    ];
    const issued = await post('/auth/v1/me/mfa/recovery-codes', { password: DEMO_PASSWORD }, token);
    const codes = (issued.body as { recoveryCodes: string[] }).recoveryCodes;
    const stored = async () =>
      (
        await sql<{ n: number }>(
          t.db.url,
          `SELECT count(*)::int AS n FROM user_recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.username = 'lstpk.user'`,
        )
      )[0].n;

    // Another passkey is left: the codes stay.
    expect((await post(`/auth/v1/me/mfa/passkeys/${first}/remove`, { password: DEMO_PASSWORD }, token)).status).toBe(
      204,
    );
    expect(await stored()).toBe(10);
    expect(await audits('lstpk.user', 'mfa.recovery-codes.removed')).toEqual([]);

    // The last one: no factor is left, and neither are its codes.
    expect((await post(`/auth/v1/me/mfa/passkeys/${second}/remove`, { password: DEMO_PASSWORD }, token)).status).toBe(
      204,
    );
    expect(await stored()).toBe(0);
    expect(await audits('lstpk.user', 'mfa.recovery-codes.removed')).toEqual([
      { before: { count: 10 }, after: { count: 0 } },
    ]);

    // A passkey enrolled later starts without codes: the old ones do not sign in.
    await register(token, new SoftAuthenticator(), 'Three');
    expect((await get('/auth/v1/me/mfa', token)).body).toMatchObject({ recoveryCodesLeft: 0, passkeys: 1 });
    const { challenge } = await pending('lstpk.user');
    expect(codeOf(await post('/auth/v1/login/mfa', { challenge, recoveryCode: codes[0] }))).toBe('MFA_CODE_INVALID');
  });

  it('removing the last passkey of a user who also has TOTP keeps the recovery codes, and one still signs in', async () => {
    const token = await loginAs(t.http, 'totpk.user');
    const passkey = await register(token, new SoftAuthenticator());
    const codes = await enrolTotp(token);

    expect((await post(`/auth/v1/me/mfa/passkeys/${passkey}/remove`, { password: DEMO_PASSWORD }, token)).status).toBe(
      204,
    );
    expect((await get('/auth/v1/me/mfa', token)).body).toEqual({
      totpEnabled: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
    });
    expect(await audits('totpk.user', 'mfa.recovery-codes.removed')).toEqual([]);
    expect(await audits('totpk.user', 'mfa.passkey.remove')).toHaveLength(1);

    const login = await post('/auth/v1/login', { username: 'totpk.user', password: DEMO_PASSWORD });
    expect(login.body).toMatchObject({ mfaRequired: true, factors: { totp: true, passkey: false } });
    const { challenge } = login.body as { challenge: string };
    const signedIn = await post('/auth/v1/login/mfa', { challenge, recoveryCode: codes[0] });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toHaveProperty('access_token');
  });

  it('removing TOTP while a passkey remains keeps the recovery codes; removing that passkey then drops them', async () => {
    const token = await loginAs(t.http, 'pktot.user');
    const passkey = await register(token, new SoftAuthenticator());
    const codes = await enrolTotp(token);

    expect((await post('/auth/v1/me/mfa/totp/remove', { password: DEMO_PASSWORD }, token)).status).toBe(204);
    expect((await get('/auth/v1/me/mfa', token)).body).toEqual({
      totpEnabled: false,
      recoveryCodesLeft: 10,
      passkeys: 1,
    });
    expect(await audits('pktot.user', 'mfa.remove')).toHaveLength(1);
    expect(await audits('pktot.user', 'mfa.recovery-codes.removed')).toEqual([]);
    // The passkey is the factor now, and a recovery code still stands in for it.
    const login = await post('/auth/v1/login', { username: 'pktot.user', password: DEMO_PASSWORD });
    expect(login.body).toMatchObject({ mfaRequired: true, factors: { totp: false, passkey: true } });
    const { challenge } = login.body as { challenge: string };
    expect((await post('/auth/v1/login/mfa', { challenge, recoveryCode: codes[0] })).status).toBe(200);

    expect((await post(`/auth/v1/me/mfa/passkeys/${passkey}/remove`, { password: DEMO_PASSWORD }, token)).status).toBe(
      204,
    );
    expect((await get('/auth/v1/me/mfa', token)).body).toEqual({
      totpEnabled: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
    });
    expect(await audits('pktot.user', 'mfa.recovery-codes.removed')).toEqual([
      { before: { count: 9 }, after: { count: 0 } },
    ]);
  });
});
