import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../fixtures/accounts';
import { expect, storedToken, test } from '../fixtures/auth';
import { requireMailSink } from '../fixtures/mail';
import { answerConfirm, label, rows } from '../admin/helpers';
import { createOwnUser } from '../fixtures/own-user';

const PAGE_LOAD = { timeout: 15_000 };
const PASSWORD = 'Politica-2026';

/**
 * Issue 46's policy and single sign-on configuration: any role it names is also held by the demo administrator (who holds every
 * permission), so this file runs after every other test (the 'after-all' project) and switches the
 * policy off again whatever happens.
 */
async function adminHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  const admin = await api.post('/auth/v1/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${((await admin.json()) as { access_token: string }).access_token}` };
}

/** A support-staff user of its own with a password of its own (one-time password by mail, then changed). */
function newSupportUser(api: APIRequestContext, headers: Record<string, string>, stamp: string): Promise<string> {
  return createOwnUser(api, {
    adminHeaders: headers,
    name: `Politica ${stamp}`,
    email: `policy.${stamp}@example.com`,
    code: `P${stamp}`.slice(0, 10).toUpperCase(),
    permissions: ['SUPPORT_STAFF', 'SUPPORT_USER'],
    password: PASSWORD,
  });
}

test('an administrator requires a second factor of a role (its user without one enrols at sign-in, then reaches home) and saves, then forgets, a single sign-on configuration', async ({
  page,
  browser,
  baseURL,
  loginAs,
}) => {
  requireMailSink();
  test.setTimeout(150_000);
  const api = await apiRequest.newContext({ baseURL });
  const headers = await adminHeaders(api);
  try {
    const email = await newSupportUser(api, headers, Date.now().toString(36));

    // The administrator ticks the role on the users screen.
    await loginAs('admin');
    await page.goto('/usuarios');
    const section = page.getByTestId('mfa-policy');
    await expect(section.getByTestId('mfa-policy-save')).toBeDisabled(PAGE_LOAD);
    await section.getByTestId('mfa-policy-role-supportStaff').check();
    await section.getByTestId('mfa-policy-save').click();
    await expect(page.getByText(await label(page, 'users', 'mfaPolicy.saved'))).toBeVisible(PAGE_LOAD);
    await expect(section.getByTestId('mfa-policy-updated')).toContainText('admin');
    const policy = await api.get('/app/v1/mfa-policy', { headers });
    expect(await policy.json()).toMatchObject({ requireAllStaff: false, roles: ['supportStaff'] });

    // Single sign-on, beside the policy: the e2e server's OIDC_* variables are the active configuration.
    const sso = page.getByTestId('sso-settings');
    const source = sso.getByTestId('sso-source');
    await expect(source).toHaveText(await label(page, 'users', 'sso.source.environment'), PAGE_LOAD);
    await expect(sso.getByTestId('sso-redirect-uri')).toHaveText(`${baseURL}/login`);
    const issuer = sso.getByTestId('sso-issuer');
    const testIssuer = await issuer.inputValue();
    expect(testIssuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // A provider elsewhere over plain http is refused at the field, before anything is sent.
    await issuer.fill('http://login.example.com');
    await sso.getByTestId('sso-save').click();
    await expect(sso.getByText(await label(page, 'users', 'sso.errors.issuer'))).toBeVisible();
    // Saved here (the variables' secret kept): the source says so, and the sign-in button's name follows at once.
    await issuer.fill(testIssuer);
    await sso.getByTestId('sso-provider-name').fill('Freight Test ID (saved)');
    await sso.getByTestId('sso-save').click();
    await answerConfirm(
      page,
      'confirm',
      await label(page, 'users', 'sso.confirmSave'),
      await label(page, 'users', 'sso.save'),
    );
    await expect(source).toHaveText(await label(page, 'users', 'sso.source.database'), PAGE_LOAD);
    expect(await (await api.get('/auth/v1/sso')).json()).toEqual({
      enabled: true,
      providerName: 'Freight Test ID (saved)',
    });
    // Forgotten, after a confirmation: the variables apply again.
    await sso.getByTestId('sso-forget').click();
    await answerConfirm(
      page,
      'confirm',
      await label(page, 'users', 'sso.confirmForget'),
      await label(page, 'users', 'sso.forget'),
    );
    await expect(source).toHaveText(await label(page, 'users', 'sso.source.environment'), PAGE_LOAD);
    expect(await (await api.get('/auth/v1/sso')).json()).toEqual({ enabled: true, providerName: 'Freight Test ID' });

    // The user signs in in a browser of their own: the password leads to the enrolment, not home.
    const context = await browser.newContext({ baseURL });
    const user = await context.newPage();
    await user.goto('/login');
    await user.getByTestId('login-username').fill(email);
    await user.getByTestId('login-password').fill(PASSWORD);
    await user.getByTestId('login-submit').click();
    const step = user.getByTestId('mfa-enrolment-step');
    await expect(step.getByTestId('mfa-qr')).toBeVisible(PAGE_LOAD);
    await expect(user).toHaveURL(/\/login(\?|$)/);
    expect(await storedToken(user)).toBeNull();
    const secret = (await step.getByTestId('mfa-secret').textContent())!.trim();
    // The test stands in for the authenticator app.
    await step
      .getByTestId('mfa-confirm-code')
      .locator('input')
      .first()
      .pressSequentially(await generate({ secret }));
    await expect(user.getByTestId('mfa-recovery-code')).toHaveCount(10, PAGE_LOAD);
    expect(await storedToken(user)).toBeNull();
    await user.getByTestId('mfa-recovery-done').click();
    await expect(user).not.toHaveURL(/\/login(\?|$)/, PAGE_LOAD);
    expect(await storedToken(user)).not.toBeNull();
    await context.close();

    // The users list shows the enrolment, and filters by it.
    const table = page.getByTestId('users-table');
    await page.getByTestId('users-filter-search').fill(email);
    await expect(rows(table)).toHaveCount(1, PAGE_LOAD);
    await expect(rows(table).first().getByTestId('user-mfa')).toHaveText(await label(page, 'users', 'values.yes'));
  } finally {
    const off = await api.put('/app/v1/mfa-policy', { headers, data: { requireAllStaff: false, roles: [] } });
    expect(off.status()).toBe(200);
    expect((await api.delete('/app/v1/sso-settings', { headers })).status()).toBe(200);
    await api.dispose();
  }
});
