import { expect, pageLanguage, storedToken, test } from '../fixtures/auth';
import { translation } from '../fixtures/locales';

// Single sign-on (issue 46) against the real OpenID provider the e2e run starts (scripts/e2e-oidc-provider.mjs,
// named "Freight Test ID"): its accounts are e-mails, the demo users' being <username>@freight.local.
const PROVIDER = 'Freight Test ID';

test('single sign-on through the provider: signed in at the page asked for, signed out there, an unknown account refused', async ({
  page,
}) => {
  // A signed-out visit to settings: the sign-in page offers the provider and keeps the page for after.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  const language = await pageLanguage(page);
  const button = page.getByTestId('sso-sign-in');
  await expect(button).toHaveText(translation(language, 'sso', 'button').replace('{{provider}}', PROVIDER));

  await button.click();
  await page.getByLabel('E-mail').fill('invitado@freight.local');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('user-menu-name')).toHaveText('Iván Invitado');
  expect(await storedToken(page)).not.toBeNull();

  // Sign-out ends the provider's session too (its end-session page), which sends the browser back to sign-in.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // The provider asks who it is again (its session ended); an account the portal does not know is refused.
  await page.getByTestId('sso-sign-in').click();
  await page.getByLabel('E-mail').fill('stranger@elsewhere.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  const refusal = translation(await pageLanguage(page), 'errors', 'SSO_ACCOUNT_UNKNOWN');
  await expect(page.getByTestId('sso-error')).toHaveText(refusal);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});
