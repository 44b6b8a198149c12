import type { APIRequestContext, Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { answerConfirm } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';
import { fillPortalRequest } from './request-helpers';
import { timedSteps } from '../fixtures/timed-steps';

/**
 * Issue 43, "Done when": a request on a lane no rule prices (Valencia → Montevideo) lands in pricing's queue
 * and, once priced and sent by staff, appears in the portal to accept. `cliente` asks in the portal; pricing
 * takes it from its new requests and enters the cost itself in the quoter (no agent asked), prices it at 20 %
 * on cost (above the minimum margin, so nobody has to approve it) and publishes; the commercial sends it; the
 * client finds it by reference with the priced total and accepts it. One page: each person's stored token is
 * swapped in and their screen opened by its address. Everything is found by this test's own reference, as
 * the other portal specs share these demo accounts.
 */

const REFERENCE = /[A-Z]{3}-\d{2}-\d{6}/;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
// 1,500.00 of ocean freight (not taxed) at 20 % on cost, in the client's number format.
const TOTAL = /^USD 1[.,]800[.,]00$/;

async function label(page: Page, namespace: string, key: string): Promise<string> {
  return translation(await pageLanguage(page), namespace, key);
}

/** A searched select as staff use it: type, then Enter once the matching option is listed. */
async function choose(page: Page, testId: string, text: string, option: RegExp): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible(PAGE_LOAD);
  await input.press('Enter');
  await expect(input).toHaveValue(option);
}

async function statusOf(request: APIRequestContext, path: string, token: string): Promise<string> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { status: string }).status;
}

test.use({ signedInAs: 'cliente' });

