import { DEMO_DOCUMENT_TYPES, DEMO_NOTE_TYPES } from '../../prisma/seed/demo-record-types';
import { expect, test } from '../fixtures/sessions';
import { answerConfirm, label, PAGE_LOAD, rows } from './helpers';

/** The demo's own codes: a generated code must not be one of them (a run drew "OLD", a seeded note type). */
const SEEDED_CODES = new Set([...DEMO_DOCUMENT_TYPES, ...DEMO_NOTE_TYPES].map((type) => type.code));

/** A code of `length` letters unique enough per run (codes are short: 3 or 4 characters), never a seeded one. */
function shortCode(length: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (;;) {
    let n = Date.now() + Math.floor(Math.random() * 100_000);
    let code = '';
    for (let i = 0; i < length; i++) {
      code += letters[n % 26];
      n = Math.floor(n / 26);
    }
    if (!SEEDED_CODES.has(code)) return code;
  }
}

test.describe('document types and note types', () => {
  test.use({ signedInAs: 'administrativo' });

  test('administrativo creates a document type (a bad code refused with its message) and inactivates it after confirming', async ({
    page,
  }) => {
    const code = shortCode(4);
    await page.goto('/document-types');
    const table = page.getByTestId('record-types-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);

    await page.getByTestId('record-type-new').click();
    const form = page.getByTestId('record-type-form');
    // Two characters: the form refuses it with the document-type rule.
    await form.getByTestId('record-type-code').fill('bl');
    await form.getByTestId('record-type-name').fill('Conocimiento de embarque');
    await form.getByTestId('record-type-save').click();
    await expect(form.getByText(await label(page, 'recordTypes', 'rules.code.document'))).toBeVisible();

    // A taken code (INV, seeded, typed in lower case) is refused by the API with its own message.
    await form.getByTestId('record-type-code').fill('inv');
    await form.getByTestId('record-type-save').click();
    await expect(form.getByText(await label(page, 'errors', 'DOCUMENT_TYPE_CODE_TAKEN'))).toBeVisible();

    await form.getByTestId('record-type-code').fill(code.toLowerCase());
    await form.getByTestId('record-type-client-visible').check();
    await form.getByTestId('record-type-save').click();
    await expect(page.getByText(await label(page, 'recordTypes', 'toasts.document.created', { code }))).toBeVisible(
      PAGE_LOAD,
    );

    await page.getByTestId('record-types-filter-search').fill(code);
    await expect(rows(table)).toHaveCount(1);
    const row = rows(table).first();
    await expect(row.locator('td[data-column="code"]')).toHaveText(code);
    const active = await label(page, 'recordTypes', 'values.active');
    await expect(row.getByTestId('record-type-active')).toHaveText(active);

    // Editing opens /document-types/{id} with the audit fields.
    await row.getByTestId('record-type-edit').click();
    await expect(page).toHaveURL(/\/document-types\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('record-type-audit')).toContainText('Andrés Administrativo');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/document-types$/);

    const message = await label(page, 'recordTypes', 'confirm.document.inactivate', {
      code,
      name: 'Conocimiento de embarque',
    });
    await row.getByTestId('record-type-toggle').click();
    await answerConfirm(page, 'cancel', message);
    await expect(row.getByTestId('record-type-active')).toHaveText(active);
    await row.getByTestId('record-type-toggle').click();
    await answerConfirm(page, 'confirm', message);
    const inactive = await label(page, 'recordTypes', 'values.inactive');
    await expect(row.getByTestId('record-type-active')).toHaveText(inactive, PAGE_LOAD);

    // Activating again is confirmed too (spec section 4), with its own message and action.
    const activate = await label(page, 'recordTypes', 'confirm.document.activate', {
      code,
      name: 'Conocimiento de embarque',
    });
    const activateAction = await label(page, 'recordTypes', 'actions.activate');
    await row.getByTestId('record-type-toggle').click();
    await answerConfirm(page, 'cancel', activate, activateAction);
    await expect(row.getByTestId('record-type-active')).toHaveText(inactive);
    await row.getByTestId('record-type-toggle').click();
    await answerConfirm(page, 'confirm', activate, activateAction);
    await expect(row.getByTestId('record-type-active')).toHaveText(active, PAGE_LOAD);
  });

  test('administrativo creates a note type; a code of 4 characters is refused', async ({ page }) => {
    const code = shortCode(3);
    await page.goto('/note-types');
    const table = page.getByTestId('record-types-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);

    await page.getByTestId('record-type-new').click();
    const form = page.getByTestId('record-type-form');
    await form.getByTestId('record-type-code').fill('ABCD');
    await form.getByTestId('record-type-name').fill('Nota de prueba');
    await form.getByTestId('record-type-save').click();
    await expect(form.getByText(await label(page, 'recordTypes', 'rules.code.note'))).toBeVisible();

    await form.getByTestId('record-type-code').fill(code);
    await form.getByTestId('record-type-provider-visible').check();
    await form.getByTestId('record-type-save').click();
    await expect(page.getByText(await label(page, 'recordTypes', 'toasts.note.created', { code }))).toBeVisible(
      PAGE_LOAD,
    );
    await page.getByTestId('record-types-filter-search').fill(code);
    await expect(rows(table)).toHaveCount(1);
  });
});

test.describe('document types for a user without CREATE_DOCUMENT_TYPE', () => {
  test.use({ signedInAs: 'comercial' });

  test('comercial reads the list but has no create, edit or inactivate', async ({ page }) => {
    await page.goto('/document-types');
    const table = page.getByTestId('record-types-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('record-type-new')).toHaveCount(0);
    await expect(table.getByTestId('record-type-toggle')).toHaveCount(0);
  });
});
