import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import request from 'supertest';
import type { MfaPolicyRole } from '@freight/shared';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { createUser } from '../sells/fixtures.js';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';

/**
 * Issue 46: the administrators' second-factor policy. A user it covers who has no factor gets, after the
 * password, an enrolment-only token that every route but the enrolment ones refuses; confirming a factor
 * (with a code computed here from the secret) completes the sign-in. Each test sets the policy it needs
 * and signs in users of its own (Jest runs the tests in random order).
 */
type Operation = { security?: Record<string, string[]>[]; 'x-access'?: { kind: string } };

const NOWHERE = '00000000-0000-4000-8000-000000000000';
const ENROLMENT_ROUTES = new Set([
  'get /auth/v1/me/mfa',
  'post /auth/v1/me/mfa/totp',
  'post /auth/v1/me/mfa/totp/confirm',
  'get /auth/v1/me/mfa/passkeys',
  'post /auth/v1/me/mfa/passkeys/options',
  'post /auth/v1/me/mfa/passkeys',
  'post /auth/v1/logout',
  'post /auth/v1/sso/logout',
]);
const now = () => Math.floor(Date.now() / 1000);

describe('second-factor policy', () => {
  let t: TestApp;
  // Signed in before any policy is set: a policy applies from the next sign-in, never to open sessions.
  let admin = '';

  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginAs(t.http, 'admin');
    for (const [name, permissions] of [
      ['pol.pricing', ['PRICING']],
      ['pol.support', ['SUPPORT_STAFF', 'SUPPORT_USER']],
      ['pol.viewer', ['VIEW_QUOTATION']],
      ['pol.client', ['THIRD_PARTY_CLIENT']],
      ['pol.flagged', ['PRICING']],
      ['pol.audit', ['VIEW_QUOTATION']],
    ] as const)
      await createUser(t, name, [...permissions]);
    await sql(t.db.url, `UPDATE users SET is_third_party = true WHERE username = 'pol.flagged'`);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: object, token?: string) => {
    const req = request(t.http).post(url).set('Accept-Language', 'en');
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
  };
  const setPolicy = (requireAllStaff: boolean, roles: MfaPolicyRole[], token = admin) =>
    request(t.http)
      .put('/app/v1/mfa-policy')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en')
      .send({ requireAllStaff, roles });
  const signIn = (username: string) => post('/auth/v1/login', { username, password: DEMO_PASSWORD });

  it('is off until an administrator sets it', async () => {
    const [{ n }] = await sql<{ n: number }>(t.db.url, 'SELECT count(*)::int AS n FROM mfa_policy');
    if (n > 0) return; // another test of this file ran first; the seeded database has no row
    const res = await request(t.http).get('/app/v1/mfa-policy').set('Authorization', `Bearer ${admin}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requireAllStaff: false, roles: [], updatedAt: null, updatedBy: null });
  });

  it("a role's policy holds its user without a factor at enrolment: every other route refuses, a confirmed code completes sign-in", async () => {
    expect((await setPolicy(false, ['pricing'])).status).toBe(200);
    const held = await signIn('pol.pricing');
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ mfaEnrolmentRequired: true, expiresInSeconds: 900 });
    expect(held.body).not.toHaveProperty('access_token');
    const enrolment = (held.body as { enrolmentToken: string }).enrolmentToken;

    // Every signed-in route of the document but the enrolment ones answers 403 MFA_ENROLMENT_REQUIRED.
    const doc = buildOpenApiDocument(t.app) as unknown as { paths: Record<string, Record<string, Operation>> };
    const wrong: string[] = [];
    let probed = 0;
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        const access = op['x-access']?.kind;
        if (!access || access === 'public' || op.security?.some((s) => 'agentLink' in s)) continue;
        if (ENROLMENT_ROUTES.has(`${method} ${path}`)) continue;
        const url = path.replace(/\{\w+\}/g, NOWHERE);
        const verb = method as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const call = request(t.http)[verb](url).set('Authorization', `Bearer ${enrolment}`);
        const res = method === 'get' ? await call : await call.send({});
        probed++;
        const code = (res.body as { code?: string }).code;
        if (res.status !== 403 || code !== 'MFA_ENROLMENT_REQUIRED')
          wrong.push(`${method} ${path}: ${res.status} ${code ?? ''}`);
      }
    expect(wrong).toEqual([]);
    expect(probed).toBeGreaterThan(150);
    const refused = await request(t.http)
      .get('/auth/v1/me')
      .set('Accept-Language', 'en')
      .set('Authorization', `Bearer ${enrolment}`);
    expect(refused.body).toMatchObject({
      code: 'MFA_ENROLMENT_REQUIRED',
      message: 'Your role requires a second factor: enrol one to finish signing in.',
    });

    // The enrolment routes answer it.
    const status = await request(t.http).get('/auth/v1/me/mfa').set('Authorization', `Bearer ${enrolment}`);
    expect(status.body).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: 0 });
    const started = await post('/auth/v1/me/mfa/totp', {}, enrolment);
    expect(started.status).toBe(200);
    const { secret } = started.body as { secret: string };
    const bad = await post('/auth/v1/me/mfa/totp/confirm', { code: '000000' }, enrolment);
    expect((bad.body as { code: string }).code).toBe('MFA_CODE_INVALID');
    const confirmed = await post('/auth/v1/me/mfa/totp/confirm', { code: await generate({ secret }) }, enrolment);
    expect(confirmed.status).toBe(200);
    const body = confirmed.body as { recoveryCodes: string[]; session: { access_token: string } };
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.session).toEqual({ access_token: expect.any(String), mustChangePassword: false });

    // The session opens the portal; the enrolment token is ended.
    const me = await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${body.session.access_token}`);
    expect(me.status).toBe(200);
    expect((me.body as { username: string }).username).toBe('pol.pricing');
    const old = await request(t.http).get('/auth/v1/me/mfa').set('Authorization', `Bearer ${enrolment}`);
    expect(old.status).toBe(401);
    expect((old.body as { code: string }).code).toBe('AUTH_SESSION_ENDED');
    const sessions = await sql<{ mfa_enrolment_only: boolean; end_reason: string | null }>(
      t.db.url,
      `SELECT s.mfa_enrolment_only, s.end_reason FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE u.username = 'pol.pricing' ORDER BY s.created_at`,
    );
    expect(sessions).toEqual([
      { mfa_enrolment_only: true, end_reason: 'mfa-enrolled' },
      { mfa_enrolment_only: false, end_reason: null },
    ]);

    // The policy keeps the factor: the user cannot remove it (an administrator's reset can).
    const removal = await post('/auth/v1/me/mfa/totp/remove', { password: DEMO_PASSWORD }, body.session.access_token);
    expect(removal.status).toBe(409);
    expect((removal.body as { code: string }).code).toBe('MFA_REQUIRED_BY_POLICY');

    // Administrators see who has enrolled, and filter by it.
    const listed = async (mfaEnabled: boolean) => {
      const res = await request(t.http)
        .get(`/app/v1/users?search=pol.&mfaEnabled=${mfaEnabled}`)
        .set('Authorization', `Bearer ${admin}`);
      return (res.body as { items: { username: string; mfaEnabled: boolean }[] }).items;
    };
    expect(await listed(true)).toContainEqual(expect.objectContaining({ username: 'pol.pricing', mfaEnabled: true }));
    expect((await listed(true)).every((u) => u.mfaEnabled)).toBe(true);
    const without = await listed(false);
    expect(without.map((u) => u.username)).not.toContain('pol.pricing');
    expect(without.map((u) => u.username)).toContain('pol.viewer');
    expect(without.every((u) => !u.mfaEnabled)).toBe(true);

    // From now on the user gets the normal second step.
    const next = await signIn('pol.pricing');
    expect(next.body).toMatchObject({ mfaRequired: true });
  });

  it('an enrolment-only token ends with sign-out, and a pending password change comes after the enrolment', async () => {
    expect((await setPolicy(false, ['supportStaff'])).status).toBe(200);
    await sql(t.db.url, `UPDATE users SET must_change_password = true WHERE username = 'pol.support'`);
    const first = (await signIn('pol.support')).body as { enrolmentToken: string };
    expect((await post('/auth/v1/logout', {}, first.enrolmentToken)).status).toBe(204);
    expect((await post('/auth/v1/me/mfa/totp', {}, first.enrolmentToken)).status).toBe(401);

    const { enrolmentToken } = (await signIn('pol.support')).body as { enrolmentToken: string };
    const { secret } = (await post('/auth/v1/me/mfa/totp', {}, enrolmentToken)).body as { secret: string };
    const confirmed = await post(
      '/auth/v1/me/mfa/totp/confirm',
      { code: await generate({ secret, epoch: now() }) },
      enrolmentToken,
    );
    const { session } = confirmed.body as { session: { access_token: string; mustChangePassword: boolean } };
    expect(session.mustChangePassword).toBe(true);
    const notYet = await request(t.http).get('/app/v1/users').set('Authorization', `Bearer ${session.access_token}`);
    expect((notYet.body as { code: string }).code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('users of roles the policy does not name, and third-party clients, sign in as before', async () => {
    expect((await setPolicy(false, ['pricing', 'commercial'])).status).toBe(200);
    for (const username of ['pol.viewer', 'pol.client', 'pol.flagged'])
      expect(await loginAs(t.http, username)).toEqual(expect.any(String));

    // Every staff user: the viewer is held now; clients (by permission or by flag, even holding PRICING) never.
    expect((await setPolicy(true, [])).status).toBe(200);
    expect((await signIn('pol.viewer')).body).toMatchObject({ mfaEnrolmentRequired: true });
    expect(await loginAs(t.http, 'pol.client')).toEqual(expect.any(String));
    expect(await loginAs(t.http, 'pol.flagged')).toEqual(expect.any(String));
    expect(await loginAs(t.http, 'cliente')).toEqual(expect.any(String));
    // The open administrator session goes on: the policy applies from the next sign-in.
    expect((await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${admin}`)).status).toBe(200);
    expect((await setPolicy(false, [])).status).toBe(200);
    expect(await loginAs(t.http, 'pol.viewer')).toEqual(expect.any(String));
  });

  it('only UPDATE_USER reads or changes the policy; every change is audited with before and after', async () => {
    expect((await setPolicy(false, [])).status).toBe(200);
    const viewer = await loginAs(t.http, 'pol.audit');
    const denied = await setPolicy(true, [], viewer);
    expect(denied.status).toBe(403);
    expect((denied.body as { code: string }).code).toBe('FORBIDDEN');
    const read = await request(t.http).get('/app/v1/mfa-policy').set('Authorization', `Bearer ${viewer}`);
    expect(read.status).toBe(403);
    const invalid = await request(t.http)
      .put('/app/v1/mfa-policy')
      .set('Authorization', `Bearer ${admin}`)
      .send({ requireAllStaff: false, roles: ['thirdParty'] });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { code: string }).code).toBe('VALIDATION_FAILED');

    const [{ last }] = await sql<{ last: string }>(
      t.db.url,
      'SELECT coalesce(max(id), 0)::text AS last FROM audit_events',
    );
    const saved = await setPolicy(false, ['supportStaff', 'administrator']);
    expect(saved.body).toMatchObject({
      requireAllStaff: false,
      roles: ['administrator', 'supportStaff'],
      updatedBy: 'admin',
      updatedAt: expect.any(String),
    });
    const got = await request(t.http).get('/app/v1/mfa-policy').set('Authorization', `Bearer ${admin}`);
    expect(got.body).toEqual(saved.body);
    await setPolicy(true, []);
    const rows = await sql<{ actor_name: string; entity_type: string; before: unknown; after: unknown }>(
      t.db.url,
      `SELECT actor_name, entity_type, before, after FROM audit_events
       WHERE action = 'mfa.policy' AND id > $1::bigint ORDER BY id`,
      [last],
    );
    expect(rows).toEqual([
      {
        actor_name: 'admin',
        entity_type: 'mfaPolicy',
        before: { requireAllStaff: false, roles: [] },
        after: { requireAllStaff: false, roles: ['administrator', 'supportStaff'] },
      },
      {
        actor_name: 'admin',
        entity_type: 'mfaPolicy',
        before: { requireAllStaff: false, roles: ['administrator', 'supportStaff'] },
        after: { requireAllStaff: true, roles: [] },
      },
    ]);
    // The refused and invalid attempts changed nothing.
    expect(
      await sql(t.db.url, `SELECT 1 FROM audit_events WHERE action = 'mfa.policy' AND actor_name = 'pol.audit'`),
    ).toEqual([]);
    await setPolicy(false, []);
  });
});
