import type { APIRequestContext, Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { createLclQuotation, createTakenLclQuotation } from '../fixtures/quotations';
import { answerConfirm, confirmDialog } from '../fixtures/confirm';
import { PAGE_LOAD } from '../fixtures/timeouts';

type Token = string;
const auth = (token: Token) => ({ Authorization: `Bearer ${token}` });

async function statusOf(request: APIRequestContext, token: Token, reference: string): Promise<string> {
  const response = await request.get(`/app/v1/quotations/${reference}`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { status: string }).status;
}

async function chargeCodeId(request: APIRequestContext, token: Token, concept: string): Promise<string> {
  const response = await request.get(`/app/v1/charge-codes?limit=100&search=${concept}`, { headers: auth(token) });
  const items = ((await response.json()) as { items: { id: string; concept: string }[] }).items;
  return items.find((c) => c.concept === concept)!.id;
}

/** Pricing's work up to saved sells, through the API: take, an agent's costs and one sell line at 20 %. */
async function sellsThroughApi(request: APIRequestContext, token: Token, reference: string): Promise<void> {
  expect((await request.post(`/app/v1/quotations/${reference}/take`, { headers: auth(token) })).status()).toBe(204);
  const suggestions = (await (
    await request.get(`/app/v1/quotations/${reference}/agent-suggestions`, { headers: auth(token) })
  ).json()) as { id: string }[];
  const oft = await chargeCodeId(request, token, 'OFT');
  const costs = await request.post(`/app/v1/quotations/${reference}/costs`, {
    headers: auth(token),
    data: {
      providerId: suggestions[0].id,
      costs: [
        {
          description: 'Vía Santos',
          charges: [{ chargeCodeId: oft, currency: 'USD', amountPerUnit: 1000, quantity: 1 }],
        },
      ],
    },
  });
  expect(costs.status(), await costs.text()).toBe(201);
  const received = (await (
    await request.get(`/app/v1/quotations/${reference}/costs`, { headers: auth(token) })
  ).json()) as {
    charges: { id: string; chargeCode: { id: string }; currency: string; total: number }[];
  }[];
  const charge = received[0].charges[0];
  const sells = await request.put(`/app/v1/quotations/${reference}/sells`, {
    headers: auth(token),
    data: {
      lines: [
        {
          costChargeId: charge.id,
          chargeCodeId: charge.chargeCode.id,
          description: 'Flete marítimo',
          currency: charge.currency,
          costAmount: charge.total,
          marginKind: 'PERCENT',
          marginValue: 20,
          clientVisible: true,
        },
      ],
    },
  });
  expect(sells.ok(), await sells.text()).toBe(true);
}

/** Everything pricing does, through the API: take, an agent's costs, sells at 20 % and publish. */
async function priceThroughApi(request: APIRequestContext, token: Token, reference: string): Promise<void> {
  await sellsThroughApi(request, token, reference);
  expect((await request.post(`/app/v1/quotations/${reference}/publish`, { headers: auth(token) })).ok()).toBe(true);
}

async function savedMargins(request: APIRequestContext, token: Token, reference: string): Promise<number[]> {
  const response = await request.get(`/app/v1/quotations/${reference}/sells`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { lines: { marginValue: number }[] }).lines.map((l) => l.marginValue);
}

async function label(page: Page, namespace: string, key: string): Promise<string> {
  return translation(await pageLanguage(page), namespace, key);
}

/** Confirms in the confirmation modal, whose button names the action (issue 24). */
async function confirm(page: Page): Promise<void> {
  await answerConfirm(page, 'confirm');
}

/**
 * Picks an option of a searchable Mantine Select as staff do all day: type, then Enter on the
 * highlighted match (issue 24: Enter in a picker picks). A click raced the list's re-positioning.
 */
async function choose(page: Page, testId: string, text: string, option: RegExp): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue(option);
}

