import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/auth';

// Serious and critical findings fail the test; minor and moderate ones are left to review.
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// Dark is the default; the user menu switches to light (remembered in localStorage), which must read as well.
for (const scheme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      if (scheme === 'light') await page.addInitScript(() => localStorage.setItem('color-scheme', 'light'));
    });

    const expectScheme = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);

    test('sign-in has no serious or critical violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expectScheme(page);
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('home with the notification bell open has no serious or critical violations', async ({ page, loginAs }) => {
      await loginAs('pricing');
      await expect(page.getByTestId('home-entry-points')).toBeVisible();
      await expectScheme(page);
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-list').or(page.getByTestId('notification-empty'))).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('settings has no serious or critical violations', async ({ page, loginAs }) => {
      await loginAs('admin');
      await page.goto('/settings');
      await expect(page.getByTestId('settings-page')).toBeVisible();
      await expectScheme(page);
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
