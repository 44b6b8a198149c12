import { expect, test } from '../fixtures/auth';

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

  test('a commercial asking for a pricing screen is sent home', async ({ page, loginAs }) => {
    await loginAs('comercial');
    await page.goto('/pricing/tarifas');
    await expect(page).toHaveURL(/\/home$/);
  });
});
