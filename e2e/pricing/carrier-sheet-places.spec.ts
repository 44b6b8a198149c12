import type { APIRequestContext, Browser } from '@playwright/test';
import type { DemoAccount } from '../fixtures/accounts';
import { staffPage } from '../fixtures/staff-page';
import { expect, test } from '../fixtures/sessions';

type Fixtures = {
  browser: Browser;
  baseURL: string | undefined;
  demoToken: (account: DemoAccount) => Promise<string>;
  request: APIRequestContext;
};

/**
 * Issue 44: a carrier sheet names a place the catalogue does not know ("Bussan"); the dry run refuses
 * the row and offers the nearest ports; Enter in the picker takes the best one (Busan, KRPUS), saves it
 * as the carrier's alias and the dry run runs again, now with the row valid. A dry run lists every rate,
 * one outcome per tab, a page at a time from the server.
 */
const LOAD = { timeout: 20_000 };

/** Saves GENSHIP's one-column (40HC) mapping valid to `validTo`, as the pricing user. */
async function saveGenshipMapping({ demoToken, request }: Pick<Fixtures, 'demoToken' | 'request'>, validTo: string) {
  const token = await demoToken('pricing');
  const headers = { Authorization: `Bearer ${token}` };
  const ids = async (path: string) =>
    (
      (await (await request.get(path, { headers })).json()) as {
        items: { id: string; code?: string; concept?: string }[];
      }
    ).items;
  const carrier = (await ids('/app/v1/providers?search=GENSHIP&limit=5')).find((p) => p.code === 'GENSHIP')!;
  const oft = (await ids('/app/v1/charge-codes?search=OFT&limit=20')).find((c) => c.concept === 'OFT')!;
  const saved = await request.put(`/app/v1/rates/carrier-sheets/${carrier.id}/mapping`, {
    headers,
    data: {
      name: 'GENSHIP e2e',
      headerRow: 1,
      service: 'SEA_FCL',
      chargeCodeId: oft.id,
      columns: { origin: 'POL', destination: 'POD' },
      equipment: [{ column: '40HC', container: '40HC' }],
      currency: 'USD',
      validFrom: '2027-01-01',
      validTo,
    },
  });
  expect(saved.status()).toBe(200);
  return token;
}

