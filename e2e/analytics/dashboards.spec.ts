import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import type { AnalyticsSummary } from '@freight/shared';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

/** Presentation mode moves to the next chart every 30 seconds (spec section 9). */
const ROTATION_MS = 30_000;
/** Where the dashboards keep their filters (as every list of the shell does). */
const FILTERS_KEY = 'filters:analytics-dashboards';

const stored = (page: Page) => page.evaluate((k) => window.localStorage.getItem(k), FILTERS_KEY);
/** The next summary request the dashboard sends, with its query. */
const nextSummary = (page: Page) =>
  page
    .waitForRequest((r) => r.url().includes('/analytics/v1/quotations/summary'))
    .then((r) => new URL(r.url()).searchParams);

test.describe('analytics dashboards (/general-dashboards)', () => {
  test.use({ signedInAs: 'analista' });

  test('analista opens each dashboard and switches the chart options', async ({ page }) => {
    const summaryRead = page.waitForResponse((r) => r.url().includes('/analytics/v1/quotations/summary') && r.ok());
    await page.goto('/general-dashboards');
    const monthly = page.getByTestId('chart-monthly');
    await expect(monthly).toBeVisible(PAGE_LOAD);
    await expect(monthly.locator('.recharts-bar-rectangle').first()).toBeVisible(PAGE_LOAD);

    // Issue 47: the chart's figures as a table (its text alternative), from the keyboard: per period
    // the won, lost and open quotations of the summary the chart was drawn from.
    const summary = (await (await summaryRead).json()) as AnalyticsSummary;
    const asTable = page.getByTestId('chart-monthly-as-table');
    await asTable.focus();
    await page.keyboard.press('Enter');
    await expect(asTable).toHaveAttribute('aria-pressed', 'true');
    const table = page.getByTestId('chart-monthly-table');
    await expect(table.locator('tbody tr')).toHaveCount(summary.periods.length);
    const cells = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
    expect(cells).toEqual(summary.periods.map((p) => [p.won, p.lost, p.quotations - p.won - p.lost].map(String)));
    await page.keyboard.press('Enter');
    await expect(table).toHaveCount(0);
    await expect(monthly.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByTestId('commercial-of-the-month')).toBeVisible();

    // Stacked bars, then a polar (radar) chart with a polygonal and then a circular background.
    await page
      .getByTestId('chart-option-kind')
      .getByText(/Apiladas|Stacked|Empilhadas/)
      .click();
    await expect(monthly).toHaveAttribute('data-kind', 'stacked');
    await page.getByTestId('chart-option-kind').getByText('Polar').click();
    await expect(monthly).toHaveAttribute('data-kind', 'polar');
    await expect(monthly.locator('.recharts-polar-grid-angle').first()).toBeVisible();
    await page
      .getByTestId('chart-option-grid')
      .getByText(/Circular/)
      .click();
    await expect(monthly.locator('.recharts-polar-grid-concentric-circle').last()).toBeVisible();
    await page
      .getByTestId('chart-option-kind')
      .getByText(/Barras|Bars/)
      .click();

    // Weeks instead of months asks the server for weekly periods; efficiency draws the win rate.
    const weekly = page.waitForResponse(
      (r) => r.url().includes('/analytics/v1/quotations/summary') && r.url().includes('granularity=week'),
    );
    await page
      .getByTestId('chart-option-granularity')
      .getByText(/Semanas|Weeks/)
      .click();
    await weekly;
    await page
      .getByTestId('chart-option-measure')
      .getByText(/Eficiencia|Efficiency|Eficiência/)
      .click();
    await expect(monthly.locator('.recharts-legend-item')).toHaveCount(1);
    await page
      .getByTestId('chart-option-values')
      .getByText(/Porcentajes|Percentages|Porcentagens/)
      .click();
    await page.getByTestId('chart-option-ymax').fill('50');
    // The Y axis now ends at the custom limit.
    await expect(monthly.locator('svg text').filter({ hasText: /^50$/ })).toBeVisible();

    await page.getByTestId('dashboard-tab-commercial').click();
    await expect(page.getByTestId('chart-portfolio')).toBeVisible(PAGE_LOAD);
    await page.getByTestId('commercial-tab-operative').click();
    await expect(page.getByTestId('chart-statuses')).toBeVisible();

    await page.getByTestId('dashboard-tab-administrative').click();
    await expect(page.getByTestId('chart-pendingSells')).toBeVisible(PAGE_LOAD);
    await page.getByTestId('admin-tab-pendingCosts').click();
    await expect(page.getByTestId('chart-pendingCosts')).toBeVisible();
    await expect(page.getByTestId('chart-waiting-agent')).toBeVisible();
    await page.getByTestId('waiting-tab-pricing').click();
    await expect(page.getByTestId('chart-waiting-pricing')).toBeVisible();

    await page.getByTestId('dashboard-tab-agents').click();
    const scorecard = page.getByTestId('agent-scorecard');
    await expect(scorecard.locator('tbody tr').first()).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('lane-prices')).toBeVisible();
    // Cost comparison: remove every agent's cost, then add them all back.
    const comparison = page.getByTestId('chart-costComparison');
    await page.getByTestId('cost-comparison-none').click();
    await expect(page.getByTestId('chart-costComparison-empty')).toBeVisible();
    await page.getByTestId('cost-comparison-all').click();
    await expect(comparison.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await page
      .getByTestId('carrier-view')
      .getByText(/Agentes por transportista|Agents by carrier|Agentes por transportadora/)
      .click();
    await expect(page.getByTestId('carrier-analysis')).toBeVisible();
  });

  test('a filter narrows the figures, is kept across a reload and cleared by "clear filters"', async ({ page }) => {
    await page.goto('/general-dashboards');
    await expect(page.getByTestId('chart-monthly')).toBeVisible(PAGE_LOAD);
    const air = translation(await pageLanguage(page), 'analytics', 'modes.AIR');

    const filtered = nextSummary(page);
    await page.getByTestId('analytics-filter-mode').click();
    await page.getByRole('option', { name: air, exact: true }).click();
    expect((await filtered).get('mode')).toBe('AIR');
    await expect.poll(async () => JSON.parse((await stored(page)) ?? '{}') as unknown).toMatchObject({ mode: 'AIR' });

    // Saved: a new visit asks for air figures again, and the picker shows it.
    const reloaded = nextSummary(page);
    await page.reload();
    expect((await reloaded).get('mode')).toBe('AIR');
    await expect(page.getByTestId('analytics-filter-mode')).toHaveValue(air, PAGE_LOAD);

    const cleared = nextSummary(page);
    await page.getByTestId('filters-clear').click();
    expect((await cleared).get('mode')).toBeNull();
    await expect(page.getByTestId('analytics-filter-mode')).toHaveValue('');
    await expect(page.getByTestId('filters-clear')).toBeDisabled();
    expect(await stored(page)).toBeNull();
  });

  test("full screen puts the dashboard in the browser's full-screen mode", async ({ page }) => {
    await page.goto('/general-dashboards');
    await expect(page.getByTestId('chart-monthly')).toBeVisible(PAGE_LOAD);
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    await page.getByTestId('dashboard-fullscreen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('HTML');
    await expect(page.getByTestId('chart-monthly')).toBeVisible();
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('presentation mode shows the next chart after 30 seconds; with reduced motion it waits, paused', async ({
    page,
  }) => {
    // The suite asks for reduced motion (playwright.config.ts): this browser does not, at first.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/general-dashboards');
    await expect(page.getByTestId('chart-monthly')).toBeVisible(PAGE_LOAD);
    await page.getByTestId('dashboard-present').click();
    const presentation = page.getByTestId('presentation');
    await expect(presentation).toHaveAttribute('data-chart', 'monthly');
    // The installed clock still runs with real time (pausing it would stop React's scheduler too), so
    // leave a margin for the real seconds a loaded machine spends between the steps.
    await page.clock.fastForward(ROTATION_MS - 5_000);
    await expect(presentation).toHaveAttribute('data-chart', 'monthly');
    await page.clock.fastForward(5_000);
    await expect(presentation).toHaveAttribute('data-chart', 'ranking');
    await page.clock.fastForward(ROTATION_MS);
    await expect(presentation).toHaveAttribute('data-chart', 'services');
    await expect(page.getByTestId('presentation-pause')).toHaveAttribute('aria-pressed', 'false');

    // Issue 47: asked for reduced motion, the presentation starts paused and moves only by hand.
    await page.keyboard.press('Escape');
    await expect(presentation).toHaveCount(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.keyboard.press('Enter');
    await expect(presentation).toHaveAttribute('data-chart', 'monthly');
    await expect(page.getByTestId('presentation-pause')).toHaveAttribute('aria-pressed', 'true');
    await page.clock.fastForward(ROTATION_MS + 5_000);
    await expect(presentation).toHaveAttribute('data-chart', 'monthly');
    await page.getByTestId('presentation-next').focus();
    await page.keyboard.press('Enter');
    await expect(presentation).toHaveAttribute('data-chart', 'ranking');
    await page.getByTestId('presentation-previous').focus();
    await page.keyboard.press('Enter');
    await expect(presentation).toHaveAttribute('data-chart', 'monthly');
  });
});

test.describe('analytics reports (/reports)', () => {
  test.use({ signedInAs: 'analista' });

  test("exports a report whose rows equal the table's", async ({ page }) => {
    await page.goto('/reports');
    const table = page.getByTestId('report-table');
    await expect(table.getByTestId('report-row').first()).toBeVisible(PAGE_LOAD);
    const shown = await table
      .getByTestId('report-row')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));

    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('report-export').click();
    await page.getByTestId('report-export-csv').click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile(await csv.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // The user's number format groups thousands on screen; the file writes plain digits.
    const separator = lines[0].includes(';') ? ';' : ',';
    const plain = (text: string) => (separator === ',' ? text.replace(/,/g, '') : text.replace(/\./g, ''));
    expect(lines.slice(1).map((line) => line.split(separator))).toEqual(shown.map((cells) => cells.map(plain)));

    const xlsxDownload = page.waitForEvent('download');
    await page.getByTestId('report-export').click();
    await page.getByTestId('report-export-xlsx').click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await (await xlsxDownload).path());
    const periods: string[] = [];
    book.worksheets[0].eachRow((row, index) => {
      if (index > 1) periods.push(row.getCell(1).text);
    });
    expect(periods).toEqual(shown.map((cells) => cells[0]));
  });
});

test.describe('analytics refusal', () => {
  test.use({ signedInAs: 'comercial' });

  test('comercial without ANALYTICS permissions is sent home from the dashboards and the reports', async ({ page }) => {
    await page.goto('/general-dashboards');
    await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
  });
});
