import { expect, test } from '../fixtures/sessions';
import { label, PAGE_LOAD, rows, uniqueCode } from './helpers';

test.describe('standard notes (/notas)', () => {
  test.use({ signedInAs: 'pricing' });

  test('pricing creates a mandatory note for every service and finds it by name', async ({ page }) => {
    const name = `Nota ${uniqueCode('', 8)}`;
    await page.goto('/notas');
    const table = page.getByTestId('standard-notes-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);

    await page.getByTestId('standard-note-new').click();
    const form = page.getByTestId('standard-note-form');
    await form.getByTestId('standard-note-name').fill(name);
    await form.getByTestId('standard-note-value').fill('Texto de prueba impreso en el PDF.');
    await form.getByTestId('standard-note-mandatory').check();
    await form.getByTestId('standard-note-save').click();
    await expect(page.getByText(await label(page, 'standardNotes', 'toasts.created', { name }))).toBeVisible();

    await page.getByTestId('standard-notes-filter-search').fill(name);
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table).first()).toContainText(await label(page, 'standardNotes', 'values.allServices'));
    await expect(rows(table).first()).toContainText(await label(page, 'standardNotes', 'values.mandatory'));
  });
});
