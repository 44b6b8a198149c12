import type { Browser, Locator, Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { createLclQuotation, createTakenLclQuotation } from '../fixtures/quotations';
import { expect, test } from '../fixtures/sessions';
import { staffPage } from '../fixtures/staff-page';
import { openNewRequest } from '../quotations/request-form-helpers';
import { PAGE_LOAD } from '../fixtures/timeouts';

/**
 * "Lists show loading, empty and error states": a read that fails (here a 500 from the server) shows
 * its translated error with retry where its content would be, never the content's "none" (which reads
 * as a fact: no agent fits, no operation to link, no data) and never an action that depends on what
 * could not be read. Retry, once the server answers, shows the content.
 */

const LOAD = PAGE_LOAD;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GETs whose URL matches `pattern` answer 500 until the returned function is called. */
async function failReads(page: Page, pattern: string | RegExp): Promise<() => Promise<void>> {
  await page.route(pattern, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } })
      : route.continue(),
  );
  return () => page.unroute(pattern);
}

/** The translated error with retry inside `scope`. */
async function expectError(page: Page, scope: Locator): Promise<Locator> {
  const error = scope.getByTestId('data-table-error');
  await expect(error).toContainText(translation(await pageLanguage(page), 'errors', 'INTERNAL_ERROR'), LOAD);
  return error;
}

async function retry(error: Locator): Promise<void> {
  await error.getByTestId('data-table-retry').click();
  await expect(error).toHaveCount(0, LOAD);
}

async function signedIn(browser: Browser, baseURL: string | undefined, token: string): Promise<Page> {
  return staffPage(browser, baseURL!, token, LOAD.timeout);
}

test.describe('pricing', () => {
  test('failed suggestions are not "no agent fits"; a failed quoter lookup is not "not found"; rules wait for their read', async ({
    browser,
    baseURL,
    request,
    demoToken,
  }) => {
    const token = await demoToken('pricing');
    const reference = await createTakenLclQuotation(
      request,
      { commercial: await demoToken('comercial'), pricing: token },
      'Repuestos e2e sugerencias fallidas',
    );
    const page = await signedIn(browser, baseURL, token);

    // Agent suggestions of a taken quotation.
    let restore = await failReads(page, `**/${reference}/agent-suggestions`);
    await page.goto(`/pricing/cotizaciones?ref=${reference}`);
    const requests = page.getByTestId('pricing-agent-requests');
    let error = await expectError(page, requests);
    await expect(requests).not.toContainText(
      translation(await pageLanguage(page), 'pricing', 'requests.noSuggestions'),
    );
    await restore();
    await retry(error);
    await expect(page.getByTestId('agent-suggestion-SHAPAC')).toBeVisible(LOAD);

    // The agent quote's lookup of the quotation: a server failure, not an unknown reference.
    restore = await failReads(page, new RegExp(`/app/v1/quotations/${reference}$`));
    await page.goto(`/pricing/cotizador?ref=${reference}`);
    const quoter = page.getByTestId('pricing-quoter');
    error = await expectError(page, quoter);
    await expect(page.getByTestId('quoter-not-found')).toHaveCount(0);
    await restore();
    await retry(error);
    await expect(page.getByTestId('quoter-not-found')).toHaveCount(0);

    // Rules: a new rule's position follows the saved ones, so "New rule" waits for them.
    restore = await failReads(page, '**/app/v1/quotation-rules');
    await page.goto('/pricing/reglas-cotizacion');
    error = await expectError(page, page.locator('body'));
    await expect(page.getByTestId('rule-new')).toBeDisabled();
    await restore();
    await retry(error);
    await expect(page.getByTestId('rule-new')).toBeEnabled();
    await page.context().close();
  });
});

test.describe('commercial', () => {
  test("an approved quotation whose operation link failed offers no 'open operation'; a failed pricing summary says so", async ({
    browser,
    baseURL,
    request,
    demoToken,
  }) => {
    const token = await demoToken('comercial');
    const approved = (await (
      await request.get('/app/v1/quotations?view=history&status=APPROVED&limit=1', { headers: auth(token) })
    ).json()) as { items: { reference: string }[] };
    const reference = approved.items[0]?.reference;
    if (!reference) throw new Error('no APPROVED demo quotation of comercial');
    const page = await signedIn(browser, baseURL, token);

    let restore = await failReads(page, `**/operations/v1/quotation-operations/${reference}`);
    await page.goto(`/mis-cotizaciones/${reference}`);
    const card = page.getByTestId('quotation-operation');
    let error = await expectError(page, card);
    await expect(page.getByTestId('quotation-open-operation')).toHaveCount(0);
    await restore();
    await retry(error);
    await expect(
      page.getByTestId('quotation-open-operation').or(page.getByTestId('quotation-operation-reference')),
    ).toBeVisible(LOAD);

    const fresh = await createLclQuotation(request, token, 'Repuestos e2e resumen fallido');
    restore = await failReads(page, `**/${fresh}/pricing-summary`);
    await page.goto(`/mis-cotizaciones/${fresh}`);
    const sending = page.getByTestId('pricing-sending');
    error = await expectError(page, sending);
    await restore();
    await retry(error);
    await expect(sending.getByTestId('sending-publish-state')).toBeVisible(LOAD);
    await page.context().close();
  });
});