/** GENSHIP with its mapping, and the wizard's dry run of `csv` as the pricing user. */
async function dryRunOf({ browser, baseURL, demoToken, request }: Fixtures, csv: string) {
  const token = await saveGenshipMapping({ demoToken, request }, '2027-03-31');
  const page = await staffPage(browser, baseURL!, token, LOAD.timeout);
  await page.goto('/pricing/tarifas');
  await page.getByTestId('rates-carrier-sheet').click();
  const wizard = page.getByTestId('carrier-sheet-wizard');
  const carrierBox = wizard.getByTestId('carrier-sheet-carrier');
  await carrierBox.fill('GENSHIP');
  await page.getByRole('option', { name: /^GENSHIP/ }).click();
  await expect(wizard.getByTestId('carrier-sheet-saved')).toContainText('GENSHIP e2e', LOAD);
  await wizard.locator('input[type="file"]').setInputFiles({
    name: 'genship.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await wizard.getByTestId('carrier-sheet-next').click();
  await wizard.getByTestId('carrier-sheet-check').click();
  return { page, wizard };
}

test('an unknown place is picked from its suggestions and the row becomes valid', async ({
  browser,
  baseURL,
  demoToken,
  request,
}) => {
  // The pick is saved as GENSHIP's alias: a retry on the same database spells the place another way.
  const place = ['Bussan', 'Busann'][test.info().retry % 2];
  const { page, wizard } = await dryRunOf(
    { browser, baseURL, demoToken, request },
    `POL;POD;40HC\n${place};UYMVD;2100\n`,
  );

  await expect(wizard.getByTestId('carrier-sheet-places')).toBeVisible(LOAD);
  await expect(wizard.getByTestId('carrier-sheet-apply')).toBeDisabled();
  const picker = wizard.getByTestId('carrier-sheet-place');
  await picker.click();
  await expect(page.getByRole('option', { name: /^KRPUS/ })).toBeVisible(LOAD);
  await picker.press('Enter');

  await expect(wizard.getByTestId('carrier-sheet-places')).toBeHidden(LOAD);
  await expect(wizard.getByTestId('carrier-sheet-rows')).toContainText('KRPUS → UYMVD', LOAD);
  await expect(wizard.getByTestId('carrier-sheet-apply')).toBeEnabled();
});

test('a dry run lists every rate page by page, one outcome per tab, and applying stores what it showed', async ({
  browser,
  baseURL,
  demoToken,
  request,
}) => {
  // One lane 601 times: the first is new, the 600 others refused as repeats (12 pages of 50). Applying
  // stores the lane: a retry on the same database uses another origin, so it is new again.
  const origin = ['SGSIN', 'JPTYO', 'CNXMN'][test.info().retry % 3];
  const csv = ['POL;POD;40HC', ...Array.from({ length: 601 }, (_, i) => `${origin};UYMVD;${2000 + i}`)].join('\n');
  const { wizard } = await dryRunOf({ browser, baseURL, demoToken, request }, csv);

  const tabs = wizard.getByTestId('carrier-sheet-counts');
  await expect(tabs).toContainText('1 nueva', LOAD);
  await expect(tabs).toContainText('600 rechazadas');
  await expect(wizard.getByTestId('carrier-sheet-kept-until')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const rows = wizard.getByTestId('carrier-sheet-rows').locator('tbody tr');
  const range = wizard.getByTestId('carrier-sheet-page-range');
  // The new rate first, with its price in the user's number format.
  await expect(rows).toHaveCount(1, LOAD);
  await expect(rows.first()).toContainText(`${origin} → UYMVD`);
  await expect(rows.first()).toContainText('USD 2,000.00');

  await wizard.getByTestId('carrier-sheet-tab-REFUSED').click();
  await expect(range).toHaveText('1–50 de 600', LOAD);
  await expect(rows).toHaveCount(50);
  await expect(rows.first().locator('td').first()).toHaveText('3');
  await expect(rows.first()).toContainText('se repite');
  const pages = wizard.getByTestId('carrier-sheet-pages');
  await pages.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(range).toHaveText('51–100 de 600', LOAD);
  await expect(rows.first().locator('td').first()).toHaveText('53');
  await pages.getByRole('button', { name: 'Última página' }).click();
  await expect(range).toHaveText('551–600 de 600', LOAD);
  await expect(rows).toHaveCount(50);
  await expect(rows.last().locator('td').first()).toHaveText('602');

  // An outcome without rates says so.
  await wizard.getByTestId('carrier-sheet-tab-UPDATED').click();
  await expect(wizard.getByTestId('data-table-empty')).toContainText('Ninguna tarifa de la planilla', LOAD);

  await wizard.getByTestId('carrier-sheet-apply').click();
  await expect(wizard.getByTestId('carrier-sheet-done')).toBeVisible(LOAD);
  await expect(wizard.getByTestId('carrier-sheet-versions').locator('tbody tr').first()).toContainText(
    'Nuevas: 1 · actualizadas: 0 · sin cambios: 0 · rechazadas: 600',
  );
});

test('applying a dry run whose mapping changed since is refused, and the sheet is checked again', async ({
  browser,
  baseURL,
  demoToken,
  request,
}) => {
  // The second apply stores the lane: a retry on the same database uses another origin, so it is new again.
  const origin = ['KRPUS', 'SGSIN', 'JPTYO'][test.info().retry % 3];
  const { page, wizard } = await dryRunOf(
    { browser, baseURL, demoToken, request },
    `POL;POD;40HC\n${origin};BRSSZ;2500\n`,
  );
  await expect(wizard.getByTestId('carrier-sheet-counts')).toContainText('1 nueva', LOAD);

  // Someone saves another validity for the carrier's mapping after the check.
  await saveGenshipMapping({ demoToken, request }, '2027-02-28');
  await wizard.getByTestId('carrier-sheet-apply').click();
  await expect(page.getByText('cambiaron desde la revisión')).toBeVisible(LOAD);
  await expect(wizard.getByTestId('carrier-sheet-done')).toBeHidden();

  // Checked again with the mapping as it is now: that check applies.
  await expect(wizard.getByTestId('carrier-sheet-rows')).toContainText(`${origin} → BRSSZ`, LOAD);
  await expect(wizard.getByTestId('carrier-sheet-apply')).toBeEnabled(LOAD);
  await wizard.getByTestId('carrier-sheet-apply').click();
  await expect(wizard.getByTestId('carrier-sheet-done')).toBeVisible(LOAD);
});
