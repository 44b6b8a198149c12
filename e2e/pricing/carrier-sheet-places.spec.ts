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
 * as the carrier's alias and the dry run runs again, now with the row valid. A dry run lists the first
 * 500 rates of each outcome and says how many more it counted.
 */
const LOAD = { timeout: 20_000 };

/** GENSHIP with a one-column (40HC) mapping, and the wizard's dry run of `csv` as the pricing user. */
async function dryRunOf({ browser, baseURL, demoToken, request }: Fixtures, csv: string) {
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
      validTo: '2027-03-31',
    },
  });
  expect(saved.status()).toBe(200);

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

test('a dry run with more refused rates than it lists shows every count and how many are not shown', async ({
  browser,
  baseURL,
  demoToken,
  request,
}) => {
  // One lane 601 times: the first is new, the 600 others refused as repeats; 500 of those are listed.
  const csv = ['POL;POD;40HC', ...Array.from({ length: 601 }, (_, i) => `KRPUS;UYMVD;${2000 + i}`)].join('\n');
  const { wizard } = await dryRunOf({ browser, baseURL, demoToken, request }, csv);

  await expect(wizard.getByTestId('carrier-sheet-counts')).toContainText('1 nueva', LOAD);
  await expect(wizard.getByTestId('carrier-sheet-counts')).toContainText('600 rechazadas');
  await expect(wizard.getByTestId('carrier-sheet-unlisted')).toContainText('Sin mostrar: 100 rechazadas.');
  await expect(wizard.getByTestId('carrier-sheet-rows').locator('tbody tr')).toHaveCount(501);
  await expect(wizard.getByTestId('carrier-sheet-apply')).toBeEnabled();
});
