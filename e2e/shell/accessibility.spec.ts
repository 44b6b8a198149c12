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

async function expectDarkTheme(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

test.describe('accessibility in the default dark theme', () => {
  test('sign-in has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expectDarkTheme(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('home has no serious or critical violations', async ({ page, loginAs }) => {
    await loginAs('admin');
    await expect(page.getByTestId('home-entry-points')).toBeVisible();
    await expectDarkTheme(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('settings has no serious or critical violations', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/settings');
    await expect(page.getByTestId('settings-page')).toBeVisible();
    await expectDarkTheme(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

// The user menu switches to the light theme (remembered in localStorage); it must read as well.
test.describe('accessibility in the light theme', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('color-scheme', 'light'));
  });

  const expectLightTheme = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  test('sign-in has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expectLightTheme(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('home and the notification bell have no serious or critical violations', async ({ page, loginAs }) => {
    await loginAs('pricing');
    await expect(page.getByTestId('home-entry-points')).toBeVisible();
    await expectLightTheme(page);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-list').or(page.getByTestId('notification-empty'))).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('settings has no serious or critical violations', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/settings');
    await expect(page.getByTestId('settings-page')).toBeVisible();
    await expectLightTheme(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
