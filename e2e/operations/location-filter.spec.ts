import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/sessions';

// The first read of a list waits for lazy chunks and the API on a loaded machine.
const LOAD = { timeout: 30_000 };

/**
 * Types a place's name in an origin filter and picks what the location search offers (by a click on
 * `option`, or by Enter pressed at once, before the search answers: Enter then waits and adds the best
 * match): the filter then asks the list for that place's code (issue 36 item 17: "Shanghai" found nothing).
 */
async function pickPlace(
  page: Page,
  testId: string,
  typed: string,
  pick: RegExp | 'Enter',
  listPath: string,
  code: string,
) {
  const input = page.getByTestId(testId).locator('input:not([type=hidden])').first();
  await input.fill(typed);
  const listed = page.waitForResponse(
    (r) => r.url().includes(listPath) && new URL(r.url()).searchParams.get('origins') === code && r.ok(),
  );
  if (pick === 'Enter') await input.press('Enter');
  else await page.getByRole('option', { name: pick }).first().click();
  return listed;
}

test.describe('operations origin filter', () => {
  test.use({ signedInAs: 'operativo' });

  test('"Shanghai" and Enter in the origin filter picks CNSHA and lists only Shanghai operations', async ({ page }) => {
    await page.goto('/operativa/general');
    const table = page.getByTestId('operations-table');
    await expect(table.getByTestId('data-table-row').first()).toBeVisible(LOAD);
    // Origin is one of the less used filters, in the "More filters" drawer.
    await page.getByTestId('filters-more').click();
    const response = await pickPlace(
      page,
      'operations-filter-origins',
      'Shanghai',
      'Enter',
      '/operations/v1/operations?',
      'CNSHA',
    );
    const body = (await response.json()) as { items: { originCode: string | null }[] };
    expect(body.items.length).toBeGreaterThan(0);
    expect(new Set(body.items.map((o) => o.originCode))).toEqual(new Set(['CNSHA']));
    // The chosen place reads as a name, not a bare code, and the rows show the names too.
    await expect(page.getByTestId('operations-filter-origins')).toContainText('Shanghai');
    await expect.poll(() => table.getByTestId('data-table-row').count()).toBe(body.items.length);
    for (const text of await table.getByTestId('data-table-row').allInnerTexts()) expect(text).toContain('Shanghai');
  });
});

test.describe('portal origin filter', () => {
  test.use({ signedInAs: 'cliente' });

  test('"valencia" typed in the portal origin filter offers ESVLC and lists the quotations from Valencia', async ({
    page,
  }) => {
    await page.goto('/client-quotation');
    await expect(page.getByTestId('portal-table').getByTestId('portal-quotation-link').first()).toBeVisible(LOAD);
    const response = await pickPlace(
      page,
      'portal-filter-origins',
      'valencia',
      /^ESVLC – Valencia/,
      '/app/v1/portal/quotations?',
      'ESVLC',
    );
    const body = (await response.json()) as { items: { reference: string; originCode: string | null }[] };
    expect(body.items.length).toBeGreaterThan(0);
    expect(new Set(body.items.map((q) => q.originCode))).toEqual(new Set(['ESVLC']));
    await expect
      .poll(() => page.getByTestId('portal-table').getByTestId('portal-quotation-link').allInnerTexts())
      .toEqual(body.items.map((q) => q.reference));
  });
});