test.describe('pricing', () => {
  test.use({ signedInAs: 'pricing' });

  test('takes a new request from the list and requests costs from a suggested agent', async ({
    page,
    request,
    demoToken,
  }) => {
    const reference = await createLclQuotation(request, await demoToken('comercial'), 'Repuestos e2e pricing toma');
    await page.goto('/pricing/nuevas-solicitudes');
    await expect(page.getByTestId('pricing-screen-pricingNew')).toBeVisible(PAGE_LOAD);
    await page.getByTestId('quotations-filter-reference').fill(reference);
    const row = page.getByTestId('quotations-table').getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1, PAGE_LOAD);
    await row.getByTestId('pricing-take').click();

    await expect(page).toHaveURL(
      (url) => url.pathname === '/pricing/cotizaciones' && url.searchParams.get('ref') === reference,
    );
    await expect(page.getByTestId('pricing-quotation-status')).toContainText(
      await label(page, 'quotations', 'statuses.PENDING'),
      PAGE_LOAD,
    );
    expect(await statusOf(request, await demoToken('pricing'), reference)).toBe('PENDING');

    await expect(page.getByTestId('cost-requests-empty')).toBeVisible();
    await page.getByTestId('agent-suggestions').getByRole('checkbox').first().check();
    await page.getByTestId('pricing-request-costs').click();
    await confirm(page);
    await expect(page.getByTestId('cost-request-row')).toHaveCount(1, PAGE_LOAD);
  });

  test('a failed read of the cost requests shows the translated error with retry, not "none sent"', async ({
    page,
    request,
    demoToken,
  }) => {
    const reference = await createLclQuotation(
      request,
      await demoToken('comercial'),
      'Repuestos e2e pricing lectura fallida',
    );
    expect(
      (
        await request.post(`/app/v1/quotations/${reference}/take`, { headers: auth(await demoToken('pricing')) })
      ).status(),
    ).toBe(204);
    const failing = `**/${reference}/cost-requests`;
    await page.route(failing, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } })
        : route.continue(),
    );
    await page.goto(`/pricing/cotizaciones?ref=${reference}`);
    const error = page.getByTestId('data-table-error');
    await expect(error).toContainText(await label(page, 'errors', 'INTERNAL_ERROR'), PAGE_LOAD);
    await expect(page.getByTestId('cost-requests-empty')).toHaveCount(0);

    await page.unroute(failing);
    await error.getByTestId('data-table-retry').click();
    await expect(page.getByTestId('cost-requests-empty')).toBeVisible(PAGE_LOAD);
    await expect(error).toHaveCount(0);
  });

  test('enters an agent quote, builds sells with a margin and publishes: QUOTED', async ({
    page,
    request,
    demoToken,
  }) => {
    const token = await demoToken('pricing');
    const reference = await createTakenLclQuotation(
      request,
      { commercial: await demoToken('comercial'), pricing: token },
      'Repuestos e2e cotizador',
    );

    await page.goto(`/pricing/cotizador?ref=${reference}`);
    await expect(page.getByTestId('pricing-quoter')).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('quoter-reference')).toHaveValue(reference);
    await choose(page, 'quoter-provider', 'Shanghai', /Shanghai Pacific/);
    await expect(page.getByTestId('costs-form')).toBeVisible();
    await page.getByTestId('cost-0-description').fill('Directo vía Busan');
    await choose(page, 'cost-0-charge-0-code', 'OFT', /^OFT/);
    await page.getByTestId('cost-0-charge-0-amount').fill('1500');
    // Quantities start at the chargeable W/M; this freight is a lump sum.
    await page.getByTestId('cost-0-charge-0-quantity').fill('1');
    await page.getByTestId('costs-submit').click();
    await confirm(page);

    await expect(page).toHaveURL(
      (url) => url.pathname === '/pricing/cotizaciones' && url.searchParams.get('ref') === reference,
      PAGE_LOAD,
    );
    await expect(page.getByTestId('comparison-cost')).toHaveCount(1, PAGE_LOAD);
    await page.getByTestId('comparison-pick-cost').click();
    await expect(page.getByTestId('sell-line')).toHaveCount(1);
    await page.getByTestId('sell-line-margin').fill('20');
    // 1,500.00 + 20 % = 1,800.00 (ocean freight is not taxed), previewed before saving.
    await expect(page.getByTestId('sells-total-USD').getByTestId('sells-total-amount')).toContainText(/1[.,]800[.,]00/);
    await expect(page.getByTestId('sells-total-USD')).toContainText('20.00 %');
    await page.getByTestId('sells-publish').click();
    await confirm(page);

    await expect(page.getByTestId('pricing-quotation-status')).toContainText(
      await label(page, 'quotations', 'statuses.QUOTED'),
      PAGE_LOAD,
    );
    expect(await statusOf(request, token, reference)).toBe('QUOTED');
    await expect(page.getByTestId('sells-publish-state')).toContainText(
      await label(page, 'pricing', 'publishStates.PUBLISHED'),
    );
  });

  test("the quoter's typed costs are not lost to another reference or agent without asking", async ({
    page,
    request,
    demoToken,
  }) => {
    const token = await demoToken('pricing');
    const reference = await createTakenLclQuotation(
      request,
      { commercial: await demoToken('comercial'), pricing: token },
      'Repuestos e2e cotizador guardado',
    );

    await page.goto(`/pricing/cotizador?ref=${reference}`);
    await expect(page.getByTestId('quoter-reference')).toHaveValue(reference, PAGE_LOAD);
    await choose(page, 'quoter-provider', 'Shanghai', /Shanghai Pacific/);
    const description = page.getByTestId('cost-0-description');
    await description.fill('Directo vía Busan');
    const unsaved = await label(page, 'pricing', 'quoter.unsaved.message');
    const discard = await label(page, 'pricing', 'quoter.unsaved.confirm');

    // A keystroke in the reference would start another quotation's form: it asks, and keeping changes nothing.
    await page.getByTestId('quoter-reference').press('End');
    await page.getByTestId('quoter-reference').press('X');
    await expect(await confirmDialog(page)).toContainText(unsaved);
    await answerConfirm(page, 'cancel', discard);
    await expect(page.getByTestId('quoter-reference')).toHaveValue(reference);
    await expect(description).toHaveValue('Directo vía Busan');

    // Another agent: asks; discarding starts that agent's form empty.
    const provider = page.getByTestId('quoter-provider');
    await provider.click();
    await provider.fill('Levante');
    await expect(page.getByRole('option', { name: /Transitarios Levante/ }).first()).toBeVisible();
    await provider.press('Enter');
    await expect(await confirmDialog(page)).toContainText(unsaved);
    await answerConfirm(page, 'confirm', discard);
    await expect(provider).toHaveValue(/Transitarios Levante/);
    await expect(description).toHaveValue('');
  });

  test('Back with a sell line changed and not saved asks first, and staying keeps the change', async ({
    page,
    request,
    demoToken,
  }) => {
    const token = await demoToken('pricing');
    const reference = await createLclQuotation(
      request,
      await demoToken('comercial'),
      'Repuestos e2e ventas sin guardar',
    );
    await sellsThroughApi(request, token, reference);

    // Opened from the list, inside the app: Back is then the SPA's own navigation, back to the list.
    await page.goto('/pricing/cotizaciones');
    await expect(page.getByTestId('pricing-screen-pricingAll')).toBeVisible(PAGE_LOAD);
    await page.getByTestId('quotations-filter-reference').fill(reference);
    const row = page.getByTestId('quotations-table').getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1, PAGE_LOAD);
    await row.getByTestId('quotation-link').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('ref') === reference);
    const margin = page.getByTestId('sell-line').getByTestId('sell-line-margin');
    await expect(margin).toHaveValue(/^20([.,]0+)?$/, PAGE_LOAD);
    await margin.fill('35');
    await expect(page.getByTestId('sells-save')).toBeEnabled();

    await page.goBack();
    const dialog = await confirmDialog(page);
    await expect(dialog).toContainText(await label(page, 'pricing', 'sells.unsaved'));
    await answerConfirm(page, 'cancel', await label(page, 'common', 'unsaved.confirm'));

    // Still on the quotation, the change still there and still not saved.
    await expect(page).toHaveURL((url) => url.searchParams.get('ref') === reference);
    await expect(page.getByTestId('pricing-sells')).toBeVisible();
    await expect(margin).toHaveValue(/^35([.,]0+)?$/);
    await expect(page.getByTestId('sells-save')).toBeEnabled();
    expect(await savedMargins(request, token, reference)).toEqual([20]);
  });
});

