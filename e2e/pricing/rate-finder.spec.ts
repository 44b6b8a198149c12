import { answerConfirm } from '../fixtures/confirm';
import { createFclQuotation } from '../fixtures/quotations';
import { staffPage } from '../fixtures/staff-page';
import { expect, test } from '../fixtures/sessions';
import { search } from '../quotations/request-form-helpers';

/**
 * Issue 44's rate finder: pricing asks for a lane and cargo (Enter in a picker picks, it does not send the
 * search), sees the demo rates of Shanghai → Montevideo FCL with the totals the API gives, opens a row's
 * lines, and makes one rate the cost of a quotation it has taken, after confirming; a commercial may search only.
 */
const LOAD = { timeout: 20_000 };

/** "USD 2,150.00" or "USD 2.150,00": either number format a parallel test may have saved for the account. */
function amountPattern(total: number): RegExp {
  const cents = Math.round(total * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,]?');
  return new RegExp(`^USD ${whole}[.,]${String(cents % 100).padStart(2, '0')}$`);
}

test('pricing finds the lane’s rates, cheapest first, and makes one the cost of a quotation after confirming', async ({
  browser,
  baseURL,
  demoToken,
  request,
}) => {
  const tokens = { commercial: await demoToken('comercial'), pricing: await demoToken('pricing') };
  const headers = { Authorization: `Bearer ${tokens.pricing}` };
  const reference = await createFclQuotation(request, tokens.commercial, 'Rate finder e2e');
  expect((await request.post(`/app/v1/quotations/${reference}/take`, { headers })).status()).toBe(204);

  const pricing = await staffPage(browser, baseURL!, tokens.pricing, LOAD.timeout);
  await pricing.goto('/pricing/buscador-tarifas');
  // Enter in the origin picker chooses the highlighted place; the search is not sent.
  const origin = pricing.getByTestId('rate-finder-origin');
  await origin.click();
  await origin.fill('shanghai');
  await expect(pricing.getByRole('option', { name: /^CNSHA/ }).first()).toBeVisible(LOAD);
  await origin.press('Enter');
  await expect(origin).toHaveValue(/^CNSHA/);
  await expect(pricing.getByTestId('rate-finder-results')).toBeHidden();
  await expect(pricing.getByTestId('rate-finder-loading')).toBeHidden();
  await search(pricing, 'rate-finder-destination', 'montevideo', 'UYMVD');
  await pricing.getByTestId('rate-finder-search').click();

  // The same lane and cargo through the API: the screen shows its options in its order, with its totals.
  const answer = await request.post('/app/v1/rate-finder', {
    headers,
    data: {
      service: 'SEA_FCL',
      originCode: 'CNSHA',
      destinationCode: 'UYMVD',
      containers: [{ quantity: 1, type: '40HC' }],
    },
  });
  const { options } = (await answer.json()) as {
    options: { rateId: string; total: number; carrier: { code: string } }[];
  };
  const shapac = options.find((o) => o.carrier.code === 'SHAPAC')!;
  expect(shapac.total).toBeGreaterThan(0);
  const rows = pricing.locator('[data-testid^="rate-finder-row-"]');
  await expect(rows).toHaveCount(options.length, LOAD);
  await expect(rows.first()).toHaveAttribute('data-testid', `rate-finder-row-${options[0].rateId}`);
  await expect(pricing.getByTestId(`rate-finder-total-${shapac.rateId}`)).toHaveText(amountPattern(shapac.total));
  await pricing.getByTestId(`rate-finder-expand-${shapac.rateId}`).click();
  await expect(pricing.getByTestId(`rate-finder-lines-${shapac.rateId}`)).toContainText('OFT');

  // With the quotation named, the row offers the rate; it is added once confirmed.
  await pricing.getByTestId('rate-finder-reference').fill(reference);
  await pricing.getByTestId(`rate-finder-use-${shapac.rateId}`).click();
  const added = pricing.waitForResponse((r) => r.url().endsWith(`/quotations/${reference}/finder-costs`), LOAD);
  await answerConfirm(pricing, 'confirm');
  expect((await added).status()).toBe(204);
  const costs = (await (await request.get(`/app/v1/quotations/${reference}/costs`, { headers })).json()) as {
    provider: { code: string };
  }[];
  expect(costs.map((c) => c.provider.code)).toEqual(['SHAPAC']);

  // A commercial searches too, but is not offered to change a quotation's costs (the API refuses it).
  const commercial = await staffPage(browser, baseURL!, tokens.commercial, LOAD.timeout);
  await commercial.goto('/pricing/buscador-tarifas');
  await expect(commercial.getByTestId('rate-finder-search')).toBeVisible(LOAD);
  await expect(commercial.getByTestId('rate-finder-reference')).toHaveCount(0);
});
