import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { createUser } from '../sells/fixtures.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { CLIENT, startTestProvider, type TestProvider } from './oidc-test-provider.js';

/**
 * Issue 46: an administrator configures single sign-on on the users screen (GET/PUT/DELETE
 * /app/v1/sso-settings) instead of the OIDC_* variables (none are set here). A saved configuration takes
 * effect at the next request, without a restart, and its client secret is never answered nor audited.
 */
const LOGIN = 'http://localhost:3000/login';

describe('the administrators’ single sign-on configuration', () => {
  let t: TestApp;
  let op: TestProvider;
  let other: TestProvider;
  let admin = '';

  beforeAll(async () => {
    op = await startTestProvider(LOGIN, LOGIN);
    other = await startTestProvider(LOGIN, LOGIN);
    t = await startTestApp();
    admin = await loginAs(t.http, 'admin');
    for (const name of ['cfg.alice', 'cfg.bruno']) await createUser(t, name, ['VIEW_QUOTATION']);
    const account = (name: string, groups: string[] = []) => ({
      email: `${name}@freight.local`,
      email_verified: true,
      name,
      groups,
    });
    op.accounts.set('sub-alice', account('cfg.alice', ['freight-pricing']));
    op.accounts.set('sub-bruno', account('cfg.bruno'));
    other.accounts.set('other-alice', account('cfg.alice'));
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
    await other?.close();
  });

  const config = (over: Record<string, unknown> = {}) => ({
    enabled: true,
    issuer: op.issuer,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    providerName: 'Contoso',
    scopes: 'openid email profile groups',
    groupsClaim: 'groups',
    groupMappingEnabled: true,
    groupMapping: [{ group: 'freight-pricing', permissions: ['PRICING'] }],
    passwordSignInOff: false,
    ...over,
  });
  const put = (body: object, token = admin, language = 'en') =>
    request(t.http)
      .put('/app/v1/sso-settings')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', language)
      .send(body);
  const getSettings = (token = admin) =>
    request(t.http).get('/app/v1/sso-settings').set('Authorization', `Bearer ${token}`);
  const post = (url: string, body: object) => request(t.http).post(url).send(body);
  const codeOf = (res: { body: unknown }) => (res.body as { code?: string }).code;

  /** The browser's round trip through `provider` as `subject`. */
  async function ssoAs(provider: TestProvider, subject: string) {
    const started = await post('/auth/v1/sso/start', {});
    expect(started.status).toBe(200);
    const { authorizationUrl, flow } = started.body as { authorizationUrl: string; flow: string };
    expect(new URL(authorizationUrl).origin).toBe(provider.issuer);
    provider.signInAs(subject);
    return post('/auth/v1/sso/callback', { flow, callback: await provider.authorize(authorizationUrl, LOGIN) });
  }
  /** Each test starts with nothing saved (Jest runs them in random order); answers the audit trail's last id. */
  async function fresh(): Promise<number> {
    await sql(t.db.url, 'DELETE FROM sso_settings');
    return (await sql<{ id: number }>(t.db.url, 'SELECT coalesce(max(id), 0)::int AS id FROM audit_events'))[0].id;
  }
  const audits = (since: number) =>
    sql<{ before: Record<string, unknown>; after: Record<string, unknown>; actor_name: string }>(
      t.db.url,
      `SELECT before, after, actor_name FROM audit_events WHERE action = 'sso.settings' AND id > $1 ORDER BY id`,
      [since],
    );

  it('is refused to users without UPDATE_USER and to anonymous callers', async () => {
    await fresh();
    const seller = await loginAs(t.http, 'comercial');
    expect((await getSettings(seller)).status).toBe(403);
    expect(codeOf(await put(config(), seller))).toBe('FORBIDDEN');
    const del = await request(t.http).delete('/app/v1/sso-settings').set('Authorization', `Bearer ${seller}`);
    expect(codeOf(del)).toBe('FORBIDDEN');
    expect((await request(t.http).get('/app/v1/sso-settings')).status).toBe(401);
    expect(await sql(t.db.url, 'SELECT 1 FROM sso_settings')).toHaveLength(0);
  });

  it('refuses bad input with stable codes, in the caller language, and saves nothing', async () => {
    const since = await fresh();
    const cases: [Record<string, unknown>, string][] = [
      [{ issuer: 'http://login.example.com' }, 'SSO_ISSUER_INVALID'],
      [{ issuer: 'https://login.example.com/?tenant=x' }, 'SSO_ISSUER_INVALID'],
      [{ issuer: '' }, 'SSO_ISSUER_INVALID'],
      [{ clientId: '  ' }, 'SSO_CLIENT_ID_REQUIRED'],
      [{ clientSecret: '' }, 'SSO_CLIENT_SECRET_REQUIRED'],
      [
        {
          groupMapping: [
            { group: 'a', permissions: ['PRICING'] },
            { group: 'a ', permissions: ['COMMERCIAL'] },
          ],
        },
        'SSO_GROUP_MAPPING_INVALID',
      ],
      [{ groupMapping: [{ group: 'a', permissions: ['NOT_A_PERMISSION'] }] }, 'VALIDATION_FAILED'],
      [{ scopes: 'openid\nemail' }, 'VALIDATION_FAILED'],
      [{ enabled: 'yes' }, 'VALIDATION_FAILED'],
    ];
    for (const [over, code] of cases) {
      const res = await put(config(over), admin, 'es');
      expect([JSON.stringify(over), res.status, codeOf(res)]).toEqual([JSON.stringify(over), 400, code]);
    }
    const issuer = await put(config({ issuer: 'http://login.example.com' }), admin, 'pt');
    expect((issuer.body as { message: string }).message).toContain('https');
    expect(await sql(t.db.url, 'SELECT 1 FROM sso_settings')).toHaveLength(0);
    expect(await audits(since)).toEqual([]);
  });

  it('a bad issuer over a saved configuration is refused with its code and changes nothing', async () => {
    const since = await fresh();
    expect((await put(config())).status).toBe(200);
    const row = () => sql(t.db.url, 'SELECT * FROM sso_settings');
    const [saved, shown] = [await row(), (await getSettings()).body as unknown];

    const refused = await put(config({ issuer: 'http://login.example.com', providerName: 'Changed' }));
    expect([refused.status, codeOf(refused)]).toEqual([400, 'SSO_ISSUER_INVALID']);
    expect(await row()).toEqual(saved);
    expect((await getSettings()).body).toEqual(shown);
    expect(await audits(since)).toHaveLength(1);
    const started = await post('/auth/v1/sso/start', {});
    expect(new URL((started.body as { authorizationUrl: string }).authorizationUrl).origin).toBe(op.issuer);
  });

  it('an administrator’s saved configuration signs users in through the provider at once, and never shows the secret', async () => {
    const since = await fresh();
    const before = await getSettings();
    expect(before.body).toMatchObject({ source: 'none', enabled: false, clientSecretSet: false, redirectUri: LOGIN });
    expect((await request(t.http).get('/auth/v1/sso')).body).toEqual({ enabled: false, providerName: null });

    const saved = await put(config());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      source: 'database',
      enabled: true,
      issuer: op.issuer,
      clientId: CLIENT.id,
      clientSecretSet: true,
      providerName: 'Contoso',
      groupMapping: [{ group: 'freight-pricing', permissions: ['PRICING'] }],
      updatedBy: 'admin',
    });
    expect((await request(t.http).get('/auth/v1/sso')).body).toEqual({ enabled: true, providerName: 'Contoso' });

    // The user signs in with the company account; the group mapping applies.
    const signedIn = await ssoAs(op, 'sub-alice');
    expect(signedIn.status).toBe(200);
    const me = await request(t.http)
      .get('/auth/v1/me')
      .set('Authorization', `Bearer ${(signedIn.body as { access_token: string }).access_token}`);
    expect(me.body).toMatchObject({ username: 'cfg.alice' });
    expect((me.body as { permissions: string[] }).permissions).toContain('PRICING');

    // Saving again without a secret keeps it; the secret is in no answer, no audit row, and sealed at rest.
    const renamed = await put(config({ clientSecret: undefined, providerName: 'Contoso ID' }));
    expect(renamed.body).toMatchObject({ clientSecretSet: true, providerName: 'Contoso ID' });
    expect((await ssoAs(op, 'sub-bruno')).status).toBe(200);
    for (const res of [before, saved, renamed, await getSettings()])
      expect(JSON.stringify(res.body)).not.toContain(CLIENT.secret);
    const [row] = await sql<{ client_secret_sealed: string }>(
      t.db.url,
      'SELECT client_secret_sealed FROM sso_settings',
    );
    expect(row.client_secret_sealed).toMatch(/^v1\./);
    expect(row.client_secret_sealed).not.toContain(CLIENT.secret);

    const trail = await audits(since);
    expect(JSON.stringify(trail)).not.toContain(CLIENT.secret);
    expect(trail[0]).toMatchObject({
      actor_name: 'admin',
      before: { source: 'none', enabled: false, issuer: '', clientSecretSet: false },
      after: {
        source: 'database',
        enabled: true,
        issuer: op.issuer,
        oidcClientId: CLIENT.id,
        clientSecretSet: true,
        clientSecretChanged: true,
        groupMapping: ['freight-pricing = PRICING'],
      },
    });
    expect(trail[1]).toEqual({
      actor_name: 'admin',
      before: { providerName: 'Contoso' },
      after: { providerName: 'Contoso ID' },
    });
  });

  it('a new issuer is discovered without a restart (users relinked by e-mail); switched off, removed, password sign-in off', async () => {
    const since = await fresh();
    expect((await put(config())).status).toBe(200);
    expect((await ssoAs(op, 'sub-alice')).status).toBe(200);

    // Another provider: its discovery document is read at the next sign-in; the user linked to the first is linked anew.
    const moved = await put(config({ issuer: other.issuer, clientSecret: undefined, groupMappingEnabled: false }));
    expect(moved.body).toMatchObject({ issuer: other.issuer, clientSecretSet: true });
    expect((await ssoAs(other, 'other-alice')).status).toBe(200);
    const [link] = await sql<{ oidc_issuer: string; oidc_subject: string }>(
      t.db.url,
      `SELECT oidc_issuer, oidc_subject FROM users WHERE username = 'cfg.alice'`,
    );
    expect(link).toEqual({ oidc_issuer: other.issuer, oidc_subject: 'other-alice' });

    // Password sign-in off for the linked staff, from the next sign-in.
    expect((await post('/auth/v1/login', { username: 'cfg.alice', password: DEMO_PASSWORD })).status).toBe(200);
    await put(config({ issuer: other.issuer, clientSecret: undefined, passwordSignInOff: true }));
    expect(codeOf(await post('/auth/v1/login', { username: 'cfg.alice', password: DEMO_PASSWORD }))).toBe(
      'AUTH_PASSWORD_SIGN_IN_OFF',
    );

    // Switched off: the sign-in screen offers nothing, and password sign-in is back.
    const off = await put(config({ enabled: false, clientSecret: undefined }));
    expect(off.body).toMatchObject({ source: 'database', enabled: false });
    expect((await request(t.http).get('/auth/v1/sso')).body).toEqual({ enabled: false, providerName: null });
    expect(codeOf(await post('/auth/v1/sso/start', {}))).toBe('SSO_NOT_CONFIGURED');
    expect((await post('/auth/v1/login', { username: 'cfg.alice', password: DEMO_PASSWORD })).status).toBe(200);

    // Removed: back to the variables (none here); audited like any change.
    const removed = await request(t.http).delete('/app/v1/sso-settings').set('Authorization', `Bearer ${admin}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ source: 'none', enabled: false, clientSecretSet: false, updatedAt: null });
    expect(await sql(t.db.url, 'SELECT 1 FROM sso_settings')).toHaveLength(0);
    expect((await audits(since)).at(-1)).toMatchObject({ before: { source: 'database' }, after: { source: 'none' } });
  });
});
