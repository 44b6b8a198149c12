import { expect, test } from '../fixtures/sessions';
import { answerConfirm, label, PAGE_LOAD, rows, uniqueCode } from './helpers';

test.describe('providers (/proveedores)', () => {
  test.use({ signedInAs: 'pricing' });

  test('pricing creates a provider with a contact and finds it by search', async ({ page }) => {
    const code = uniqueCode('E2E', 14);
    const name = `Agente ${code} Logística`;
    await page.goto('/proveedores');
    const table = page.getByTestId('providers-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);

    await page.getByTestId('provider-new').click();
    const form = page.getByTestId('provider-create-form');
    await form.getByTestId('provider-code').fill(code.toLowerCase());
    await form.getByTestId('provider-name').fill(name);
    await form.getByTestId('contact-name-0').fill('Paula Prueba');
    await form.getByTestId('contact-email-0').fill('paula.prueba@agents.demo');
    await form.getByTestId('provider-save').click();
    await expect(page.getByText(await label(page, 'providers', 'toasts.created', { name }))).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByTestId('providers-filter-search').fill(name.toLowerCase());
    await expect(rows(table)).toHaveCount(1);
    const row = rows(table).first();
    await expect(row.locator('td[data-column="code"]')).toHaveText(code);
    await expect(row.locator('td[data-column="primaryContact"]')).toContainText('paula.prueba@agents.demo');
    // The code search (a prefix, any case) finds it too.
    await page.getByTestId('providers-filter-search').fill(code.toLowerCase());
    await expect(rows(table)).toHaveCount(1);
  });

  test('a taken code is shown at the field and as a toast', async ({ page }) => {
    await page.goto('/proveedores');
    await page.getByTestId('provider-new').click({ timeout: PAGE_LOAD.timeout });
    const form = page.getByTestId('provider-create-form');
    await form.getByTestId('provider-code').fill('SHAPAC');
    await form.getByTestId('provider-name').fill('Duplicado');
    await form.getByTestId('contact-name-0').fill('Dup');
    await form.getByTestId('contact-email-0').fill('dup@agents.demo');
    await form.getByTestId('provider-save').click();
    await expect(form.getByText(await label(page, 'providers', 'rules.taken'))).toBeVisible();
    await expect(page.getByText(await label(page, 'errors', 'CONFLICT'))).toBeVisible();
  });

  test('pricing adds a contact to a provider and deactivates it after confirming', async ({ page }) => {
    await page.goto('/proveedores');
    const table = page.getByTestId('providers-table');
    await page.getByTestId('providers-filter-search').fill('GENSHIP', PAGE_LOAD);
    await expect(rows(table)).toHaveCount(1, PAGE_LOAD);
    await rows(table).first().getByTestId('provider-edit').click();
    const panel = page.getByTestId('contacts-panel');
    await expect(panel.getByTestId('contact-row').first()).toBeVisible();

    const contactName = `Marco ${uniqueCode('', 6)}`;
    await panel.getByTestId('contact-add').click();
    const contactForm = page.getByTestId('contact-form');
    await contactForm.getByTestId('contact-name-0').fill(contactName);
    await contactForm.getByTestId('contact-email-0').fill(`${contactName.replace(' ', '.').toLowerCase()}@agents.demo`);
    await contactForm.getByTestId('contact-save').click();
    await expect(contactForm).toBeHidden();

    const row = panel.getByTestId('contact-row').filter({ hasText: contactName });
    await row.getByTestId('contact-toggle').click();
    await answerConfirm(
      page,
      'confirm',
      await label(page, 'providers', 'contacts.confirmInactivate', { name: contactName }),
    );
    await expect(row).toContainText(await label(page, 'providers', 'values.inactive'));
    // The primary contact cannot be deactivated: its button is disabled.
    const primaryRow = panel.getByTestId('contact-row').filter({ has: page.getByTestId('contact-primary-badge') });
    await expect(primaryRow.getByTestId('contact-toggle')).toBeDisabled();
  });
});

test.describe('providers refusal', () => {
  test.use({ signedInAs: 'comercial' });

  test('comercial is sent home from /proveedores', async ({ page }) => {
    await page.goto('/proveedores');
    await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
  });
});
