import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { createUser } from '../sells/fixtures.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { CLIENT, startTestProvider, type TestProvider } from './oidc-test-provider.js';

/**
 * Issue 46: single sign-on against a real OpenID provider started here (oidc-provider on a free port):
 * the whole code flow with PKCE, state and nonce runs between the API, the provider and a scripted browser.
 */
const REDIRECT = 'http://localhost:5173/sign-in/sso';
const AFTER_LOGOUT = 'http://localhost:5173/sign-in';

describe('single sign-on with OpenID Connect', () => {
  let t: TestApp;
  let op: TestProvider;

  beforeAll(async () => {
    op = await startTestProvider(REDIRECT, AFTER_LOGOUT);
    t = await startTestApp({
      oidc: {
        issuer: op.issuer,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        redirectUri: REDIRECT,
        postLogoutRedirectUri: AFTER_LOGOUT,
        scopes: 'openid email profile groups',
        providerName: 'Contoso',
        groupsClaim: 'groups',
        groupPermissions: { 'freight-pricing': ['PRICING'], 'freight-sales': ['COMMERCIAL'] },
        passwordSignInOff: true,
      },
    });
    // One user per test: Jest runs this file's tests in random order.
    for (const name of ['sso.alice', 'sso.bruno', 'sso.carla', 'sso.dora', 'sso.enzo', 'sso.fede'])
      await createUser(t, name, ['VIEW_QUOTATION', 'COMMERCIAL']);
    const account = (name: string, groups: string[] = [], email_verified = true) => ({
      email: `${name}@freight.local`,
      email_verified,
      name,
      groups,
    });
    op.accounts.set('sub-alice', account('sso.alice', ['freight-pricing']));
    op.accounts.set('sub-bruno', account('sso.bruno'));
    op.accounts.set('sub-carla', account('sso.carla', [], false));
    op.accounts.set('sub-stranger', account('nobody.here'));
    op.accounts.set('sub-dora', account('sso.dora'));
    op.accounts.set('sub-enzo', account('sso.enzo'));
    op.accounts.set('sub-fede', account('sso.fede', ['freight-sales']));
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  const post = (url: string, body: object, token?: string, language = 'en') => {
    const req = request(t.http).post(url).set('Accept-Language', language);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
  };

  /** The browser's round trip: start, the provider's pages as `subject`, and the answer handed back. */
  async function ssoAs(subject: string, language = 'en') {
    const started = await post('/auth/v1/sso/start', {});
    expect(started.status).toBe(200);
    const { authorizationUrl, flow } = started.body as { authorizationUrl: string; flow: string };
    op.signInAs(subject);
    const callback = await op.authorize(authorizationUrl, REDIRECT);
    return { flow, callback, res: await post('/auth/v1/sso/callback', { flow, callback }, undefined, language) };
  }

  const me = (token: string) => request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`);
  const permissionsOf = async (username: string) =>
    (
      await sql<{ permission: string }>(
        t.db.url,
        `SELECT p.permission FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE u.username = $1 ORDER BY 1`,
        [username],
      )
    ).map((r) => r.permission);

  it('offers the provider by name and asks it for a code with PKCE, state and nonce', async () => {
    const info = await request(t.http).get('/auth/v1/sso');
    expect(info.body).toEqual({ enabled: true, providerName: 'Contoso' });
    const started = await post('/auth/v1/sso/start', {});
    const url = new URL((started.body as { authorizationUrl: string }).authorizationUrl);
    expect(url.origin).toBe(op.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      response_type: 'code',
      redirect_uri: REDIRECT,
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
  });

  it('signs in by verified e-mail, links the subject, and applies the group mapping at each sign-in', async () => {
    const first = await ssoAs('sub-alice');
    expect(first.res.status).toBe(200);
    const token = (first.res.body as { access_token: string }).access_token;
    const profile = await me(token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ username: 'sso.alice' });
    // In freight-pricing: PRICING granted; COMMERCIAL (mapped to a group the user is not in) taken away; the rest kept.
    expect(await permissionsOf('sso.alice')).toEqual(['PRICING', 'VIEW_QUOTATION']);
    const [linked] = await sql<{ oidc_subject: string; oidc_issuer: string }>(
      t.db.url,
      `SELECT oidc_subject, oidc_issuer FROM users WHERE username = 'sso.alice'`,
    );
    expect(linked).toEqual({ oidc_subject: 'sub-alice', oidc_issuer: op.issuer });

    // The provider's e-mail changes and the user moves to sales: the stored subject still finds them.
    op.accounts.set('sub-alice', {
      ...op.accounts.get('sub-alice')!,
      email: 'alice@elsewhere.test',
      groups: ['freight-sales'],
    });
    const again = await ssoAs('sub-alice');
    expect(again.res.status).toBe(200);
    expect(await permissionsOf('sso.alice')).toEqual(['COMMERCIAL', 'VIEW_QUOTATION']);
    const audits = await sql<{ action: string }>(
      t.db.url,
      `SELECT a.action FROM audit_events a JOIN users u ON u.id = a.entity_id::uuid
       WHERE u.username = 'sso.alice' AND a.action IN ('sso.link', 'permissions') ORDER BY a.id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['sso.link', 'permissions', 'permissions']);
  });

  it('refuses an e-mail no portal user has, and one the provider has not verified, in the caller language', async () => {
    const stranger = await ssoAs('sub-stranger', 'es');
    expect(stranger.res.status).toBe(403);
    expect(stranger.res.body).toMatchObject({ code: 'SSO_ACCOUNT_UNKNOWN' });
    expect(JSON.stringify(stranger.res.body)).toContain('Ningún usuario del portal');
    const unverified = await ssoAs('sub-carla', 'pt');
    expect(unverified.res.body).toMatchObject({ code: 'SSO_ACCOUNT_UNKNOWN' });
    expect(JSON.stringify(unverified.res.body)).toContain('Nenhum usuário do portal');
    expect(await sql(t.db.url, `SELECT 1 FROM users WHERE email = 'nobody.here@freight.local'`)).toHaveLength(0);
  });

  it('refuses a user deactivated in the portal', async () => {
    await sql(t.db.url, `UPDATE users SET active = false WHERE username = 'sso.bruno'`);
    const { res } = await ssoAs('sub-bruno', 'es');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'AUTH_ACCOUNT_DISABLED' });
  });

  it('refuses a replayed answer and an answer handed back with another sign-in flow', async () => {
    const { flow, callback, res } = await ssoAs('sub-enzo');
    expect(res.status).toBe(200);
    const replay = await post('/auth/v1/sso/callback', { flow, callback });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'SSO_FLOW_INVALID' });
    const other = await post('/auth/v1/sso/start', {});
    const mixed = await post('/auth/v1/sso/callback', { flow: (other.body as { flow: string }).flow, callback });
    expect(mixed.body).toMatchObject({ code: 'SSO_FLOW_INVALID' });
    const forged = await post('/auth/v1/sso/callback', { flow: `${flow}x`, callback });
    expect(forged.body).toMatchObject({ code: 'SSO_FLOW_INVALID' });
  });

  it('turns password sign-in off for users linked to the provider only', async () => {
    const before = await post('/auth/v1/login', { username: 'sso.dora', password: DEMO_PASSWORD });
    expect(before.status).toBe(200);
    expect((await ssoAs('sub-dora')).res.status).toBe(200);
    const after = await post('/auth/v1/login', { username: 'sso.dora', password: DEMO_PASSWORD }, undefined, 'es');
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ code: 'AUTH_PASSWORD_SIGN_IN_OFF' });
    // A wrong password tells nothing more than for anyone else.
    const wrong = await post('/auth/v1/login', { username: 'sso.dora', password: 'wrong-password-1' });
    expect(wrong.body).toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
  });

  it("logs out: the portal session ends and the provider's end-session URL is given", async () => {
    const token = ((await ssoAs('sub-fede')).res.body as { access_token: string }).access_token;
    expect((await me(token)).status).toBe(200);
    const out = await post('/auth/v1/sso/logout', {}, token);
    expect(out.status).toBe(200);
    const url = new URL((out.body as { endSessionUrl: string }).endSessionUrl);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.id);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(AFTER_LOGOUT);
    expect((await me(token)).status).toBe(401);
    // The provider accepts it: its logout confirmation page.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('form');
  });
});
