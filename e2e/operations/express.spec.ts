import type { Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { answerConfirm } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

test.use({ signedInAs: 'operativo' });

const LOAD = PAGE_LOAD;

async function label(page: Page, key: string): Promise<string> {
  return translation(await pageLanguage(page), 'operations', key);
}

test('operativo creates an express shipment by hand, works it and sees it move from in progress to finished', async ({
  page,
}) => {
  await page.goto('/operativa/express/en-proceso');
  await expect(page.getByTestId('operations-table').getByTestId('data-table-row').first()).toBeVisible(LOAD);
  await expect(page.getByTestId('operations-export')).toHaveCount(0);

  await page.getByTestId('operation-new').click();
  const form = page.getByTestId('express-form');
  await form.getByTestId('express-form-save').click();
  await expect(form.getByTestId('express-form-save')).toBeVisible();
  await expect(form).toContainText(await label(page, 'form.required'));
  await form.getByTestId('operation-form-client').fill('a');
  await page.getByRole('option').first().click();
  await form.getByTestId('express-form-courier').fill('DHL');
  const tracking = `JD${Date.now()}`;
  await form.getByTestId('express-form-tracking').fill(tracking);
  await form.getByTestId('express-form-shipper-description').fill('Av. Italia 1234');
  await form.getByTestId('express-form-shipper-city').fill('Montevideo');
  await form.getByTestId('express-form-shipper-country').fill('uy');
  await form.getByTestId('express-form-recipient-description').fill('Rua Augusta 500');
  await form.getByTestId('express-form-recipient-city').fill('São Paulo');
  await form.getByTestId('express-form-recipient-country').fill('BR');
  await form.getByTestId('express-form-package-quantity').fill('2');
  // A weight the user's number format cannot read is refused with a message, and nothing is sent.
  const weight = form.getByTestId('express-form-package-weight');
  await weight.fill('1,5 kg');
  await weight.blur();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await form.getByTestId('express-form-save').click();
  await expect(form.getByTestId('express-form-save')).toBeVisible();
  await expect(page.getByTestId('operation-detail')).toHaveCount(0);
  await weight.fill('1,5');
  await form.getByTestId('express-form-save').click();

  const detail = page.getByTestId('operation-detail');
  await expect(detail).toBeVisible(LOAD);
  await expect(page).toHaveURL(/\/operativa\/express\/en-proceso\?envio=OP-/);
  const reference = (await page.getByTestId('screen-title').textContent())!;
  const express = page.getByTestId('operation-express');
  await expect(express).toContainText(tracking);
  await expect(express).toContainText('Montevideo');
  await expect(express).toContainText('2 × 1.5 kg');

  // Notes work as on any operation.
  await page.getByTestId('tab-notes').click();
  await page.getByTestId('note-type').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('note-text-input').fill('Retirado por el courier');
  await page.getByTestId('note-add').click();
  await expect(page.getByTestId('operation-note').filter({ hasText: 'Retirado por el courier' })).toBeVisible();

  // Closed, it leaves the in-progress list for the finished one.
  await page.getByTestId('operation-status-select').click();
  await page.getByRole('option', { name: await label(page, 'statuses.CLOSED'), exact: true }).click();
  await answerConfirm(page, 'confirm', await label(page, 'detail.statusConfirm.action.close'));
  await expect(page.getByTestId('operation-read-only')).toBeVisible();

  await page.getByTestId('operation-back').click();
  await expect(page).toHaveURL(/\/operativa\/express\/en-proceso$/);
  const links = page.getByTestId('operations-table').getByTestId('operation-link');
  await expect(links.first()).toBeVisible(LOAD);
  await expect(links.filter({ hasText: reference })).toHaveCount(0);
  await page.goto('/operativa/express/finalizadas');
  await expect(links.filter({ hasText: reference })).toHaveCount(1, LOAD);
  // An express shipment is not a general operation.
  await page.goto(`/operativa/general/${reference}`);
  await expect(page.getByTestId('operation-not-found')).toBeVisible(LOAD);
});
