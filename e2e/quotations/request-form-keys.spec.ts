import type { Locator, Page } from '@playwright/test';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import {
  chooseClient,
  chooseLane,
  chooseService,
  describeGoods,
  fillPackingLine,
  PAGE_LOAD,
  profileAs,
  watchCreates,
} from './request-form-helpers';

/**
 * Issue 36, items 2 to 4, as a person types. Typing over a chosen picker value searches for the new
 * text and Enter picks the match (it appended "cif" to "FOB – Franco a bordo" and kept FOB); leaving
 * a picker that kept its value says so; a short select jumps to what is typed ("eur" + Enter is EUR);
 * Enter in a text field of a long form moves on and never sends.
 */
test.describe.configure({ mode: 'parallel', timeout: 420_000 });

const es = (namespace: string, key: string) => translation('es', namespace, key);
// A cold load of the form's chunks on a machine shared by several runs.
const COLD_FORM = { timeout: 90_000 };

async function openForm(page: Page): Promise<void> {
  await profileAs(page, 'es', 'US');
  await page.goto('/mis-cotizaciones?new=1');
  await expect(page.getByTestId('request-form')).toBeVisible(COLD_FORM);
}

/** A click in the field (as a mouse user does: the cursor lands in the chosen label), typing, Enter. */
async function retype(input: Locator, text: string, expected: RegExp | string, waitFor?: RegExp): Promise<void> {
  const page = input.page();
  await input.click();
  await page.keyboard.type(text);
  await expect(input).toHaveValue(text);
  if (waitFor) await expect(page.getByRole('option', { name: waitFor }).first()).toBeVisible(PAGE_LOAD);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(expected, PAGE_LOAD);
}

/** Focus, type a few letters of an option, Enter: the select jumps to it. */
async function typeAhead(input: Locator, text: string, expected: string | RegExp): Promise<void> {
  await input.focus();
  await input.page().keyboard.type(text);
  await input.page().keyboard.press('Enter');
  await expect(input).toHaveValue(expected);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

test.describe('the request form', () => {
  test.use({ signedInAs: 'comercial' });

  test('typing over each chosen picker searches the new text and Enter picks it', async ({ page }) => {
    await openForm(page);
    const client = page.getByTestId('request-form-client');
    await chooseClient(page);
    await retype(client, 'Atlân', 'Atlântica Importadora', /^Atlântica Importadora/);
    await retype(client, 'frigor', 'Frigorífico del Plata', /^Frigorífico del Plata/);

    await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
    // Enter right after typing, before the search answered: the match is picked once it has.
    await retype(page.getByTestId('request-form-origin'), 'santos', /^BRSSZ/);
    await retype(page.getByTestId('request-form-destination'), 'valencia', /^ESVLC/);
    const incoterm = page.getByTestId('request-form-incoterm');
    await retype(incoterm, 'cif', /^CIF /);

    // Typed text that matches nothing, then the field left: it keeps CIF and says so.
    await incoterm.click();
    await page.keyboard.type('zzz');
    await page.getByTestId('request-form-goods-description').click();
    await expect(incoterm).toHaveValue(/^CIF /);
    await expect(page.getByRole('alert').filter({ hasText: '«zzz»' })).toBeVisible();

    // Express: the shipper's and recipient's countries.
    await chooseService(page, 'EXPRESS');
    for (const party of ['shipper', 'recipient'] as const) {
      const country = page.getByTestId(`request-form-${party}-country`);
      await retype(country, 'urug', /^Uruguay/);
      await retype(country, 'brasil', /^Brasil/);
    }
  });

  test('each short select jumps to the option typed', async ({ page }) => {
    await openForm(page);
    await typeAhead(page.getByTestId('request-form-company'), 'zon', 'ZON');
    await typeAhead(page.getByTestId('request-form-packing-kind'), 'pal', es('quotationForm', 'packageKinds.PALLETS'));
    await typeAhead(
      page.getByTestId('request-form-commodity-type'),
      'farm',
      es('quotationForm', 'commodityTypes.PHAE'),
    );
    await typeAhead(page.getByTestId('request-form-stackable'), 'no', es('quotationForm', 'stackable.NO'));
    await typeAhead(page.getByTestId('request-form-goods-currency'), 'eur', 'EUR');
    await page.getByTestId('request-form-has-insurance').check();
    await typeAhead(page.getByTestId('request-form-insurance-currency'), 'uy', 'UYU');
    await page.getByTestId('request-form-note-add').click();
    await typeAhead(
      page.getByTestId('request-form-note-visibility'),
      'intern',
      es('quotationForm', 'notes.visibilities.INTERNAL'),
    );
    await chooseService(page, 'SEA', 'SEA_FCL');
    await typeAhead(page.getByTestId('request-form-containers-type'), '40hc', /^40HC \(/);
  });

  test('the language select of the settings jumps to the language typed', async ({ page }) => {
    await profileAs(page, 'es', 'US');
    await page.goto('/settings');
    const language = page.getByTestId('settings-language');
    await expect(language).toHaveValue(es('common', 'languages.es'), COLD_FORM);
    // Chosen only: nothing is saved, so the shared account keeps its language.
    await typeAhead(language, 'port', es('common', 'languages.pt'));
    await typeAhead(language, 'eng', es('common', 'languages.en'));
  });

  test('Enter in each text field sends nothing; the send button (or Ctrl+Enter) does', async ({ page }) => {
    const creates = watchCreates(page);
    await openForm(page);
    await chooseClient(page);
    // EXW: the pickup address fields are in the form too.
    await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'EXW');
    await describeGoods(page, `Enter ${Date.now()}`);
    await fillPackingLine(page, 0, { quantity: 2, weight: 100, length: 100, width: 100, height: 100 });
    await page.getByTestId('request-form-has-insurance').check();
    await page.getByTestId('request-form-insurance-value').fill('300');
    const pickup = ['address', 'city', 'postalCode', 'state', 'supplier', 'orderNumber'];
    for (const name of pickup) await page.getByTestId(`request-form-pickup-${name}`).fill(`Pickup ${name}`);

    const textFields = [
      ...['quantity', 'weight', 'length', 'width', 'height'].map((f) => `request-form-packing-${f}`),
      'request-form-goods-value',
      'request-form-insurance-value',
      ...pickup.map((name) => `request-form-pickup-${name}`),
      'request-form-client-reference',
    ];
    for (const testId of textFields) {
      const field = page.getByTestId(testId);
      await field.focus();
      await page.keyboard.press('Enter');
      // The cursor moved on; nothing was sent.
      await expect(field).not.toBeFocused();
      await expect(page.getByTestId('request-form')).toBeVisible();
    }
    // A multi-line text takes the new line.
    const description = page.getByTestId('request-form-goods-description');
    await description.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(description).toHaveValue(/\n$/);
    expect(creates).toEqual([]);

    // Ctrl+Enter sends, on purpose.
    await page.getByTestId('request-form-client-reference').focus();
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('alert').filter({ hasText: /[A-Z]{3}-\d{2}-\d{6}/ })).toBeVisible(PAGE_LOAD);
    expect(creates).toHaveLength(1);
  });
});

