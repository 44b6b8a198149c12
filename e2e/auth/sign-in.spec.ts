import { expect, pageLanguage, storedClaims, test } from '../fixtures/auth';
import { translation } from '../fixtures/locales';

test.describe('sign-in', () => {
  test('a commercial signs in and lands on home with a greeting and the Quotations menu', async ({ page, loginAs }) => {
    await loginAs('comercial');

    await expect(page).toHaveURL(/\/home$/);
    const { user_name } = await storedClaims(page);
    await expect(page.getByTestId('home-greeting')).toContainText(user_name);
    const language = await pageLanguage(page);
    await expect(page.getByTestId('menu-group-quotations')).toHaveText(
      translation(language, 'nav', 'groups.quotations'),
    );
  });

  test('a wrong password shows the translated error and stays on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-username').fill('comercial');
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();

    // A fresh browser shows the default language, Spanish.
    await expect(page.getByTestId('login-error')).toHaveText(translation('es', 'errors', 'AUTH_INVALID_CREDENTIALS'));
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
  });

  test('the sign-in page shows the internal-tool notice with the official website link', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('public-notice')).toContainText(translation('es', 'auth', 'notice.title'));
    await expect(page.getByTestId('official-website-link')).toHaveAttribute('href', /^https?:\/\//);
  });

  test('a signed-out visitor asking for my quotations signs in and reaches it', async ({ page, loginAs }) => {
    await page.goto('/mis-cotizaciones');
    await expect(page).toHaveURL(/\/login$/);

    await loginAs('comercial', { goto: false });
    await expect(page).toHaveURL(/\/mis-cotizaciones$/);
    await expect(page.getByTestId('header')).toBeVisible();
  });

  test('the sign-in page sends a signed-in user home', async ({ page, loginAs }) => {
    await loginAs('comercial');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });
});
