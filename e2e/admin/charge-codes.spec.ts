import { expect, test } from '../fixtures/sessions';
import { answerConfirm, label, PAGE_LOAD, rows, uniqueCode } from './helpers';

test.describe('charge codes (/charge-codes)', () => {
  test.use({ signedInAs: 'administrativo' });

  test('administrativo creates a charge code and inactivates it after confirming', async ({ page }) => {
    const concept = uniqueCode('Z', 10);
    await page.goto('/charge-codes');
    const table = page.getByTestId('charge-codes-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);

    await page.getByTestId('charge-code-new').click();
    const form = page.getByTestId('charge-code-form');
    await form.getByTestId('charge-code-concept').fill(concept.toLowerCase());
    await form.getByTestId('charge-code-description').fill('Recargo de prueba');
    // A name per language: the client's PDF prints the one of the client's language.
    await form.getByTestId('charge-code-descriptionEn').fill('Test surcharge');
    await form.getByTestId('charge-code-descriptionPt').fill('Sobretaxa de teste');
    await form.getByTestId('charge-code-sea').check();
    await form.getByTestId('charge-code-taxed').check();
    await form.getByTestId('charge-code-save').click();
    await expect(page.getByText(await label(page, 'chargeCodes', 'toasts.created', { concept }))).toBeVisible();

    await page.getByTestId('charge-codes-filter-search').fill(concept);
    await expect(rows(table)).toHaveCount(1);
    const row = rows(table).first();
    await expect(row.locator('td[data-column="concept"]')).toHaveText(concept);
    const active = await label(page, 'chargeCodes', 'values.active');
    await expect(row.getByTestId('charge-code-active')).toHaveText(active);

    // Cancelling the confirmation changes nothing.
    const message = await label(page, 'chargeCodes', 'confirmInactivate', { concept });
    await row.getByTestId('charge-code-toggle').click();
    await answerConfirm(page, 'cancel', message);
    await expect(row.getByTestId('charge-code-active')).toHaveText(active);

    await row.getByTestId('charge-code-toggle').click();
    await answerConfirm(page, 'confirm', message);
    await expect(row.getByTestId('charge-code-active')).toHaveText(await label(page, 'chargeCodes', 'values.inactive'));
    await expect(page.getByText(await label(page, 'chargeCodes', 'toasts.inactivated', { concept }))).toBeVisible();
  });
});
