import type { Page } from '@playwright/test';
import { expect } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';
import { chooseLane, describeGoods, fillPackingLine, pick } from '../quotations/request-form-helpers';

const LINE = { kind: 'PALLETS', quantity: 2, weight: 250, length: 120, width: 100, height: 150 } as const;

/**
 * Fills the client portal's request form (issue 43). `origin` 'usual': the client's usual lane Shanghai →
 * Montevideo (the demo's sent quotations), one click; otherwise an origin searched and picked, to Montevideo.
 */
export async function fillPortalRequest(
  page: Page,
  origin: [string, string] | 'usual',
  reference: string,
): Promise<void> {
  await expect(page.getByTestId('portal-request-form')).toBeVisible(PAGE_LOAD);
  if (origin === 'usual') {
    await page.getByTestId('portal-usual-lane').filter({ hasText: 'Shanghai → Montevideo' }).click(PAGE_LOAD);
    await expect(page.getByTestId('request-form-origin')).toHaveValue(/CNSHA/);
    await expect(page.getByTestId('request-form-destination')).toHaveValue(/UYMVD/);
    await pick(page.getByTestId('request-form-incoterm'), /^FOB /);
  } else await chooseLane(page, origin, ['montevideo', 'UYMVD'], 'FOB');
  await fillPackingLine(page, 0, LINE);
  await describeGoods(page, 'Repuestos de maquinaria');
  await page.getByTestId('request-form-client-reference').fill(reference);
  await page.getByTestId('portal-request-notes').fill('Entrega en depósito');
}
