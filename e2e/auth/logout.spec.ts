import { expect, storedToken, test } from '../fixtures/auth';

test('logout returns to the sign-in page and forgets the token', async ({ page, loginAs }) => {
  await loginAs('comercial');
  expect(await storedToken(page)).not.toBeNull();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByTestId('header')).toHaveCount(0);

  // The session is really gone: a protected page sends the visitor back to sign in.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});