test('a request no rule prices is priced by pricing, sent by the commercial, and accepted by the client in the portal', async ({
  page,
  request,
  demoToken,
}) => {
  // A ceiling for three people's cold first loads on a busy machine, not a wait.
  test.setTimeout(120_000);
  // Each step's time is printed with the total: the budget is tight, this shows where it goes.
  const { step, summary } = timedSteps();
  const tokens = {
    cliente: await demoToken('cliente'),
    pricing: await demoToken('pricing'),
    comercial: await demoToken('comercial'),
  };
  const signInAs = (token: string) =>
    page.evaluate((value) => window.localStorage.setItem('access_token', value), token);
  const mine = `E2E-PRICED-${Date.now().toString(36)}`;
  let reference = '';

  await step('the client asks for a quotation on a lane no rule prices', async () => {
    await page.goto('/client-quotation/new');
    await fillPortalRequest(page, ['valencia', 'ESVLC'], mine);
    await page.getByTestId('portal-request-submit').click();
    await answerConfirm(page, 'confirm');
    const inPricing = page.getByTestId('portal-request-in-pricing');
    await expect(inPricing).toBeVisible(PAGE_LOAD);
    reference = REFERENCE.exec((await inPricing.textContent()) ?? '')?.[0] ?? '';
    expect(reference, 'the "in pricing" answer names the quotation').not.toBe('');
  });

  await step('pricing takes it from the new requests', async () => {
    await signInAs(tokens.pricing);
    await page.goto('/pricing/nuevas-solicitudes');
    await page.getByTestId('quotations-filter-reference').fill(reference, PAGE_LOAD);
    const row = page.getByTestId('quotations-table').getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1, PAGE_LOAD);
    await expect(row.getByTestId('client-request-badge')).toBeVisible();
    await row.getByTestId('pricing-take').click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/pricing/cotizaciones' && url.searchParams.get('ref') === reference,
      PAGE_LOAD,
    );
    await expect(page.getByTestId('pricing-quotation-status')).toContainText(
      await label(page, 'quotations', 'statuses.PENDING'),
      PAGE_LOAD,
    );
  });

  await step('pricing enters the cost in the quoter', async () => {
    await page.getByTestId('pricing-open-quoter').click();
    await expect(page.getByTestId('quoter-reference')).toHaveValue(reference, PAGE_LOAD);
    await choose(page, 'quoter-provider', 'Levante', /Transitarios Levante/);
    await expect(page.getByTestId('costs-form')).toBeVisible(PAGE_LOAD);
    await page.getByTestId('cost-0-description').fill('Directo Valencia');
    await choose(page, 'cost-0-charge-0-code', 'OFT', /^OFT/);
    await page.getByTestId('cost-0-charge-0-amount').fill('1500');
    // Quantities start at the chargeable W/M; this freight is a lump sum.
    await page.getByTestId('cost-0-charge-0-quantity').fill('1');
    await page.getByTestId('costs-submit').click();
    await answerConfirm(page, 'confirm');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/pricing/cotizaciones' && url.searchParams.get('ref') === reference,
      PAGE_LOAD,
    );
  });

  await step('pricing prices it at 20 % and publishes', async () => {
    await page.getByTestId('comparison-pick-cost').click(PAGE_LOAD);
    await expect(page.getByTestId('sell-line')).toHaveCount(1);
    await page.getByTestId('sell-line-margin').fill('20');
    await expect(page.getByTestId('sells-total-USD').getByTestId('sells-total-amount')).toContainText(/1[.,]800[.,]00/);
    // Above the minimum margin: no manager's approval stands between publishing and sending.
    await expect(page.getByTestId('sells-below-minimum')).toHaveCount(0);
    await page.getByTestId('sells-publish').click();
    await answerConfirm(page, 'confirm');
    await expect(page.getByTestId('pricing-quotation-status')).toContainText(
      await label(page, 'quotations', 'statuses.QUOTED'),
      PAGE_LOAD,
    );
  });

  await step('the commercial sends it to the client', async () => {
    await signInAs(tokens.comercial);
    await page.goto(`/mis-cotizaciones/${reference}`);
    const panel = page.getByTestId('pricing-sending');
    const open = panel.getByTestId('sending-open');
    await expect(open).toBeEnabled(PAGE_LOAD);
    await expect(panel.getByTestId('sending-blocked')).toHaveCount(0);
    await open.click();
    const dialog = page.getByTestId('send-dialog');
    await dialog.getByTestId('send-recipients').fill('compras@frigorifico.example');
    await dialog.getByTestId('send-recipients').press('Enter');
    await dialog.getByTestId('send-submit').click();
    await expect(page.getByTestId('sending-sent-at')).toBeVisible(PAGE_LOAD);
  });

  await step('the client finds it with its total and accepts it', async () => {
    await signInAs(tokens.cliente);
    await page.goto('/client-quotation');
    await page.getByTestId('portal-filter-reference').fill(reference, PAGE_LOAD);
    const row = page.getByTestId('portal-table').getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1, PAGE_LOAD);
    await expect(row.getByTestId('portal-total')).toHaveText(TOTAL);
    await expect(row.getByTestId('portal-status')).toHaveAttribute('data-status', 'SENT');
    await row.getByTestId('portal-quotation-link').click();
    await expect(page.getByTestId('portal-detail-reference')).toHaveText(reference, PAGE_LOAD);
    await expect(page.getByTestId('portal-lines-total')).toContainText(/1[.,]800[.,]00/);

    await page.getByTestId('portal-accept').click();
    await answerConfirm(page, 'confirm', await label(page, 'clientPortal', 'actions.accept'));
    const status = page.getByTestId('portal-status');
    await expect(status).toHaveAttribute('data-status', 'APPROVED', PAGE_LOAD);
    await expect(status).toHaveText(await label(page, 'clientPortal', 'status.APPROVED'));
    await expect(page.getByTestId('portal-answer-done')).toContainText('Martín Rodríguez');
    await expect(page.getByTestId('portal-accept')).toHaveCount(0);
  });

  // The client's acceptance is the quotation's APPROVED, on the client's side and on staff's.
  expect(await statusOf(request, `/app/v1/portal/quotations/${reference}`, tokens.cliente)).toBe('APPROVED');
  expect(await statusOf(request, `/app/v1/quotations/${reference}`, tokens.comercial)).toBe('APPROVED');
  console.log(`[self-quote-manual] ${reference} requested, priced, sent and accepted in ${summary()}`);
});
