import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { createFclQuotation } from '../fixtures/quotations';
import { demoDayShown } from '../fixtures/dates';
import { PAGE_LOAD } from '../fixtures/timeouts';

test.use({ signedInAs: 'comercial' });

// localStorage keys the screen writes: its filters (per view) and the table/cards choice (all lists).
const FILTERS_KEY = 'filters:quotations-mine';
const LAYOUT_KEY = 'quotations:layout';
// A cold page load (lazy chunk, profile, list) gets more time than one click on a busy machine.

const table = (page: Page): Locator => page.getByTestId('quotations-table');
const rows = (page: Page): Locator => table(page).getByTestId('data-table-row');
const cells = (page: Page, column: string): Locator => table(page).locator(`td[data-column="${column}"]`);

async function label(page: Page, key: string): Promise<string> {
  return translation(await pageLanguage(page), 'quotations', key);
}

async function openMine(page: Page): Promise<void> {
  await page.goto('/mis-cotizaciones');
  await expect(rows(page).first()).toBeVisible(PAGE_LOAD);
}

/** Picks an option of a Mantine select by its visible label. */
async function choose(page: Page, selectTestId: string, option: string): Promise<void> {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Serious and critical findings fail, as in e2e/shell/accessibility.spec.ts.
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Push toasts from other tests' actions may be fading in; e2e/shell/accessibility.spec.ts checks them.
    .exclude('[data-testid="notification-toast"]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

test('my quotations lists the open quotations with coloured status badges', async ({ page }) => {
  await openMine(page);
  expect(await rows(page).count()).toBeGreaterThan(0);
  // Closed ones belong to the history screen.
  const statuses = await cells(page, 'status')
    .getByTestId('quotation-status')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses).not.toContain('APPROVED');
  expect(statuses).not.toContain('NOT_APPROVED');
  await expect(cells(page, 'reference').first()).toHaveText(/^[A-Z]{3}-\d{2}-\d{6}$/);
});

/** A request of comercial's own, cancelled through the API: an open status that belongs in history. */
async function cancelledQuotation(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const reference = await createFclQuotation(request, token, 'Cancelada para el historial');
  const cancelled = await request.post(`/app/v1/quotations/${reference}/inactivate`, { headers });
  expect(cancelled.status(), await cancelled.text()).toBe(204);
  return reference;
}

test('history shows only closed or cancelled quotations', async ({ page, request, demoToken }) => {
  const cancelled = await cancelledQuotation(request, await demoToken('comercial'));
  await page.goto('/mis-cotizaciones/historial');
  await expect(rows(page).first()).toBeVisible(PAGE_LOAD);
  // The cancelled request is there, marked cancelled, beside the closed ones (the seed has approved and declined ones).
  const ours = rows(page).filter({ hasText: cancelled });
  await expect(ours).toHaveCount(1);
  await expect(ours.getByTestId('quotation-inactive')).toBeVisible();
  await expect(
    cells(page, 'status').locator('[data-status="APPROVED"], [data-status="NOT_APPROVED"]').first(),
  ).toBeVisible();
  const open = cells(page, 'status').locator(
    '[data-testid="quotation-status"]:not([data-status="APPROVED"]):not([data-status="NOT_APPROVED"])',
  );
  // An open status may only appear on a cancelled quotation (at least ours is checked here).
  const openCells = await open.all();
  expect(openCells.length).toBeGreaterThan(0);
  for (const cell of openCells) {
    await expect(cell.locator('xpath=..').getByTestId('quotation-inactive')).toBeVisible();
  }
});

test('the table or cards choice is kept after a reload', async ({ page }) => {
  await openMine(page);
  const shown = await rows(page).count();
  await page.getByTestId('quotations-layout-cards').click();
  // The same page of the same list, as cards.
  await expect(page.getByTestId('quotation-card')).toHaveCount(shown);
  await expect(table(page)).toHaveCount(0);
  await expect.poll(() => stored(page, LAYOUT_KEY)).toBe('"cards"');

  // Other tests may add quotations meanwhile, so after a reload only the layout is compared.
  await page.reload();
  await expect(page.getByTestId('quotation-card').first()).toBeVisible(PAGE_LOAD);
  await expect(table(page)).toHaveCount(0);

  await page.getByTestId('quotations-layout-table').click();
  await expect(rows(page).first()).toBeVisible();
  await page.reload();
  await expect(rows(page).first()).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('quotations-cards')).toHaveCount(0);
});

test('filtering by service narrows the rows, survives a reload and clear resets it', async ({ page }) => {
  await openMine(page);
  const all = await rows(page).count();
  const lse = await label(page, 'services.AIR_LSE');
  const services = async () => new Set(await cells(page, 'service').allTextContents());
  expect((await services()).size).toBeGreaterThan(1);

  await choose(page, 'quotations-filter-service', lse);
  await expect.poll(services).toEqual(new Set([lse]));
  expect(await rows(page).count()).toBeLessThan(all);
  await expect
    .poll(async () => JSON.parse((await stored(page, FILTERS_KEY)) ?? '{}') as unknown)
    .toMatchObject({ service: 'AIR_LSE' });

  await page.reload();
  await expect(page.getByTestId('quotations-filter-service')).toHaveValue(lse, PAGE_LOAD);
  await expect(rows(page).first()).toBeVisible(PAGE_LOAD);
  expect(await services()).toEqual(new Set([lse]));

  await page.getByTestId('filters-clear').click();
  await expect(page.getByTestId('quotations-filter-service')).toHaveValue('');
  await expect.poll(async () => (await services()).size).toBeGreaterThan(1);
  expect(await stored(page, FILTERS_KEY)).toBeNull();
});

