import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { createLclQuotation, SHIPMENT_IN_DAYS } from '../fixtures/quotations';
import { demoDayShown } from '../fixtures/dates';
import { answerConfirm } from '../fixtures/confirm';
import { chooseClient, openNewRequest } from './request-form-helpers';
import { PAGE_LOAD } from '../fixtures/timeouts';

test.use({ signedInAs: 'comercial' });

async function label(page: Page, namespace: string, key: string): Promise<string> {
  return translation(await pageLanguage(page), namespace, key);
}

async function openDetail(page: Page, reference: string): Promise<void> {
  await page.goto(`/mis-cotizaciones/${reference}`);
  await expect(page.getByTestId('quotation-detail')).toBeVisible(PAGE_LOAD);
}

// Serious and critical findings fail, as in e2e/shell/accessibility.spec.ts.
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Push toasts from other tests' actions may be fading in; e2e/shell/accessibility.spec.ts checks them.
    .exclude('[data-testid="notification-toast"]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Confirms in the confirmation modal, whose button names the action (issue 24). */
async function confirm(page: Page, action?: string): Promise<void> {
  await answerConfirm(page, 'confirm', action);
}

test('the detail shows the request data, totals with units, the timeline and the event log', async ({
  page,
  request,
  demoToken,
}) => {
  const reference = await createLclQuotation(request, await demoToken('comercial'), 'Repuestos e2e detalle', {
    pricingComments: 'Cotizar con y sin seguro',
  });
  await openDetail(page, reference);

  await expect(page.getByTestId('screen-title')).toHaveText(reference);
  await expect(page.getByTestId('detail-service')).toHaveText(await label(page, 'quotations', 'services.SEA_LCL'));
  await expect(page.getByTestId('detail-origin')).toHaveText('Shanghai (CNSHA)');
  await expect(page.getByTestId('detail-destination')).toHaveText('Montevideo (UYMVD)');
  await expect(page.getByTestId('detail-incoterm')).toHaveText('FOB');
  await expect(page.getByTestId('detail-goods')).toHaveText('Repuestos e2e detalle');
  await expect(page.getByTestId('detail-packing-line')).toHaveCount(1);
  await expect(page.getByTestId('detail-total-weight')).toHaveText('200 kg');
  await expect(page.getByTestId('detail-total-volume')).toHaveText('2.4 m³');
  // Sea W/M: max(0.2 t, 2.4 m3).
  await expect(page.getByTestId('detail-chargeable')).toHaveText('2.4 W/M');
  await expect(page.getByTestId('detail-shipment-date')).toHaveText(demoDayShown(SHIPMENT_IN_DAYS));
  await expect(page.getByTestId('detail-sellers')).toHaveText('Shanghai Parts Co.');
  await expect(page.getByTestId('detail-comments')).toHaveText('Cotizar con y sin seguro');

  await expect(page.getByTestId('quotation-timeline-item')).toHaveText([
    new RegExp(await label(page, 'quotations', 'statuses.REQUESTED')),
  ]);
  // Opening the detail records a "viewed" event next to "created".
  const events = page.getByTestId('quotation-event');
  await expect(events.and(page.locator('[data-kind="VIEWED"]'))).toHaveCount(1);
  await expect(events.and(page.locator('[data-kind="CREATED"]'))).toContainText('Carlos Comercial');
  await expect(events.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});

test("the request form's client and the detail's client open the client's page", async ({
  page,
  request,
  demoToken,
}) => {
  const reference = await createLclQuotation(request, await demoToken('comercial'), 'Enlace a la ficha del cliente', {
    pricingComments: 'Cotizar con y sin seguro',
  });
  // The request form: once a client is chosen, a link beside it opens its page (in a new tab).
  await openNewRequest(page);
  await chooseClient(page);
  const formLink = page.getByTestId('request-form-client-link');
  await expect(formLink).toHaveAttribute('href', /^\/clients\/[0-9a-f-]{36}$/);
  const clientPath = (await formLink.getAttribute('href'))!;
  // The detail: the client's name is the link to the same page.
  await openDetail(page, reference);
  await page.getByTestId('detail-client').getByRole('link', { name: 'Frigorífico del Plata' }).click();
  await expect(page).toHaveURL(new RegExp(`${clientPath}$`), PAGE_LOAD);
  await expect(page.getByTestId('screen-title')).toContainText('Frigorífico del Plata', PAGE_LOAD);
});

test('a note is added without a confirmation (not destructive), shown with its visibility and logged', async ({
  page,
  request,
  demoToken,
}) => {
  const reference = await createLclQuotation(request, await demoToken('comercial'), 'Textiles e2e notas', {
    pricingComments: 'Cotizar con y sin seguro',
  });
  await openDetail(page, reference);
  await page.getByTestId('quotation-tab-notes').click();
  await expect(page.getByText(await label(page, 'quotations', 'notes.empty'))).toBeVisible();

  await page.getByTestId('note-text').fill('Cliente pide tránsito directo');
  await page.getByTestId('note-visibility').click();
  await page
    .getByRole('option', { name: await label(page, 'quotations', 'notes.visibilities.CLIENT'), exact: true })
    .click();
  // A note type: only active ones are offered (the demo's inactive OLD is not).
  await page.getByTestId('note-type-picker').click();
  await expect(page.getByRole('option', { name: /^OLD · / })).toHaveCount(0);
  await page.getByRole('option', { name: 'CUS · Aduana', exact: true }).click();
  await page.getByTestId('note-add').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const note = page.getByTestId('quotation-note');
  await expect(note).toHaveCount(1);
  await expect(note.getByTestId('quotation-note-text')).toHaveText('Cliente pide tránsito directo');
  await expect(note.getByTestId('quotation-note-visibility')).toHaveText(
    await label(page, 'quotations', 'notes.visibilities.CLIENT'),
  );
  await expect(note.getByTestId('quotation-note-type')).toHaveText('CUS · Aduana');
  await expect(page.getByText(await label(page, 'quotations', 'notes.added'))).toBeVisible();
  // Notes are never deleted: nothing offers to.
  await expect(note.getByRole('button')).toHaveCount(0);

  await page.getByTestId('quotation-tab-events').click();
  await expect(page.locator('[data-testid="quotation-event"][data-kind="NOTE_ADDED"]')).toHaveCount(1);
});

test('a status change happens only once confirmed and writes an event', async ({ page, request, demoToken }) => {
  const reference = await createLclQuotation(request, await demoToken('comercial'), 'Vinos e2e estado', {
    pricingComments: 'Cotizar con y sin seguro',
  });
  await openDetail(page, reference);
  const requested = await label(page, 'quotations', 'statuses.REQUESTED');
  const future = await label(page, 'quotations', 'statuses.FUTURE');
  await expect(page.getByTestId('quotation-detail').getByTestId('quotation-status').first()).toHaveText(requested);

  // Cancelling the confirmation changes nothing.
  await page.getByTestId('quotation-status-to-FUTURE').click();
  await answerConfirm(page, 'cancel');
  await expect(page.getByTestId('quotation-status').first()).toHaveText(requested);

  await page.getByTestId('quotation-status-comment').fill('El cliente embarca en marzo');
  await page.getByTestId('quotation-status-to-FUTURE').click();
  await confirm(page, (await label(page, 'quotations', 'status.to')).replace('{{status}}', future));
  await expect(
    page.getByText(translation(await pageLanguage(page), 'quotations', 'status.changed').replace('{{status}}', future)),
  ).toBeVisible();
  await expect(page.getByTestId('quotation-status').first()).toHaveText(future);

  const change = page.locator('[data-testid="quotation-event"][data-kind="STATUS_UPDATE"]');
  await expect(change).toHaveCount(1);
  await expect(change.getByTestId('quotation-event-detail')).toHaveText(
    `${requested} → ${future} — El cliente embarca en marzo`,
  );
  await expect(page.getByTestId('quotation-timeline-item')).toHaveCount(2);
  // FUTURE can go back to REQUESTED only.
  await expect(page.getByTestId('quotation-status-to-REQUESTED')).toBeVisible();
  await expect(page.getByTestId('quotation-status-to-FUTURE')).toHaveCount(0);
});

test('cancelling a quotation after confirmation marks it and removes the status actions', async ({
  page,
  request,
  demoToken,
}) => {
  const reference = await createLclQuotation(request, await demoToken('comercial'), 'Muebles e2e cancelar', {
    pricingComments: 'Cotizar con y sin seguro',
  });
  await openDetail(page, reference);
  await page.getByTestId('quotation-inactivate').click();
  // "Cancelar cotización" / "Volver", not "Cancelar / Confirmar".
  await confirm(page, await label(page, 'quotations', 'status.inactivate'));
  await expect(page.getByTestId('quotation-inactive').first()).toBeVisible();
  await expect(page.getByTestId('quotation-inactive-notice')).toBeVisible();
  await expect(page.locator('[data-testid="quotation-event"][data-kind="INACTIVATED"]')).toHaveCount(1);
});

test('a document is uploaded, listed and shown to the client after confirmation', async ({
  page,
  request,
  demoToken,
}) => {
  const reference = await createLclQuotation(request, await demoToken('comercial'), 'Electrónica e2e documentos', {
    pricingComments: 'Cotizar con y sin seguro',
  });
  await openDetail(page, reference);
  await page.getByTestId('quotation-tab-documents').click();
  // A document type first: only active ones are offered (the demo's inactive TLX is not).
  await page.getByTestId('document-type-picker').click();
  await expect(page.getByRole('option', { name: /^PKL · / })).toBeVisible();
  await expect(page.getByRole('option', { name: /^TLX · / })).toHaveCount(0);
  await page.getByRole('option', { name: 'PKL · Packing list', exact: true }).click();
  await page
    .getByTestId('document-dropzone')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'packing list.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'),
    });

  const doc = page.getByTestId('quotation-document');
  await expect(doc).toHaveCount(1);
  await expect(doc.getByTestId('quotation-document-name')).toHaveText('packing list.pdf');
  await expect(doc.getByTestId('quotation-document-type')).toHaveText('PKL · Packing list');
  const clientSwitch = doc.getByTestId('quotation-document-client-visible');
  await expect(clientSwitch).not.toBeChecked();
  await clientSwitch.click({ force: true });
  await confirm(page);
  await expect(clientSwitch).toBeChecked();

  const download = page.waitForEvent('download');
  await doc.getByTestId('quotation-document-download').click();
  expect((await download).suggestedFilename()).toBe('packing list.pdf');
});

test('the detail has no serious accessibility violations on any tab', async ({ page, request, demoToken }) => {
  const reference = await createLclQuotation(request, await demoToken('comercial'), 'Autopartes e2e accesibilidad', {
    pricingComments: 'Cotizar con y sin seguro',
  });
  await openDetail(page, reference);
  await expect(page.getByTestId('quotation-event').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  for (const tab of ['notes', 'documents'] as const) {
    await page.getByTestId(`quotation-tab-${tab}`).click();
    await expect(page.getByTestId(`quotation-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    expect(await blockingViolations(page)).toEqual([]);
  }
});

test("a commercial opening another commercial's quotation sees not found", async ({ page, request, demoToken }) => {
  const reference = await createLclQuotation(request, await demoToken('gerente'), 'Maquinaria e2e ajena', {
    pricingComments: 'Cotizar con y sin seguro',
  });
  await page.goto(`/mis-cotizaciones/${reference}`);
  await expect(page.getByTestId('quotation-not-found')).toContainText(
    await label(page, 'quotations', 'detail.notFound.title'),
    PAGE_LOAD,
  );
  await expect(page.getByTestId('quotation-detail')).toHaveCount(0);
});