test.describe('commercial', () => {
  test.use({ signedInAs: 'comercial' });

  test('downloads the PDF, sends the quotation (SENT) and records the client approval', async ({
    page,
    request,
    demoToken,
  }) => {
    const commercial = await demoToken('comercial');
    const reference = await createLclQuotation(request, commercial, 'Repuestos e2e envío');
    await priceThroughApi(request, await demoToken('pricing'), reference);

    await page.goto(`/mis-cotizaciones/${reference}`);
    const panel = page.getByTestId('pricing-sending');
    await expect(panel).toBeVisible(PAGE_LOAD);
    await expect(panel.getByTestId('sending-publish-state')).toContainText(
      await label(page, 'pricing', 'publishStates.PUBLISHED'),
    );

    const downloadPromise = page.waitForEvent('download');
    await panel.getByTestId('sending-pdf').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await download.failure()).toBeNull();

    await panel.getByTestId('sending-open').click();
    const dialog = page.getByTestId('send-dialog');
    await dialog.getByTestId('send-recipients').fill('compras@frigorifico.example');
    await dialog.getByTestId('send-recipients').press('Enter');
    await dialog.getByTestId('send-submit').click();
    await expect(page.getByTestId('sending-sent-at')).toBeVisible(PAGE_LOAD);
    await expect.poll(() => statusOf(request, commercial, reference)).toBe('SENT');

    await page.getByTestId('quotation-status-to-APPROVED').click();
    await confirm(page);
    await expect.poll(() => statusOf(request, commercial, reference), PAGE_LOAD).toBe('APPROVED');
  });

  test('a client refusal asks for the reason before NOT_APPROVED', async ({ page, request, demoToken }) => {
    const commercial = await demoToken('comercial');
    const reference = await createLclQuotation(request, commercial, 'Repuestos e2e rechazo');
    await priceThroughApi(request, await demoToken('pricing'), reference);
    const sent = await request.post(`/app/v1/quotations/${reference}/send`, {
      headers: auth(commercial),
      data: { to: ['compras@frigorifico.example'] },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await page.goto(`/mis-cotizaciones/${reference}`);
    await page.getByTestId('quotation-status-to-NOT_APPROVED').click(PAGE_LOAD);
    const dialog = page.getByTestId('not-approved-dialog');
    await expect(dialog.getByTestId('not-approved-submit')).toBeDisabled();
    await dialog.getByTestId('not-approved-reason').click();
    await page.getByRole('option', { name: await label(page, 'pricing', 'decline.reasons.PRICE') }).click();
    await dialog.getByTestId('not-approved-submit').click();
    await expect.poll(() => statusOf(request, commercial, reference), PAGE_LOAD).toBe('NOT_APPROVED');
  });

  test('is sent home from the pricing queues', async ({ page }) => {
    await page.goto('/pricing/nuevas-solicitudes');
    await expect(page).toHaveURL((url) => url.pathname === '/home', PAGE_LOAD);
  });
});
