import type { Page } from '@playwright/test';
import { storedToken } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';

// Its own account: the choice is saved to the profile, and e2e/auth/language.spec.ts uses gerente.
test.use({ signedInAs: 'analista' });

async function menuGroupIds(page: Page): Promise<string[]> {
  const menu = page.getByTestId('menu-groups');
  await expect(menu).toHaveAttribute('aria-busy', 'false');
  const ids = await menu
    .locator('[data-testid^="menu-group-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')?.replace('menu-group-', '') ?? ''));
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}

async function expectHeaderIn(page: Page, language: 'es' | 'en' | 'pt', groupIds: string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  for (const id of groupIds) {
    await expect(page.getByTestId(`menu-group-${id}`)).toHaveText(translation(language, 'nav', `groups.${id}`));
  }
}

test.afterEach(async ({ page }) => {
  // Leave the demo profile in the default language for other tests.
  const token = await storedToken(page).catch(() => null);
  if (token) {
    await page.request.patch('/auth/v1/me/settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language: 'es' },
    });
  }
});

test('switching to Portuguese relabels the header and survives a reload', async ({ page }) => {
  await page.goto('/home');
  const groupIds = await menuGroupIds(page);
  await expectHeaderIn(page, 'es', groupIds);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/auth/v1/me/settings') && response.request().method() === 'PATCH',
  );
  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-pt').click();
  expect((await saved).ok()).toBe(true);
  await expectHeaderIn(page, 'pt', groupIds);

  // Forget this browser's choice so the reload can only get Portuguese from the saved profile.
  await page.evaluate(() => window.localStorage.removeItem('language'));
  await page.reload();
  await expectHeaderIn(page, 'pt', groupIds);
});

test('switching to English on the settings page relabels the header at once and after a reload', async ({ page }) => {
  await page.goto('/settings');
  const groupIds = await menuGroupIds(page);

  await page.getByTestId('settings-language').click();
  await page.getByRole('option', { name: translation('en', 'common', 'languages.en') }).click();
  // Not applied before saving: the header still speaks Spanish.
  await expectHeaderIn(page, 'es', groupIds);
  await page.getByTestId('settings-save').click();
  await expectHeaderIn(page, 'en', groupIds);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'account', 'settings.title'));

  await page.evaluate(() => window.localStorage.removeItem('language'));
  await page.reload();
  await expectHeaderIn(page, 'en', groupIds);
});