test.describe('pickers', () => {
  test("a failed client search is not 'no results'; unread document types and support products say so", async ({
    browser,
    baseURL,
    request,
    demoToken,
  }) => {
    const token = await demoToken('comercial');
    const page = await signedIn(browser, baseURL, token);
    const failedText = async () => translation(await pageLanguage(page), 'errors', 'INTERNAL_ERROR');

    let restore = await failReads(page, '**/app/v1/clients/lookup?*');
    await openNewRequest(page);
    const client = page.getByTestId('request-form-client');
    await client.click();
    await client.fill('Frigor');
    await expect(page.getByText(await failedText())).toBeVisible(LOAD);
    await expect(page.getByRole('option')).toHaveCount(0);
    await restore();
    await client.fill('Frigo');
    await expect(page.getByRole('option', { name: /^Frigorífico del Plata/ }).first()).toBeVisible(LOAD);

    const reference = await createLclQuotation(request, token, 'Repuestos e2e tipos fallidos');
    restore = await failReads(page, '**/app/v1/reference/document-types');
    await page.goto(`/mis-cotizaciones/${reference}`);
    await page.getByTestId('quotation-tab-documents').click(LOAD);
    // The picker says why it offers nothing, under the field, before anyone opens it.
    await expect(page.getByRole('tabpanel')).toContainText(await failedText(), LOAD);
    await expect(page.getByTestId('document-type-picker')).toHaveAttribute('aria-invalid', 'true');
    await restore();

    // The support widget's product (required to send): unread, it says why there is none to choose.
    restore = await failReads(page, '**/support/v1/products');
    await page.goto('/home');
    await page.getByTestId('support-widget-button').click(LOAD);
    await expect(page.getByTestId('widget-product')).toHaveAttribute('aria-invalid', 'true', LOAD);
    await expect(page.locator('.mantine-Drawer-content')).toContainText(await failedText());
    await restore();
    await page.context().close();
  });
});

test.describe('operations', () => {
  test("the home agenda card and the agenda's new event say when their reads failed", async ({
    browser,
    baseURL,
    demoToken,
  }) => {
    const page = await signedIn(browser, baseURL, await demoToken('operativo'));
    let restore = await failReads(page, '**/operations/v1/agenda/counts');
    await page.goto('/home');
    const card = page.getByTestId('home-agenda');
    let error = await expectError(page, card);
    await restore();
    await retry(error);
    await expect(card.getByTestId('home-agenda-today')).toBeVisible(LOAD);

    // Without the user's own id the new event would offer everyone's operations.
    restore = await failReads(page, '**/operations/v1/operations/operatives');
    await page.goto('/operativa/general?tab=agenda');
    await page.getByTestId('agenda-new-event').click(LOAD);
    const modal = page.getByRole('dialog');
    error = await expectError(page, modal);
    await restore();
    await retry(error);
    await page.getByTestId('agenda-event-operation').click();
    await expect(page.getByRole('option').first()).toBeVisible(LOAD);
    await page.context().close();
  });
});

test.describe('administration and analytics', () => {
  test('an edit link whose record type could not be read says so instead of showing only the list', async ({
    browser,
    baseURL,
    request,
    demoToken,
  }) => {
    const token = await demoToken('admin');
    const types = (await (await request.get('/app/v1/document-types?limit=1', { headers: auth(token) })).json()) as {
      items: { id: string; code: string }[];
    };
    const type = types.items[0];
    const page = await signedIn(browser, baseURL, token);
    const restore = await failReads(page, `**/app/v1/document-types/${type.id}`);
    await page.goto(`/document-types/${type.id}`);
    const error = await expectError(page, page.getByTestId('record-type-load-error'));
    await restore();
    await retry(error);
    await expect(page.getByTestId('record-type-code')).toHaveValue(type.code, LOAD);
    await page.context().close();
  });

  test('dashboards and reports show a failed read as an error, not as "no data"', async ({
    browser,
    baseURL,
    demoToken,
  }) => {
    const page = await signedIn(browser, baseURL, await demoToken('analista'));
    let restore = await failReads(page, /\/analytics\/v1\/quotations\/summary\?/);
    await page.goto('/general-dashboards');
    let error = await expectError(page, page.locator('body'));
    await expect(page.getByTestId('dashboard-present')).toBeDisabled();
    await restore();
    await retry(error);
    await expect(page.getByTestId('chart-monthly').locator('.recharts-bar-rectangle').first()).toBeVisible(LOAD);

    restore = await failReads(page, /\/analytics\/v1\/reports\//);
    await page.goto('/reports');
    error = await expectError(page, page.locator('body'));
    await expect(page.getByText(translation(await pageLanguage(page), 'analytics', 'empty'))).toHaveCount(0);
    await restore();
    await retry(error);
    await expect(page.getByTestId('report-table')).toBeVisible(LOAD);
    await page.context().close();
  });
});