test.describe('the client forms', () => {
  test.use({ signedInAs: 'administrativo' });

  test('typing over the country and commercial pickers picks the new value; payment terms jump by typing; Enter sends nothing', async ({
    page,
  }) => {
    // The new-client check: its country picker.
    await page.goto('/clients');
    await page.getByTestId('client-new').click(COLD_FORM);
    const validateCountry = page.getByTestId('validate-country');
    await expect(validateCountry).toHaveValue(/^Uruguay/);
    await retype(validateCountry, 'argen', /^Argentina/);
    await retype(validateCountry, 'brasil', /^Brasil/);
    await page.keyboard.press('Escape');

    // An existing client's form: country, commercial, payment terms.
    await page.getByTestId('clients-filter-search').fill('Frigor');
    await page
      .getByTestId('clients-table')
      .getByRole('row')
      .filter({ hasText: 'Frigorífico del Plata' })
      .getByTestId('client-link')
      .first()
      .click(PAGE_LOAD);
    const country = page.getByTestId('client-country');
    await expect(country).toHaveValue(/^Uruguay/, PAGE_LOAD);
    await retype(country, 'argen', /^Argentina/);
    const commercial = page.getByTestId('client-commercial');
    await retype(commercial, 'gabr', /^Gabriela Gerente/);
    await retype(commercial, 'carl', /^Carlos Comercial/);
    await typeAhead(page.getByTestId('client-paymentTerms'), 'cheq', es('clients', 'paymentTerms.CHECK'));

    // Enter in a text field moves on and saves nothing.
    const saves: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/app/v1/clients/') && saves.push(r.url()));
    const tradeName = page.getByTestId('client-tradeName');
    await tradeName.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('client-legalName')).toBeFocused();
    await page.getByTestId('client-city').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('client-city')).not.toBeFocused();
    await page.waitForTimeout(500);
    expect(saves).toEqual([]);
  });
});
