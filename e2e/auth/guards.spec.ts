import { expect, loginAs as signIn, test } from '../fixtures/auth';
import { translation } from '../fixtures/locales';

test.describe('route guards', () => {
  test('an unknown path sends a signed-in user home', async ({ page, loginAs }) => {
    await loginAs('comercial');
    await page.goto('/no-such-screen/at-all');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown path sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a commercial asking for a pricing screen is sent home with a no-access notice naming the link', async ({
    page,
    loginAs,
  }) => {
    await loginAs('comercial');
    await page.goto('/pricing/tarifas');
    await expect(page).toHaveURL(/\/home$/);
    const notice = page.getByTestId('home-access-denied');
    await expect(notice).toContainText(translation('es', 'home', 'denied.title'));
    await expect(notice).toContainText(translation('es', 'home', 'denied.permission'));
    await expect(notice.getByTestId('home-access-denied-path')).toHaveText('/pricing/tarifas');
  });

  test('the kept link opens after signing in as someone who may open it', async ({ page, loginAs }) => {
    await loginAs('comercial');
    await page.goto('/pricing/nuevas-solicitudes?x=1');
    await expect(page.getByTestId('home-access-denied-path')).toHaveText('/pricing/nuevas-solicitudes?x=1');
    await page.getByTestId('home-access-denied-switch').click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'pricing', { goto: false });
    await expect(page).toHaveURL(/\/pricing\/nuevas-solicitudes\?x=1$/);
  });

  test('home offers Nueva cotización to a commercial only, opening the request form', async ({ page, loginAs }) => {
    await loginAs('pricing');
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await expect(page.getByTestId('home-new-quotation')).toHaveCount(0);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await loginAs('comercial');
    await expect(page.getByTestId('home-access-denied')).toHaveCount(0);
    const action = page.getByTestId('home-new-quotation');
    await expect(action).toHaveText(translation('es', 'home', 'newQuotation'));
    await action.click();
    await expect(page.getByTestId('request-form')).toBeVisible({ timeout: 45_000 });
  });
});
