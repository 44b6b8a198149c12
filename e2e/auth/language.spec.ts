import type { Page } from '@playwright/test';
import { expect, storedToken, test } from '../fixtures/auth';
import { translation } from '../fixtures/locales';

// Its own account: the switch is saved to the profile, and other files sign in as comercial in parallel.
const ACCOUNT = 'gerente';

async function firstMenuGroupId(page: Page): Promise<string> {
  const testId = await page.locator('[data-testid^="menu-group-"]').first().getAttribute('data-testid');
  if (!testId) throw new Error('No menu group in the header');
  return testId.replace('menu-group-', '');
}

async function chooseLanguage(page: Page, language: 'es' | 'en' | 'pt'): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/auth/v1/me/settings') && response.request().method() === 'PATCH',
  );
  await page.getByTestId('user-menu').click();
  await page.getByTestId(`language-${language}`).click();
  expect((await saved).ok()).toBe(true);
}

test('switching to English relabels the header and survives a reload', async ({ page, loginAs }) => {
  await loginAs(ACCOUNT);
  const groupId = await firstMenuGroupId(page);
  const group = page.getByTestId(`menu-group-${groupId}`);

  try {
    await chooseLanguage(page, 'en');
    await expect(group).toHaveText(translation('en', 'nav', `groups.${groupId}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Forget this browser's choice so the reload can only get English from the saved profile.
    await page.evaluate(() => window.localStorage.removeItem('language'));
    await page.reload();
    await expect(group).toHaveText(translation('en', 'nav', `groups.${groupId}`));
  } finally {
    // Leave the demo profile in the default language for other tests.
    const token = await storedToken(page);
    if (token) {
      await page.request.patch('/auth/v1/me/settings', {
        headers: { Authorization: `Bearer ${token}` },
        data: { language: 'es' },
      });
    }
  }
});
