import { request as apiRequest } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/accounts';
import { ACCESS_TOKEN_KEY, expect, storedToken, test } from '../fixtures/auth';
import { requireMailSink } from '../fixtures/mail';
import { createOwnUser } from '../fixtures/own-user';

const PAGE_LOAD = { timeout: 15_000 };
const PASSWORD = 'Llave-acceso-2026';

/**
 * Issue 46: a passkey registered in settings with Chromium's WebAuthn virtual authenticator (through a
 * CDP session), then sign-in with the password and that passkey. A user of its own, signed in through
 * the API, so no demo account gains a factor. Passkey-only, the user also takes recovery codes.
 */
test('a user registers a passkey in settings, takes recovery codes, signs out, and signs in with password and passkey', async ({
  page,
  baseURL,
}) => {
  requireMailSink();
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const api = await apiRequest.newContext({ baseURL });
  const admin = await api.post('/auth/v1/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const adminToken = ((await admin.json()) as { access_token: string }).access_token;
  const email = await createOwnUser(api, {
    adminHeaders: { Authorization: `Bearer ${adminToken}` },
    name: `Llave ${stamp}`,
    email: `passkey.${stamp}@example.com`,
    code: `P${stamp}`.slice(0, 10).toUpperCase(),
    password: PASSWORD,
  });
  const signedIn = await api.post('/auth/v1/login', { data: { username: email, password: PASSWORD } });
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  await api.dispose();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto('/login');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [ACCESS_TOKEN_KEY, token]);
  await page.goto('/settings');
  const section = page.getByTestId('passkeys-section');
  await section.getByTestId('passkey-name').fill('Test laptop');
  await section.getByTestId('passkey-add-submit').click();
  await expect(section.getByTestId('passkey-row')).toHaveCount(1, PAGE_LOAD);
  await expect(section.getByTestId('passkey-row')).toContainText('Test laptop');

  // Passkey-only, the user takes recovery codes (the password first): ten, shown once.
  const mfa = page.getByTestId('mfa-section');
  await mfa.getByTestId('mfa-new-codes-open').click();
  await mfa.getByTestId('mfa-new-codes-password').fill(PASSWORD);
  await mfa.getByTestId('mfa-new-codes-confirm').click();
  await expect(mfa.getByTestId('mfa-recovery-code')).toHaveCount(10, PAGE_LOAD);
  const recoveryCode = (await mfa.getByTestId('mfa-recovery-code').first().textContent()) ?? '';
  await mfa.getByTestId('mfa-recovery-done').click();
  await expect(mfa.getByTestId('mfa-recovery-code')).toHaveCount(0);
  await expect(mfa.getByTestId('mfa-codes-left')).toContainText('10');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('mfa-form')).toBeVisible(PAGE_LOAD);
  expect(await storedToken(page)).toBeNull();
  await page.getByTestId('passkey-submit').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, PAGE_LOAD);
  expect(await storedToken(page)).not.toBeNull();

  // Without the device: a recovery code instead of the passkey, once.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('mfa-form').getByTestId('mfa-recovery-code').fill(recoveryCode);
  await page.getByTestId('mfa-submit').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, PAGE_LOAD);
  expect(await storedToken(page)).not.toBeNull();
});
