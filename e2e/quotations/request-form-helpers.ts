import type { Locator, Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect } from '../fixtures/sessions';

// A cold page load (lazy chunks, reference data) gets more time than one click on a busy machine.
import { PAGE_LOAD } from '../fixtures/timeouts';

export { PAGE_LOAD };

export const drawer = (page: Page): Locator => page.getByTestId('quotation-request-drawer');

export async function formLabel(page: Page, key: string): Promise<string> {
  return translation(await pageLanguage(page), 'quotationForm', key);
}

/** Opens an empty request form the way the "Nueva cotización" button does (`?new=1`). */
export async function openNewRequest(page: Page): Promise<void> {
  await page.goto('/mis-cotizaciones?new=1');
  await expect(page.getByTestId('request-form')).toBeVisible(PAGE_LOAD);
}

/** Picks a mode and, where the mode has several, a service (segmented controls). */
export async function chooseService(page: Page, mode: string, service?: string): Promise<void> {
  await page
    .getByTestId('request-form-mode')
    .getByText(await formLabel(page, `modes.${mode}`), { exact: true })
    .click();
  if (service) {
    await page
      .getByTestId('request-form-service')
      .getByText(await formLabel(page, `services.${service}`), { exact: true })
      .click();
  }
}

/** Types into a server-searched select and picks the option whose label starts with `option`. */
export async function search(page: Page, testId: string, text: string, option: string | RegExp): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(text);
  const name = typeof option === 'string' ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : option;
  await page.getByRole('option', { name }).first().click();
}

/** Opens a (non-searched) Mantine select and picks an option by the start of its label. */
export async function pick(input: Locator, option: RegExp): Promise<void> {
  await input.click();
  await input.page().getByRole('option', { name: option }).first().click();
}

export async function chooseClient(page: Page): Promise<void> {
  await search(page, 'request-form-client', 'Frigor', 'Frigorífico del Plata');
}

export async function chooseLane(
  page: Page,
  origin: [string, string],
  destination: [string, string],
  incoterm: string,
): Promise<void> {
  await search(page, 'request-form-origin', origin[0], origin[1]);
  await search(page, 'request-form-destination', destination[0], destination[1]);
  await pick(page.getByTestId('request-form-incoterm'), new RegExp(`^${incoterm} `));
}

export type PackingLine = {
  kind?: 'PALLETS';
  quantity: number;
  weight: number;
  length: number;
  width: number;
  height: number;
};

/** Fills packing line `index` (adding rows as needed). */
export async function fillPackingLine(page: Page, index: number, line: PackingLine): Promise<void> {
  const rows = page.getByTestId('request-form-packing-line');
  while ((await rows.count()) <= index) await page.getByTestId('request-form-packing-add').click();
  const row = rows.nth(index);
  if (line.kind === 'PALLETS')
    await pick(row.getByTestId('request-form-packing-kind'), new RegExp(await formLabel(page, 'packageKinds.PALLETS')));
  for (const field of ['quantity', 'weight', 'length', 'width', 'height'] as const) {
    await row.getByTestId(`request-form-packing-${field}`).fill(String(line[field]));
  }
}

export type Totals = { weight: string; volume: string; chargeable: string; rule: string };

/** The live totals shown before sending. */
export async function expectTotals(page: Page, totals: Totals): Promise<void> {
  await expect(page.getByTestId('request-form-total-weight')).toHaveText(totals.weight);
  await expect(page.getByTestId('request-form-total-volume')).toHaveText(totals.volume);
  await expect(page.getByTestId('request-form-total-chargeable')).toHaveText(totals.chargeable);
  await expect(page.getByTestId('request-form-chargeable-rule')).toHaveText(totals.rule);
}

export async function describeGoods(page: Page, text: string): Promise<void> {
  await page.getByTestId('request-form-goods-description').fill(text);
}

/** Sends the form and returns the reference the success toast names. */
export async function sendRequest(page: Page): Promise<string> {
  await page.getByTestId('request-form-submit').click();
  const toast = page.getByRole('alert').filter({ hasText: /[A-Z]{3}-\d{2}-\d{6}/ });
  await expect(toast).toBeVisible(PAGE_LOAD);
  const reference = /[A-Z]{3}-\d{2}-\d{6}/.exec((await toast.textContent()) ?? '')?.[0];
  if (!reference) throw new Error('No reference in the success toast');
  // The drawer closes once the request exists.
  await expect(page.getByTestId('request-form')).toBeHidden();
  return reference;
}

export type NumberFormat = 'US' | 'LOCAL';

/**
 * The language and number format this page's SPA receives with the profile. Only this page sees
 * them: the commercial's stored settings stay as seeded for the tests running beside this one.
 */
export async function profileAs(page: Page, language: 'es' | 'en' | 'pt', currencyFormat: NumberFormat): Promise<void> {
  await page.unroute('**/auth/v1/me');
  await page.route('**/auth/v1/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, language, currencyFormat } });
  });
}

/** The message shown at a field (Mantine links it with aria-describedby once the field is invalid). */
export async function messageAt(input: Locator): Promise<Locator> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const id = ids.split(' ').find((x) => x.endsWith('-error'));
  if (!id) throw new Error(`No error linked to the field (aria-describedby="${ids}")`);
  return input.page().locator(`[id="${id}"]`);
}

/** Every POST that would create a quotation, as the page sends them. */
export function watchCreates(page: Page): string[] {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/app/v1/quotations')
      creates.push(request.url());
  });
  return creates;
}
