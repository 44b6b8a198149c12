import type { APIRequestContext, Page } from '@playwright/test';
import { storedToken } from '../fixtures/auth';
import { expect, test } from '../fixtures/sessions';

/**
 * Issue 24 item 6 (screen): the same quotation's weight, volume and chargeable weight read in one
 * format on the list and the detail, the user's setting (US 1,750.5 / local 1.750,5), with m³.
 * Its own account (the manager sees the commercial's quotations): the setting is restored after.
 */
test.use({ signedInAs: 'gerente' });

const PAGE_LOAD = { timeout: 15_000 };
const SHIPMENT = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function setFormat(page: Page, currencyFormat: 'US' | 'LOCAL'): Promise<void> {
  const token = await storedToken(page);
  const saved = await page.request.patch('/auth/v1/me/settings', {
    headers: auth(token!),
    data: { currencyFormat },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.afterEach(async ({ page }) => {
  const token = await storedToken(page).catch(() => null);
  if (token) await page.request.patch('/auth/v1/me/settings', { headers: auth(token), data: { currencyFormat: 'US' } });
});

async function createQuotation(request: APIRequestContext, token: string): Promise<string> {
  const clients = await request.get('/app/v1/clients/lookup?search=Frigor', { headers: auth(token) });
  const clientId = ((await clients.json()) as { items: { id: string }[] }).items[0].id;
  const created = await request.post('/app/v1/quotations', {
    headers: auth(token),
    data: {
      service: 'SEA_LCL',
      clientId,
      originCode: 'CNSHA',
      originName: 'Shanghai',
      destinationCode: 'UYMVD',
      destinationName: 'Montevideo',
      incoterm: 'FOB',
      // 2 × 875.25 kg = 1,750.5 kg; 2 × 1.2 m³ = 2.4 m³, so 2.4 W/M.
      packingLines: [{ kind: 'PACKAGES', quantity: 2, weight: 875.25, length: 120, width: 100, height: 100 }],
      goodsDescription: 'Repuestos e2e formato',
      shipmentDate: SHIPMENT,
      sellers: ['Shanghai Parts Co.'],
      buyers: ['Frigorífico del Plata'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { reference: string }).reference;
}

async function expectFigures(page: Page, reference: string, f: { weight: string; volume: string; chargeable: string }) {
  await page.goto('/cotizaciones-gerente');
  await page.getByTestId('quotations-filter-reference').fill(reference);
  const row = page.getByTestId('quotations-table').getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1, PAGE_LOAD);
  await expect(row).toContainText(f.weight);
  await expect(row).toContainText(`${f.chargeable} W/M`);

  await row.getByTestId('quotation-link').click();
  await expect(page.getByTestId('detail-total-weight')).toHaveText(`${f.weight} kg`, PAGE_LOAD);
  await expect(page.getByTestId('detail-total-volume')).toHaveText(`${f.volume} m³`);
  await expect(page.getByTestId('detail-chargeable')).toHaveText(`${f.chargeable} W/M`);
}

test('weights and volumes follow the user setting on the list and the detail', async ({ page, request, demoToken }) => {
  const reference = await createQuotation(request, await demoToken('comercial'));

  await page.goto('/home');
  await setFormat(page, 'US');
  await expectFigures(page, reference, { weight: '1,750.5', volume: '2.4', chargeable: '2.4' });

  await setFormat(page, 'LOCAL');
  // The profile (and with it the setting) is read at start-up.
  await page.reload();
  await expectFigures(page, reference, { weight: '1.750,5', volume: '2,4', chargeable: '2,4' });
  await expect(page.getByText('1,750.5')).toHaveCount(0);
});
