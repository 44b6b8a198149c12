import { storedToken } from '../fixtures/auth';
import { expect, test } from '../fixtures/sessions';
import { answerConfirm, label, PAGE_LOAD } from './helpers';

// The e2e provider's client secret (scripts/e2e-oidc-provider.mjs), the run's OIDC_CLIENT_SECRET too.
const E2E_CLIENT_SECRET = 'e2e-oidc-client-secret-of-enough-length';

// Issue 46: the administrators' single sign-on configuration on /usuarios. auth/sso.spec.ts signs in
// through the same provider meanwhile (files run in parallel): this test saves the values the server's
// OIDC_* variables already hold, so sign-in reads the same configuration, and forgets it at the end.
test.describe('single sign-on configuration', () => {
  test.use({ signedInAs: 'admin' });

  test('an administrator saves it after confirming; after a reload it is the saved one, its secret only "set"', async ({
    page,
    request,
  }) => {
    await page.goto('/usuarios');
    const token = await storedToken(page);
    try {
      const sso = page.getByTestId('sso-settings');
      const source = sso.getByTestId('sso-source');
      const issuer = sso.getByTestId('sso-issuer');
      const secret = sso.getByTestId('sso-client-secret');
      await expect(source).toHaveText(await label(page, 'users', 'sso.source.environment'), PAGE_LOAD);
      const values = {
        issuer: await issuer.inputValue(),
        clientId: await sso.getByTestId('sso-client-id').inputValue(),
        providerName: await sso.getByTestId('sso-provider-name').inputValue(),
      };
      expect(values.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

      await secret.fill(E2E_CLIENT_SECRET);
      await sso.getByTestId('sso-save').click();
      await answerConfirm(
        page,
        'confirm',
        await label(page, 'users', 'sso.confirmSave'),
        await label(page, 'users', 'sso.save'),
      );
      await expect(page.getByText(await label(page, 'users', 'sso.saved'))).toBeVisible(PAGE_LOAD);

      await page.reload();
      await expect(source).toHaveText(await label(page, 'users', 'sso.source.database'), PAGE_LOAD);
      await expect(issuer).toHaveValue(values.issuer);
      await expect(sso.getByTestId('sso-client-id')).toHaveValue(values.clientId);
      await expect(sso.getByTestId('sso-provider-name')).toHaveValue(values.providerName);
      // The secret never comes back: the field is empty and says one is set.
      await expect(secret).toHaveValue('');
      await expect(sso.getByText(await label(page, 'users', 'sso.secretSet'))).toBeVisible();
      await expect(sso.getByTestId('sso-updated')).toContainText('admin');
    } finally {
      // The server's variables apply again (auth/mfa-policy.spec.ts starts from them).
      const forgot = await request.delete('/app/v1/sso-settings', { headers: { Authorization: `Bearer ${token}` } });
      expect(forgot.status()).toBe(200);
    }
  });

  test('a refusal from the server is shown at its field and in the toast; nothing is saved', async ({ page }) => {
    // The form checks what the server checks; the server's answer is forced here to reach the field.
    await page.route('**/app/v1/sso-settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, json: { code: 'SSO_ISSUER_INVALID', message: 'refused' } })
        : route.fallback(),
    );
    await page.goto('/usuarios');
    const sso = page.getByTestId('sso-settings');
    await expect(sso.getByTestId('sso-source')).toHaveText(
      await label(page, 'users', 'sso.source.environment'),
      PAGE_LOAD,
    );
    await sso.getByTestId('sso-scopes').fill('openid email');
    await sso.getByTestId('sso-save').click();
    await answerConfirm(page, 'confirm', await label(page, 'users', 'sso.confirmSave'));
    const refusal = await label(page, 'errors', 'SSO_ISSUER_INVALID');
    await expect(sso.getByText(refusal)).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(sso.getByTestId('sso-source')).toHaveText(await label(page, 'users', 'sso.source.environment'));
  });
});
