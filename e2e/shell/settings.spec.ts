import type { Page } from '@playwright/test';
import { storedToken } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';

// Its own account: saving changes the profile, which other files must not see.
test.use({ signedInAs: 'soporte' });

// A fixed instant so the date preview is known: 18:30 UTC is 15:30 in Montevideo, next day 03:30 in Tokyo.
const NOW = new Date('2025-03-04T18:30:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test.afterEach(async ({ page }) => {
  // Back to the seeded defaults for the next run.
  const token = await storedToken(page).catch(() => null);
  if (token) {
    await page.request.patch('/auth/v1/me/settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language: 'es', currencyFormat: 'US', timeZone: 'America/Montevideo' },
    });
  }
});

function settingsSaved(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/auth/v1/me/settings') && response.request().method() === 'PATCH',
  );
}

test('the user menu opens the settings page with a live preview of the saved choices', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-settings').click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('es', 'account', 'settings.title'));

  await expect(page.getByTestId('settings-currency-US')).toBeChecked();
  await expect(page.getByTestId('settings-example-amount')).toHaveText('1,000,000.00');
  await expect(page.getByTestId('settings-example-missing')).toHaveText('N/A');
  await expect(page.getByTestId('settings-time-zone')).toHaveValue('(UTC-03:00) America/Montevideo');
  await expect(page.getByTestId('settings-example-now')).toHaveText('04/03/2025 15:30');
  await expect(page.getByTestId('settings-save')).toBeDisabled();
});

test('currency format, time zone and their preview; saved with a toast and kept after a reload', async ({ page }) => {
  await page.goto('/settings');

  // Currency: the preview follows the choice before it is saved; a missing value stays N/A.
  await page.getByTestId('settings-currency-LOCAL').check();
  await expect(page.getByTestId('settings-example-amount')).toHaveText('US$ 1.000.000,00');
  await expect(page.getByTestId('settings-example-missing')).toHaveText('N/A');

  // Time zone: every entry of the list shows its UTC offset.
  const timeZone = page.getByTestId('settings-time-zone');
  await timeZone.click();
  const labels = await page.getByRole('option').allTextContents();
  expect(labels.length).toBeGreaterThan(100);
  expect(labels.filter((label) => !/^\(UTC[+-]\d{2}:\d{2}\) [A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(label))).toEqual([]);
  expect(labels).toContain('(UTC-03:00) America/Montevideo');
  expect(labels).toContain('(UTC+05:30) Asia/Kolkata');

  await timeZone.fill('Tokyo');
  await page.getByRole('option', { name: '(UTC+09:00) Asia/Tokyo' }).click();
  await expect(timeZone).toHaveValue('(UTC+09:00) Asia/Tokyo');
  // 18:30 UTC is already the next day in Tokyo.
  await expect(page.getByTestId('settings-example-now')).toHaveText('05/03/2025 03:30');

  const saved = settingsSaved(page);
  await page.getByTestId('settings-save').click();
  const response = await saved;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toMatchObject({ currencyFormat: 'LOCAL', timeZone: 'Asia/Tokyo' });
  await expect(page.getByText(translation('es', 'account', 'settings.saved'))).toBeVisible();
  await expect(page.getByTestId('settings-save')).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('settings-currency-LOCAL')).toBeChecked();
  await expect(page.getByTestId('settings-time-zone')).toHaveValue('(UTC+09:00) Asia/Tokyo');
  await expect(page.getByTestId('settings-example-amount')).toHaveText('US$ 1.000.000,00');
  await expect(page.getByTestId('settings-example-now')).toHaveText('05/03/2025 03:30');
});

test('discarding puts back the saved choices without saving', async ({ page }) => {
  let patched = false;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/auth/v1/me/settings')) patched = true;
  });
  await page.goto('/settings');
  await page.getByTestId('settings-currency-LOCAL').check();
  await expect(page.getByTestId('settings-example-amount')).toHaveText('US$ 1.000.000,00');

  await page.getByTestId('settings-discard').click();
  await expect(page.getByTestId('settings-currency-US')).toBeChecked();
  await expect(page.getByTestId('settings-example-amount')).toHaveText('1,000,000.00');
  await expect(page.getByTestId('settings-save')).toBeDisabled();
  expect(patched).toBe(false);
});
