import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/sessions';
import {
  chooseClient,
  chooseLane,
  describeGoods,
  drawer,
  expectTotals,
  fillPackingLine,
  openNewRequest,
  PAGE_LOAD,
  sendRequest,
} from '../quotations/request-form-helpers';

test.use({ signedInAs: 'comercial' });
// Fills a form, saves, lists, resumes and sends: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const draftRows = (page: Page) => page.getByTestId('drafts-table').getByTestId('data-table-row');

/** Saves the open form as a draft and checks the spec's toast (section 8, quoted text). */
async function saveDraft(page: Page): Promise<void> {
  await page.getByTestId('request-form-save-draft').click();
  const toast = page.getByRole('alert').filter({ hasText: 'Borrador guardado!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Borrador guardado con éxito.');
}

test('a draft saved halfway is listed, resumed, completed and then gone from drafts', async ({ page }) => {
  // A unique description tells this run's draft apart from others in the list.
  const marker = `Draft ${Date.now()}`;
  await openNewRequest(page);
  await chooseClient(page);
  await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
  await describeGoods(page, marker);
  await saveDraft(page);
  // Saved work closes without asking.
  await page.getByTestId('request-form-cancel').click();
  await expect(drawer(page).getByTestId('request-form')).toBeHidden();

  await page.goto('/borradores');
  const row = draftRows(page).filter({ hasText: marker });
  await expect(row).toHaveCount(1, PAGE_LOAD);
  await expect(row.getByTestId('draft-type')).toHaveText('Cotización');
  await expect(row.getByTestId('draft-name')).toHaveText('Frigorífico del Plata · UYMVD → CNSHA');
  await expect(row.getByTestId('draft-summary')).toContainText('Marítimo LCL');
  await expect(row.getByTestId('draft-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  await row.getByTestId('draft-resume').click();
  await expect(page).toHaveURL(/\/mis-cotizaciones\?draft=/);
  await expect(page.getByTestId('request-form-goods-description')).toHaveValue(marker, PAGE_LOAD);
  await expect(page.getByTestId('request-form-client')).toHaveValue('Frigorífico del Plata');
  await fillPackingLine(page, 0, { quantity: 4, weight: 250, length: 100, width: 100, height: 50 });
  await expectTotals(page, {
    weight: '1,000 kg',
    volume: '2 m³',
    chargeable: '2 W/M',
    rule: 'Marítimo W/M 1 t = 1 m³',
  });
  // Saving again updates the same draft rather than adding one.
  await saveDraft(page);
  expect(await sendRequest(page)).toMatch(/^MVD-\d{2}-\d{6}$/);

  await page.goto('/borradores');
  await expect(page.getByTestId('drafts-table')).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('data-table-skeleton')).toHaveCount(0);
  await expect(draftRows(page).filter({ hasText: marker })).toHaveCount(0);
});

test('closing a changed form asks first; a draft is deleted after confirmation', async ({ page }) => {
  const marker = `Delete me ${Date.now()}`;
  await openNewRequest(page);
  await describeGoods(page, marker);
  await page.keyboard.press('Escape');
  // Spec section 2: the confirmation modal is titled Confirmar; its buttons name the choice.
  const confirm = page.getByRole('dialog', { name: 'Confirmar' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('confirm-modal-confirm')).toHaveText('Descartar solicitud');
  await confirm.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page.getByTestId('request-form-goods-description')).toHaveValue(marker);

  await saveDraft(page);
  await page.goto('/borradores');
  const row = draftRows(page).filter({ hasText: marker });
  await expect(row).toHaveCount(1, PAGE_LOAD);
  // No client or lane yet: the default name.
  await expect(row.getByTestId('draft-name')).toHaveText('Cotización sin cliente');
  await row.getByTestId('draft-delete').click();
  await page.getByRole('dialog', { name: 'Confirmar' }).getByRole('button', { name: 'Eliminar borrador' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Borrador eliminado.' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the browser's Back or a reload does not lose a changed form: the user is asked first", async ({ page }) => {
  const marker = `Back keeps me ${Date.now()}`;
  await page.goto('/mis-cotizaciones');
  await page.getByTestId('quotations-new').click(PAGE_LOAD);
  await expect(page.getByTestId('request-form')).toBeVisible(PAGE_LOAD);
  await describeGoods(page, marker);

  // Back: the same question as closing the drawer; keeping the work leaves everything as it was.
  await page.goBack();
  const confirm = page.getByRole('dialog', { name: 'Confirmar' });
  await expect(confirm.getByTestId('confirm-modal-confirm')).toHaveText('Descartar solicitud');
  await confirm.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page.getByTestId('request-form-goods-description')).toHaveValue(marker);
  await expect(page).toHaveURL(/[?&]new=1/);

  // A reload: the browser's own question; staying keeps the form.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.reload({ timeout: 5_000 }).catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  await expect(page.getByTestId('request-form-goods-description')).toHaveValue(marker);

  // Back again, discarding this time: the list, with the form closed, reached by that same Back (the
  // history does not grow, so the next Back does not land on the form again).
  const entries = await page.evaluate(() => history.length);
  await page.goBack();
  await confirm.getByTestId('confirm-modal-confirm').click();
  await expect(page.getByTestId('quotation-request-drawer').getByTestId('request-form')).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]new=1/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]new=1/);
});
