import type { Locator, Page } from '@playwright/test';
import { expect, pageLanguage, test } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { PAGE_LOAD } from '../fixtures/timeouts';

// localStorage keys the screen writes (filter bar and column picker of the shared components).
const FILTERS_KEY = 'filters:users';
const COLUMNS_KEY = 'table-columns:users';
// The seeded database holds 11 demo users, all with an e-mail at freight.local; other tests (users
// administration, client contacts) add users with other e-mails, maybe while these tests run.
const SEEDED_USERS = 11;
const SEEDED_DOMAIN = 'freight.local';
// A cold page load (sign-in, lazy chunk, profile, list) gets more time than one click on a busy CI machine.

const table = (page: Page): Locator => page.getByTestId('users-table');
const rows = (page: Page): Locator => table(page).getByTestId('data-table-row');
const cells = (page: Page, column: string): Locator => table(page).locator(`td[data-column="${column}"]`);

async function openUsers(page: Page, loginAs: (account: 'administrativo' | 'admin') => Promise<void>): Promise<void> {
  await loginAs('administrativo');
  await page.goto('/usuarios');
  await expect(rows(page).first()).toBeVisible(PAGE_LOAD);
}

async function label(page: Page, namespace: string, key: string): Promise<string> {
  return translation(await pageLanguage(page), namespace, key);
}

/** Picks an option of a Mantine select by its visible label. */
async function choose(page: Page, selectTestId: string, option: string): Promise<void> {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Narrows the list to the demo users, so counts hold whatever other tests created. */
async function onlySeeded(page: Page): Promise<void> {
  await page.getByTestId('users-filter-search').fill(SEEDED_DOMAIN);
  await expect(rows(page)).toHaveCount(SEEDED_USERS);
}

function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

test.describe('users list', () => {
  test('pages 10 at a time: Next shows the 11th user and Previous returns', async ({ page, loginAs }) => {
    await openUsers(page, loginAs);
    await onlySeeded(page);
    await choose(page, 'data-table-page-size', '10');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByTestId('data-table-range')).toHaveText('1–10');
    const firstOnPageOne = await cells(page, 'username').first().textContent();

    await page.getByTestId('data-table-next').click();
    await expect(rows(page)).toHaveCount(SEEDED_USERS - 10);
    await expect(page.getByTestId('data-table-range')).toHaveText('11–11');
    await expect(page.getByTestId('data-table-next')).toBeDisabled();

    await page.getByTestId('data-table-previous').click();
    await expect(rows(page)).toHaveCount(10);
    await expect(cells(page, 'username').first()).toHaveText(firstOnPageOne ?? '');
    await expect(page.getByTestId('data-table-previous')).toBeDisabled();
  });

  test('sorting by username descending reorders the rows', async ({ page, loginAs }) => {
    await openUsers(page, loginAs);
    await onlySeeded(page);
    const header = page.getByTestId('data-table-header-username');
    await page.getByTestId('data-table-sort-username').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(cells(page, 'username').first()).toHaveText('admin');

    await page.getByTestId('data-table-sort-username').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(cells(page, 'username').first()).toHaveText('soporte');
    const usernames = await cells(page, 'username').allTextContents();
    expect(usernames).toHaveLength(SEEDED_USERS);
    expect(usernames).toEqual([...usernames].sort().reverse());
  });

  test('search narrows the list to matching users', async ({ page, loginAs }) => {
    await openUsers(page, loginAs);
    await page.getByTestId('users-filter-search').fill('gerente');
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'username')).toHaveText(['gerente']);
    // Last login is shown as dd/mm/yyyy HH:mm (or "never" for a user who never signed in).
    await expect(cells(page, 'lastLogin')).toHaveText(
      new RegExp(`^(\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}|${await label(page, 'users', 'values.never')})$`),
    );
  });

  test('filters are restored after a reload and clear resets them', async ({ page, loginAs }) => {
    await openUsers(page, loginAs);
    const yes = await label(page, 'common', 'filters.yes');
    await page.getByTestId('users-filter-search').fill('comercial');
    await choose(page, 'users-filter-active', yes);
    await expect(rows(page)).toHaveCount(1);
    // Saved once the 500 ms debounce has passed since the last change.
    await expect
      .poll(async () => JSON.parse((await stored(page, FILTERS_KEY)) ?? '{}') as unknown)
      .toEqual({ search: 'comercial', active: true, webAccess: null, mfaEnabled: null });

    await page.reload();
    await expect(page.getByTestId('users-filter-search')).toHaveValue('comercial', PAGE_LOAD);
    await expect(page.getByTestId('users-filter-active')).toHaveValue(yes);
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'username')).toHaveText(['comercial']);

    await page.getByTestId('filters-clear').click();
    await expect(page.getByTestId('users-filter-search')).toHaveValue('');
    await expect(page.getByTestId('users-filter-active')).toHaveValue(await label(page, 'common', 'filters.any'));
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(SEEDED_USERS);
    expect(await stored(page, FILTERS_KEY)).toBeNull();
  });

  test('a filter with no match shows the empty state', async ({ page, loginAs }) => {
    await openUsers(page, loginAs);
    await choose(page, 'users-filter-active', await label(page, 'common', 'filters.no'));
    await expect(table(page).getByTestId('data-table-empty')).toContainText(await label(page, 'users', 'empty'));
    await expect(rows(page)).toHaveCount(0);
  });

  test('a hidden column stays hidden after a reload', async ({ page, loginAs }) => {
    await openUsers(page, loginAs);
    await expect(page.getByTestId('data-table-header-email')).toBeVisible();
    await page.getByTestId('data-table-columns').click();
    await page.getByRole('menuitemcheckbox', { name: await label(page, 'users', 'columns.email') }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('data-table-header-email')).toHaveCount(0);
    await expect.poll(() => stored(page, COLUMNS_KEY)).toContain('email');

    await page.reload();
    await expect(rows(page).first()).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('data-table-header-email')).toHaveCount(0);
    await expect(cells(page, 'email')).toHaveCount(0);
    await expect(page.getByTestId('data-table-header-username')).toBeVisible();
  });

  test('a failed load shows the translated error and retry loads the list', async ({ page, loginAs }) => {
    await loginAs('administrativo');
    const failing = '**/app/v1/users?*';
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } }),
    );
    await page.goto('/usuarios');
    const error = page.getByTestId('data-table-error');
    await expect(error).toContainText(await label(page, 'errors', 'INTERNAL_ERROR'), PAGE_LOAD);

    await page.unroute(failing);
    await error.getByTestId('data-table-retry').click();
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(SEEDED_USERS);
  });

  test('a user without UPDATE_USER is sent home', async ({ page, loginAs }) => {
    await loginAs('comercial');
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/home$/);
  });
});
