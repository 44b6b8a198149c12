import type { Page } from '@playwright/test';
import type { QuotationSummary } from '@freight/shared';
import { answerConfirm, confirmDialog } from '../fixtures/confirm';
import { expect, test } from '../fixtures/sessions';
import { staffPage } from '../fixtures/staff-page';
import { PAGE_LOAD } from '../fixtures/timeouts';
import { fillPortalRequest } from './request-helpers';

/**
 * Issue 43: `cliente` asks for quotations in the portal. The demo's instant lane (LCL Shanghai, rule
 * "Portal: LCL Shanghai al instante", client A with instant prices on) is priced with its PDF, and accepting it
 * opens the operation (client A's company opens them on acceptance); its lane is one click among the client's usual lanes; a lane no rule prices (Valencia) goes to pricing's new requests. The second request is made at
 * a phone's 360 px width, where the form must not scroll sideways, and survives a reload as a draft.
 */

// A tiny but real PDF (the server checks the content, not only the name).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('client portal: quotation requests', () => {
  test.use({ signedInAs: 'cliente' });

  // The e2e API waits up to 15 s for the instant price (PORTAL_INSTANT_WAIT_MS in scripts/test.sh): two
  // browsers and the API share two cores here, where the rule's sending (with its PDF) took 1 to 3.4 s,
  // and the default 2.6 s would then answer "in pricing". The time is printed; the API answers within 3 s.
  test('the instant lane shows its price and its PDF downloads; accepting it opens the operation comercial sees', async ({
    page,
    browser,
    baseURL,
    demoToken,
  }) => {
    await page.goto('/client-quotation');
    await page.getByTestId('portal-new-request').click();
    await expect(page).toHaveURL(/\/client-quotation\/new$/);
    await fillPortalRequest(page, 'usual', `E2E-INSTANT-${Date.now()}`);
    // A file attached to the request: uploaded at once, listed, then on the quotation the request creates.
    await page
      .getByTestId('portal-request-dropzone')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'packing-list.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByTestId('portal-request-file')).toHaveText(/packing-list\.pdf/, PAGE_LOAD);

    await page.getByTestId('portal-request-submit').click();
    const dialog = await confirmDialog(page);
    await dialog.getByTestId('confirm-modal-confirm').click();
    const sentAt = Date.now();
    const price = page.getByTestId('portal-instant-price');
    await expect(price).toBeVisible({ timeout: 15_000 });
    console.log(`self-quote: the instant price was shown ${Date.now() - sentAt} ms after the confirmation`);
    await expect(price.getByTestId('portal-total').first()).toHaveText(/^[A-Z]{3} \d/);
    await expect(page.getByTestId('portal-instant-valid-until')).not.toHaveText('—');
    await expect(page.getByTestId('portal-instant-transit')).toHaveText(/\d/);

    const download = page.waitForEvent('download');
    await page.getByTestId('portal-instant-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await file.path();
    expect(path).toBeTruthy();

    // Client A's company opens the operation on the client's acceptance (demo switch): staff find it on the quotation.
    await page.getByTestId('portal-instant-open').click();
    const quotation = /[A-Z]{3}-\d{2}-\d{6}/.exec(page.url())?.[0];
    if (!quotation) throw new Error(`No quotation reference in ${page.url()}`);
    await expect(page.getByTestId('portal-document').filter({ hasText: 'packing-list.pdf' })).toBeVisible(PAGE_LOAD);
    await page.getByTestId('portal-accept').click(PAGE_LOAD);
    await answerConfirm(page, 'confirm');
    const toast = page.getByText(/OP-\d{2}-\d{6}/);
    await expect(toast).toBeVisible(PAGE_LOAD);
    const operation = /OP-\d{2}-\d{6}/.exec((await toast.textContent()) ?? '')?.[0];
    const staff = await staffPage(browser, baseURL!, await demoToken('comercial'), PAGE_LOAD.timeout);
    await staff.goto(`/mis-cotizaciones/${quotation}`);
    await expect(staff.getByTestId('quotation-operation-reference')).toHaveText(operation!, PAGE_LOAD);
    await staff.context().close();
  });

  test("at 360 px, a lane no rule prices is sent to pricing and lands in pricing's new requests", async ({
    page,
    request,
    demoToken,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/client-quotation/new');
    await expect(page.getByTestId('portal-request-form')).toBeVisible(PAGE_LOAD);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const mine = `E2E-MANUAL-${Date.now()}`;
    await fillPortalRequest(page, ['valencia', 'ESVLC'], mine);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // A reload keeps what was typed (the draft in this browser) until it is sent.
    await page.reload();
    await expect(page.getByTestId('portal-request-draft')).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('request-form-client-reference')).toHaveValue(mine);
    await expect(page.getByTestId('portal-request-notes')).toHaveValue('Entrega en depósito');

    await page.getByTestId('portal-request-submit').click();
    await answerConfirm(page, 'confirm');
    const inPricing = page.getByTestId('portal-request-in-pricing');
    await expect(inPricing).toBeVisible(PAGE_LOAD);
    const reference = /[A-Z]{3}-\d{2}-\d{6}/.exec((await inPricing.textContent()) ?? '')?.[0];
    if (!reference) throw new Error('No reference in the "sent to pricing" answer');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const token = await demoToken('pricing');
    const response = await request.get('/app/v1/quotations?view=pricingNew&limit=100', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const queue = ((await response.json()) as { items: QuotationSummary[] }).items;
    expect(queue.find((q) => q.reference === reference)).toMatchObject({
      status: 'REQUESTED',
      origin: 'CLIENT_REQUEST',
    });
  });

  test('with self-quoting off the list offers no request and the form says it is not enabled', async ({ page }) => {
    // The demo's clients both have it on: the portal's client read answers as for one the company left off.
    await page.route('**/app/v1/portal/client', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), selfQuoting: false } });
    });
    await page.goto('/client-quotation');
    await expect(page.getByTestId('portal-table').getByTestId('portal-quotation-link').first()).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('portal-new-request')).toHaveCount(0);
    await page.goto('/client-quotation/new');
    await expect(page.getByTestId('portal-request-disabled')).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('portal-request-form')).toHaveCount(0);
  });
});
