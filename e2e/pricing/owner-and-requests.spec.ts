import type { Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { MAIL_SINK_ON, NEEDS_MAIL_SINK } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import { createLclQuotation } from '../fixtures/quotations';
import { PAGE_LOAD } from '../fixtures/timeouts';

/**
 * Issue 24 items 7 and 8: after "Tomar" the pricing owner shows in the header, the lists and the
 * filter; an agent's request row follows its real state (queued → waiting → answered) without a
 * reload, including when pricing enters that agent's costs through the agent quote.
 */
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function label(page: Page, namespace: string, key: string): Promise<string> {
  return translation(await pageLanguage(page), namespace, key);
}

async function confirm(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').last().click();
}

function listRow(page: Page, reference: string) {
  return page.getByTestId('quotations-table').getByRole('row').filter({ hasText: reference });
}

test.describe('pricing owner and agent request rows', () => {
  test.use({ signedInAs: 'pricing' });

  test('pricing takes a request: the header, the in-process and all lists show that analyst, and the lists filter by them', async ({
    page,
    request,
    demoToken,
  }) => {
    const reference = await createLclQuotation(request, await demoToken('comercial'), 'Repuestos e2e dueño pricing');
    await page.goto('/pricing/nuevas-solicitudes');
    await page.getByTestId('quotations-filter-reference').fill(reference);
    await expect(listRow(page, reference)).toHaveCount(1, PAGE_LOAD);
    await listRow(page, reference).getByTestId('pricing-take').click();
    // Taken: the app opens the quotation's pricing view once the API has answered.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/pricing/cotizaciones' && url.searchParams.get('ref') === reference,
      PAGE_LOAD,
    );

    // The analyst is whoever took it, as the API records it.
    const detail = await request.get(`/app/v1/quotations/${reference}`, { headers: auth(await demoToken('pricing')) });
    const analyst = ((await detail.json()) as { pricingUser: { name: string } | null }).pricingUser;
    expect(analyst).not.toBeNull();
    const name = analyst!.name;

    await expect(page.getByTestId('pricing-quotation-owner')).toContainText(name, PAGE_LOAD);
    await expect(page.getByTestId('pricing-quotation-owner')).not.toContainText('—');

    for (const path of ['/pricing/en-proceso', '/pricing/cotizaciones']) {
      await page.goto(path);
      await page.getByTestId('quotations-filter-reference').fill(reference);
      await expect(listRow(page, reference).getByTestId('quotation-pricing-user')).toHaveText(name, PAGE_LOAD);
    }

    // Filtering the whole list by that analyst keeps the row; the request list's own analyst filter is server-side.
    await page.getByTestId('quotations-filter-pricing-owner').click();
    await page.getByRole('option', { name }).click();
    await expect(listRow(page, reference)).toHaveCount(1, PAGE_LOAD);
    await expect(page.getByTestId('quotation-pricing-user').filter({ hasNotText: name })).toHaveCount(0);
  });

  test("an agent's request row turns waiting once the mail leaves and answered once its costs are entered, without a reload", async ({
    page,
    request,
    demoToken,
  }) => {
    test.skip(!MAIL_SINK_ON, NEEDS_MAIL_SINK);
    const token = await demoToken('pricing');
    const reference = await createLclQuotation(request, await demoToken('comercial'), 'Repuestos e2e fila agente');
    expect((await request.post(`/app/v1/quotations/${reference}/take`, { headers: auth(token) })).status()).toBe(204);

    await page.goto(`/pricing/cotizaciones?ref=${reference}`);
    const suggestion = page.getByTestId('agent-suggestion-SHAPAC');
    await expect(suggestion).toBeVisible(PAGE_LOAD);
    // Each suggestion says why it is there: Shanghai Pacific covers the lane CN → UY by LCL.
    await expect(page.getByTestId('agent-suggestions')).toContainText(
      (await label(page, 'pricing', 'requests.reasons.LANE'))
        .replace('{{origin}}', 'CN')
        .replace('{{destination}}', 'UY'),
    );
    await suggestion.check();
    await page.getByTestId('pricing-request-costs').click();
    await confirm(page);

    const row = page.getByTestId('cost-request-row');
    await expect(row).toHaveCount(1, PAGE_LOAD);
    await expect(row).toContainText(await label(page, 'pricing', 'requests.state.waiting'), PAGE_LOAD);

    // The agent answers by phone: pricing opens the agent quote from this quotation.
    await page.getByTestId('pricing-open-quoter').click();
    await expect(page.getByTestId('screen-title')).toHaveText(await label(page, 'nav', 'screens.pricingQuoter'));
    await expect(page.getByTestId('quoter-cargo')).toBeVisible(PAGE_LOAD);
    // The only agent asked is preselected.
    await expect(page.getByTestId('quoter-provider')).toHaveValue(/Shanghai Pacific/, PAGE_LOAD);
    await expect(page.getByTestId('costs-form')).toBeVisible();
    // Quantities start at the chargeable W/M, not 1; only sea charge codes are offered.
    await expect(page.getByTestId('cost-0-charge-0-quantity')).not.toHaveValue('1');
    await page.getByTestId('cost-0-charge-0-code').click();
    await expect(page.getByRole('option', { name: /^OFT/ }).first()).toBeVisible();
    await expect(page.getByRole('option', { name: /^AFT/ })).toHaveCount(0);
    await expect(page.getByRole('option', { name: /^AWB/ })).toHaveCount(0);
    await page.getByRole('option', { name: /^OFT/ }).first().click();
    await page.getByTestId('cost-0-description').fill('Directo vía Busan');
    await page.getByTestId('cost-0-charge-0-amount').fill('90');
    await page.getByTestId('costs-submit').click();
    await confirm(page);

    await expect(page).toHaveURL(
      (url) => url.pathname === '/pricing/cotizaciones' && url.searchParams.get('ref') === reference,
      PAGE_LOAD,
    );
    await expect(row).toContainText(await label(page, 'pricing', 'requests.state.answered'), PAGE_LOAD);
    await expect(row).not.toContainText(await label(page, 'pricing', 'requests.state.waiting'));
  });
});
