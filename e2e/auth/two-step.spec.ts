import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../fixtures/accounts';
import { expect, storedToken, test } from '../fixtures/auth';
import { requireMailSink } from '../fixtures/mail';
import { answerConfirm, label, rows } from '../admin/helpers';
import { createOwnUser } from '../fixtures/own-user';

const PAGE_LOAD = { timeout: 15_000 };
const PASSWORD = 'Dos-pasos-2026';

/**
 * A user of its own (issue 46), so no demo account gains a second factor: the administrator creates it
 * and sends a one-time password through the API, the user changes it, and the browser does the rest.
 */
async function newUser(api: APIRequestContext, stamp: string): Promise<string> {
  const admin = await api.post('/auth/v1/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const adminToken = ((await admin.json()) as { access_token: string }).access_token;
  return createOwnUser(api, {
    adminHeaders: { Authorization: `Bearer ${adminToken}` },
    name: `Dos Pasos ${stamp}`,
    email: `mfa.${stamp}@example.com`,
    code: `M${stamp}`.slice(0, 10).toUpperCase(),
    password: PASSWORD,
  });
}

test('a user enrols a TOTP factor in settings, signs out, and signs in with a code from the app', async ({
  page,
  baseURL,
}) => {
  requireMailSink();
  test.setTimeout(120_000);
  const api = await apiRequest.newContext({ baseURL });
  const email = await newUser(api, Date.now().toString(36));
  await api.dispose();

  await page.goto('/login');
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, PAGE_LOAD);

  await page.goto('/settings');
  const section = page.getByTestId('mfa-section');
  await expect(section.getByTestId('mfa-state')).toHaveAttribute('data-state', 'off', PAGE_LOAD);
  await section.getByTestId('mfa-enrol').click();
  await expect(section.getByTestId('mfa-qr')).toBeVisible(PAGE_LOAD);
  const secret = (await section.getByTestId('mfa-secret').textContent())!.trim();
  // The test stands in for the authenticator app.
  await section
    .getByTestId('mfa-confirm-code')
    .locator('input')
    .first()
    .pressSequentially(await generate({ secret }));
  const codes = section.getByTestId('mfa-recovery-code');
  await expect(codes).toHaveCount(10, PAGE_LOAD);
  await section.getByTestId('mfa-recovery-done').click();
  await expect(section.getByTestId('mfa-state')).toHaveAttribute('data-state', 'on', PAGE_LOAD);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  const form = page.getByTestId('mfa-form');
  await expect(form).toBeVisible(PAGE_LOAD);
  expect(await storedToken(page)).toBeNull();
  // The next step's code: the enrolment used this step's, and a used step is refused.
  await form
    .getByTestId('mfa-code')
    .locator('input')
    .first()
    .pressSequentially(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await expect(page).not.toHaveURL(/\/login(\?|$)/, PAGE_LOAD);
  expect(await storedToken(page)).not.toBeNull();

  // Removing the factor asks for the password: a wrong one is refused in words, the right one removes it.
  await page.goto('/settings');
  await expect(section.getByTestId('mfa-state')).toHaveAttribute('data-state', 'on', PAGE_LOAD);
  await section.getByTestId('mfa-remove').click();
  await section.getByTestId('mfa-remove-password').fill('not-the-password-1');
  await section.getByTestId('mfa-remove-confirm').click();
  await expect(section.getByTestId('mfa-remove-error')).toBeVisible(PAGE_LOAD);
  await expect(section.getByTestId('mfa-remove-error')).not.toHaveText(/^[A-Z_]+$/);
  await section.getByTestId('mfa-remove-password').fill(PASSWORD);
  await expect(section.getByTestId('mfa-remove-error')).toHaveCount(0);
  await section.getByTestId('mfa-remove-confirm').click();
  await expect(section.getByTestId('mfa-state')).toHaveAttribute('data-state', 'off', PAGE_LOAD);
});

test('an administrator sees who has a second factor and resets it after confirming', async ({
  page,
  baseURL,
  loginAs,
}) => {
  requireMailSink();
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const api = await apiRequest.newContext({ baseURL });
  const email = await newUser(api, stamp);
  const name = `Dos Pasos ${stamp}`;
  // The user enrols through the API, with a code computed here.
  const signedIn = await api.post('/auth/v1/login', { data: { username: email, password: PASSWORD } });
  const headers = { Authorization: `Bearer ${((await signedIn.json()) as { access_token: string }).access_token}` };
  const started = await api.post('/auth/v1/me/mfa/totp', { headers });
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await api.post('/auth/v1/me/mfa/totp/confirm', {
    headers,
    data: { code: await generate({ secret }) },
  });
  expect(confirmed.status()).toBe(200);

  await loginAs('admin');
  await page.goto('/usuarios');
  const table = page.getByTestId('users-table');
  await page.getByTestId('users-filter-search').fill(email);
  await expect(rows(table)).toHaveCount(1, PAGE_LOAD);
  const row = rows(table).first();
  await expect(row.getByTestId('user-mfa')).toHaveText(await label(page, 'users', 'values.yes'));
  await row.getByTestId('user-more').click();
  await page.getByTestId('user-reset-mfa').click();
  await answerConfirm(page, 'confirm', await label(page, 'users', 'confirm.resetMfa', { name }));
  await expect(page.getByText(await label(page, 'users', 'toasts.mfaReset', { name }))).toBeVisible(PAGE_LOAD);
  await expect(row.getByTestId('user-mfa')).toHaveText(await label(page, 'users', 'values.no'), PAGE_LOAD);

  // The password alone signs the user in again.
  const again = await api.post('/auth/v1/login', { data: { username: email, password: PASSWORD } });
  expect(Object.keys((await again.json()) as object)).toContain('access_token');
  await api.dispose();
});