test("a picker's clear button is reached with Tab and empties the filter; choosing the chosen option keeps it", async ({
  page,
}) => {
  await openMine(page);
  const lse = await label(page, 'services.AIR_LSE');
  const service = page.getByTestId('quotations-filter-service');
  await choose(page, 'quotations-filter-service', lse);
  await expect(service).toHaveValue(lse);
  // Choosing it again keeps it (it emptied the field).
  await choose(page, 'quotations-filter-service', lse);
  await expect(service).toHaveValue(lse);

  // The × after the chosen value is a named button next in the Tab order.
  await service.focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  const clear = page.getByRole('button', {
    name: translation(await pageLanguage(page), 'common', 'pickers.clear'),
    exact: true,
  });
  await expect(clear).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(service).toHaveValue('');
  await expect
    .poll(async () => JSON.parse((await stored(page, FILTERS_KEY)) ?? '{}') as { service?: unknown })
    .not.toMatchObject({ service: 'AIR_LSE' });
});

test("Enter in the client filter picks the best match of what was typed, never a previous search's result", async ({
  page,
}) => {
  await openMine(page);
  const client = page.getByTestId('quotations-filter-client');
  await client.fill('Agro');
  await expect(page.getByRole('option', { name: /^Agro/ }).first()).toBeVisible(PAGE_LOAD);
  // Typed on and Enter at once, before this text's answer: the "Agro …" results still listed are not
  // chosen; Enter waits for the answer and picks its best match.
  await client.fill('Frigorífico del');
  await page.keyboard.press('Enter');
  await expect(client).toHaveValue('Frigorífico del Plata', PAGE_LOAD);
  await expect
    .poll(async () => JSON.parse((await stored(page, FILTERS_KEY)) ?? '{}') as { clientName?: string })
    .toMatchObject({ clientName: 'Frigorífico del Plata' });
});

test('a filter with no match shows the empty state', async ({ page }) => {
  await openMine(page);
  await page.getByTestId('quotations-filter-reference').fill('ZZZ-99-999999');
  await expect(table(page).getByTestId('data-table-empty')).toContainText(await label(page, 'list.empty'));
  await expect(rows(page)).toHaveCount(0);
});

/** dd/mm/yyyy of the day `days` before today (the demo users' day). */
const daysAgo = (days: number) => demoDayShown(-days);

test('export downloads an XLSX holding exactly the rows shown', async ({ page }) => {
  await openMine(page);
  await choose(page, 'quotations-filter-service', await label(page, 'services.AIR_LSE'));
  // A closed date range (seeded quotations only), so quotations other tests create cannot slip in between.
  const created = page.getByTestId('quotations-filter-created');
  await created.locator('input:not([type=hidden])').first().click();
  await page
    .getByRole('option', { name: translation(await pageLanguage(page), 'common', 'dates.presets.custom'), exact: true })
    .click();
  await created.locator('input:not([type=hidden])').nth(1).fill(daysAgo(90));
  const listed = page.waitForResponse((r) => r.url().includes('/app/v1/quotations?') && r.url().includes('createdTo='));
  await created.locator('input:not([type=hidden])').nth(2).fill(daysAgo(2));
  await listed;
  await expect(page.getByTestId('data-table-fetching')).toHaveCount(0);
  await expect.poll(async () => new Set(await cells(page, 'service').allTextContents()).size).toBe(1);
  const shown = await cells(page, 'reference').allTextContents();
  expect(shown.length).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('quotations-export').click();
  await page.getByTestId('quotations-export-xlsx').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const references: string[] = [];
  book.worksheets[0].eachRow((row, index) => {
    // Row 1 holds the headers.
    if (index > 1) references.push(row.getCell(1).text);
  });
  // Both are newest first.
  expect(references).toEqual(shown);

  // The same list as CSV: one line per row after the header, the same references in the same order.
  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('quotations-export').click();
  await page.getByTestId('quotations-export-csv').click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines.slice(1).map((line) => line.split(/[;,]/)[0])).toEqual(shown);
});

test('"new quotation" opens the request form from the URL and closing it drops the parameter', async ({ page }) => {
  await openMine(page);
  await page.getByTestId('quotations-new').click();
  await expect(page).toHaveURL(/\/mis-cotizaciones\?new=1$/);
  await expect(page.getByRole('dialog')).toBeVisible(PAGE_LOAD);

  // An untouched form closes without asking. The drawer puts the cursor in its first field, a picker:
  // Escape first closes that picker's list if it opened, and the next one closes the form.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/mis-cotizaciones$/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A link with ?new=1 (menu, bookmarks) opens it directly.
  await page.goto('/mis-cotizaciones?new=1');
  await expect(page.getByRole('dialog')).toBeVisible(PAGE_LOAD);
});

test('a row opens the quotation detail', async ({ page }) => {
  await openMine(page);
  const reference = (await cells(page, 'reference').first().textContent()) ?? '';
  await cells(page, 'reference').first().getByTestId('quotation-link').click();
  await expect(page).toHaveURL(new RegExp(`/mis-cotizaciones/${reference}$`));
  await expect(page.getByTestId('screen-title')).toHaveText(reference, PAGE_LOAD);
});

test('the list has no serious accessibility violations as a table or as cards', async ({ page }) => {
  await openMine(page);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByTestId('quotations-layout-cards').click();
  await expect(page.getByTestId('quotation-card').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test.describe('manager view', () => {
  test.use({ signedInAs: 'gerente' });

  test("shows the quotations of the manager's related commercial", async ({ page }) => {
    await page.goto('/cotizaciones-gerente');
    await expect(rows(page).first()).toBeVisible(PAGE_LOAD);
    // Commercial column is shown by default on this view; comercial is Carlos Comercial.
    await expect(cells(page, 'commercial').filter({ hasText: 'Carlos Comercial' }).first()).toBeVisible();
  });
});
