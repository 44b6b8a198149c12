import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uyRutCheckDigit } from '@freight/shared';
import { answerConfirm as answerDiscard } from '../fixtures/confirm';
import { requireMailSink, waitForMail } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import { answerConfirm, label, PAGE_LOAD, rows } from './helpers';

/** The demo client "Agro del Sur 1", opened from the list. */
async function openAgroDelSur1(page: Page): Promise<void> {
  await page.goto('/clients');
  await page.getByTestId('clients-filter-search').fill('Agro del Sur 1', PAGE_LOAD);
  await rows(page.getByTestId('clients-table'))
    .filter({ hasText: 'Agro del Sur 1 S.A.' })
    .getByTestId('client-link')
    .click(PAGE_LOAD);
}

// A tiny but real PDF (the server checks content, not only the name).
const PDF = [...Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')];

/** A valid Uruguayan RUT unique to this run (number range 7xxxxx is unused by the demo data). */
function newRut(): string {
  const seed = Date.now() % 90000;
  for (let k = 0; ; k++) {
    const base = `21${String(700000 + ((seed + k) % 99999))}001`;
    const dv = uyRutCheckDigit(base);
    if (dv !== null) return `${base}${dv}`;
  }
}
const dotted = (rut: string) =>
  `${rut.slice(0, 2)}.${rut.slice(2, 5)}.${rut.slice(5, 8)}.${rut.slice(8, 11)}-${rut.slice(11)}`;

/** Serious and critical axe findings (the shell's rule set); toasts fading in are left out. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('[data-testid="notification-toast"]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('clients (/clients)', () => {
  test.use({ signedInAs: 'administrativo' });

  test('administrativo validates a new RUT, creates the client, adds contacts, deactivates one, uploads by drop and paste', async ({
    page,
  }) => {
    const rut = newRut();
    const tradeName = `Cliente E2E ${rut.slice(2, 8)}`;
    await page.goto('/clients');
    // The first test of the file pays for the cold chunk and locale loads.
    await expect(rows(page.getByTestId('clients-table')).first()).toBeVisible({ timeout: 30_000 });

    // Creation starts with the tax-ID validation: a new RUT is "not found" and may be created.
    await page.getByTestId('client-new').click();
    await page.getByTestId('validate-taxId').fill(dotted(rut));
    await page.getByTestId('validate-submit').click();
    await expect(page.getByTestId('validate-not-found')).toContainText(
      await label(page, 'clients', 'create.notFoundTitle'),
    );
    await page.getByTestId('validate-create').click();
    const form = page.getByTestId('client-create-form');
    await expect(form.getByTestId('client-taxId')).toHaveValue(rut);
    await form.getByTestId('client-tradeName').fill(tradeName);
    await form.getByTestId('client-legalName').fill(`${tradeName} S.A.`);
    await form.getByTestId('client-city').fill('Montevideo');
    await form.getByTestId('client-save').click();
    await expect(page.getByText(await label(page, 'clients', 'toasts.created', { name: tradeName }))).toBeVisible(
      PAGE_LOAD,
    );
    await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('screen-title')).toHaveText(tradeName);

    // Two contacts, then one deactivated after the confirmation modal.
    await page.getByTestId('client-tab-contacts').click();
    const contacts = page.getByTestId('client-contacts');
    for (const [name, email] of [
      ['Lucía Uno', 'lucia.uno@cliente.example'],
      ['Pedro Dos', 'pedro.dos@cliente.example'],
    ]) {
      await contacts.getByTestId('client-contact-add').click();
      const contactForm = page.getByTestId('client-contact-form');
      await contactForm.getByTestId('client-contact-name').fill(name);
      await contactForm.getByTestId('client-contact-email').fill(email);
      await contactForm.getByTestId('client-contact-position').fill('Compras');
      await contactForm.getByTestId('client-contact-save').click();
      await expect(contactForm).toBeHidden();
    }
    const contactRows = contacts.getByTestId('client-contact-row');
    await expect(contactRows).toHaveCount(2);
    const pedro = contactRows.filter({ hasText: 'Pedro Dos' });
    await pedro.getByTestId('client-contact-toggle').click();
    await answerConfirm(
      page,
      'confirm',
      await label(page, 'clients', 'contacts.confirmInactivate', { name: 'Pedro Dos' }),
    );
    await expect(contactRows.filter({ hasText: 'Pedro Dos' }).getByTestId('client-contact-status')).toHaveText(
      await label(page, 'clients', 'contacts.inactive'),
    );
    await expect(contactRows.filter({ hasText: 'Lucía Uno' }).getByTestId('client-contact-status')).toHaveText(
      await label(page, 'clients', 'contacts.active'),
    );
    // Activating again is confirmed too (spec section 4); going back leaves it inactive.
    const activate = await label(page, 'clients', 'contacts.confirmActivate', { name: 'Pedro Dos' });
    await pedro.getByTestId('client-contact-toggle').click();
    await answerConfirm(page, 'cancel', activate, await label(page, 'clients', 'actions.activate'));
    await expect(contactRows.filter({ hasText: 'Pedro Dos' }).getByTestId('client-contact-status')).toHaveText(
      await label(page, 'clients', 'contacts.inactive'),
    );

    // One document dropped on the drop zone, then the same name pasted: it goes up as "constancia (1).pdf".
    // Each with a document type: only active types are offered (the demo's inactive TLX is not).
    await page.getByTestId('client-tab-documents').click();
    const chooseType = async (option: string) => {
      await page.getByTestId('client-document-type-picker').click();
      await expect(page.getByRole('option', { name: /^TLX · / })).toHaveCount(0);
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect(page.getByTestId('client-document-type-picker')).toHaveValue(option);
    };
    await chooseType('TAX · Constancia de inscripción fiscal');
    const dropzone = page.getByTestId('client-dropzone');
    const dataTransfer = await page.evaluateHandle((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'constancia.pdf', { type: 'application/pdf' }));
      return data;
    }, PDF);
    await dropzone.dispatchEvent('dragenter', { dataTransfer });
    await dropzone.dispatchEvent('drop', { dataTransfer });
    const names = page.getByTestId('client-document-name');
    await expect(names).toHaveText(['constancia.pdf']);
    await expect(page.getByTestId('client-document-type')).toHaveText(['TAX · Constancia de inscripción fiscal']);

    await chooseType('COO · Certificado de origen');

    await page.evaluate((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'constancia.pdf', { type: 'application/pdf' }));
      window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }));
    }, PDF);
    // Renamed "constancia (1).pdf" (spec section 5) and saved so: the sanitiser keeps a clash counter's brackets.
    await expect(names).toHaveText(['constancia.pdf', 'constancia (1).pdf']);
    await expect(page.getByTestId('client-document-type')).toHaveText([
      'TAX · Constancia de inscripción fiscal',
      'COO · Certificado de origen',
    ]);

    // Showing a file to the client exposes it at once: asked first, as on a quotation. Hiding is not asked.
    const documentRows = page.getByTestId('client-document-row');
    const clientVisible = documentRows.nth(0).getByTestId('client-document-client-visible');
    await expect(clientVisible).not.toBeChecked();
    const show = await label(page, 'clients', 'documents.confirm.client.show', { name: 'constancia.pdf' });
    const showAction = await label(page, 'clients', 'documents.confirmAction.client');
    await clientVisible.click();
    await answerConfirm(page, 'cancel', show, showAction);
    await expect(clientVisible).not.toBeChecked();
    await clientVisible.click();
    await answerConfirm(page, 'confirm', show, showAction);
    await expect(clientVisible).toBeChecked(PAGE_LOAD);
    await clientVisible.click();
    await expect(clientVisible).not.toBeChecked(PAGE_LOAD);

    // Replacing overwrites the stored file: asked once the new file is picked, naming both.
    const replaceWith = async (answer: 'confirm' | 'cancel') => {
      const chooser = page.waitForEvent('filechooser');
      await documentRows.nth(1).getByTestId('client-document-replace').click();
      await (
        await chooser
      ).setFiles({ name: 'constancia firmada.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
      await answerConfirm(
        page,
        answer,
        await label(page, 'clients', 'documents.confirmReplace', {
          current: 'constancia (1).pdf',
          replacement: 'constancia firmada.pdf',
        }),
        await label(page, 'clients', 'documents.confirmReplaceAction'),
      );
    };
    await replaceWith('cancel');
    await expect(names).toHaveText(['constancia.pdf', 'constancia (1).pdf']);
    await replaceWith('confirm');
    await expect(names.filter({ hasText: 'constancia firmada.pdf' })).toHaveCount(1, PAGE_LOAD);
    await expect(names.filter({ hasText: 'constancia (1).pdf' })).toHaveCount(0);

    // The new client is in the list, found by its tax id typed with dots.
    await page.getByTestId('client-back').click();
    await page.getByTestId('clients-filter-search').fill(dotted(rut));
    await expect(rows(page.getByTestId('clients-table'))).toHaveCount(1, PAGE_LOAD);
    await expect(rows(page.getByTestId('clients-table')).first()).toContainText(tradeName);
  });

  test('closing the new-client form with something typed asks first: keeping it keeps the text, discarding closes it', async ({
    page,
  }) => {
    await page.goto('/clients');
    await page.getByTestId('client-new').click(PAGE_LOAD);
    await page.getByTestId('validate-taxId').fill(dotted(newRut()));
    await page.getByTestId('validate-submit').click();
    await expect(page.getByTestId('validate-not-found')).toBeVisible(PAGE_LOAD);
    await page.getByTestId('validate-create').click();
    const form = page.getByTestId('client-create-form');
    const tradeName = form.getByTestId('client-tradeName');
    await tradeName.fill('Cliente sin guardar');
    const discard = await label(page, 'common', 'unsaved.confirm');

    // Escape (as a click on the dimmed page would): the question, and keeping the work keeps it.
    await page.keyboard.press('Escape');
    await answerDiscard(page, 'cancel', discard);
    await expect(tradeName).toHaveValue('Cliente sin guardar');

    // Cancel, then discarding: the modal closes and nothing was created.
    await form.getByTestId('client-create-cancel').click();
    await answerDiscard(page, 'confirm', discard);
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('validate-taxId')).toHaveCount(0);
  });

  test("unsaved changes to a client's data ask before another tab or the way back to the list loses them", async ({
    page,
  }) => {
    await openAgroDelSur1(page);
    const city = page.getByTestId('client-edit-form').getByTestId('client-city');
    await expect(city).toBeVisible(PAGE_LOAD);
    const typed = `${await city.inputValue()} (sin guardar)`;
    await city.fill(typed);
    const discard = await label(page, 'common', 'unsaved.confirm');

    // Another tab would drop the form: asked first, and keeping the work stays on the data.
    await page.getByTestId('client-tab-contacts').click();
    await answerDiscard(page, 'cancel', discard);
    await expect(city).toHaveValue(typed);

    // The link back to the list: asked too; discarding goes there.
    await page.getByTestId('client-back').click();
    await answerDiscard(page, 'confirm', discard);
    await expect(page).toHaveURL(/\/clients$/, PAGE_LOAD);
    await expect(page.getByTestId('clients-table')).toBeVisible(PAGE_LOAD);
  });

  test('validating an existing tax id typed with dots shows its names and offers no create', async ({ page }) => {
    await page.goto('/clients');
    await page.getByTestId('client-new').click(PAGE_LOAD);
    // The first demo client of Uruguay: 01.300.000.001-0, "Agro del Sur 1".
    await page.getByTestId('validate-taxId').fill('01.300.000.001-0');
    await page.getByTestId('validate-submit').click();
    const exists = page.getByTestId('validate-exists');
    await expect(exists).toContainText(await label(page, 'clients', 'create.existsTitle'));
    await expect(exists.getByTestId('validate-exists-taxId')).toContainText('013000000010');
    await expect(exists.getByTestId('validate-exists-tradeName')).toContainText('Agro del Sur 1');
    await expect(exists.getByTestId('validate-exists-legalName')).toContainText('Agro del Sur 1 S.A.');
    await expect(page.getByTestId('validate-create')).toHaveCount(0);
    await exists.getByTestId('validate-open-existing').click();
    await expect(page.getByTestId('screen-title')).toHaveText('Agro del Sur 1', PAGE_LOAD);
  });

  test('a wrong check digit is refused before asking the server', async ({ page }) => {
    await page.goto('/clients');
    await page.getByTestId('client-new').click(PAGE_LOAD);
    await page.getByTestId('validate-taxId').fill('21.100.342.001-8');
    await page.getByTestId('validate-submit').click();
    await expect(page.getByText(await label(page, 'clients', 'rules.taxIdCheckDigit'))).toBeVisible();
    await expect(page.getByTestId('validate-not-found')).toHaveCount(0);
  });

  test("a failed read of a client's contacts, documents or assignments shows the translated error with retry, not an empty list", async ({
    page,
  }) => {
    const failing = /\/app\/v1\/clients\/[^/]+\/(contacts|documents|assignments)$/;
    await page.route(failing, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } })
        : route.continue(),
    );
    await openAgroDelSur1(page);
    const failed = await label(page, 'errors', 'INTERNAL_ERROR');
    await page.getByTestId('client-tab-contacts').click();
    const contactsError = page.getByTestId('client-contacts').getByTestId('data-table-error');
    await expect(contactsError).toContainText(failed, PAGE_LOAD);
    await page.getByTestId('client-tab-documents').click();
    await expect(page.getByTestId('data-table-error').filter({ visible: true })).toContainText(failed, PAGE_LOAD);

    // Assignments: no pickers to save empty (that would unassign everyone), the error instead.
    await page.getByTestId('client-tab-assignments').click();
    await expect(page.getByTestId('data-table-error').filter({ visible: true })).toContainText(failed, PAGE_LOAD);
    await expect(page.getByTestId('assignments-save')).toHaveCount(0);
    await page.unroute(failing);
    await page.getByTestId('data-table-error').filter({ visible: true }).getByTestId('data-table-retry').click();
    await expect(page.getByTestId('assignments-save')).toBeEnabled(PAGE_LOAD);
    // Back on documents and contacts, read again as their tabs open: the drop zone and the contacts show.
    await page.getByTestId('client-tab-documents').click();
    await expect(page.getByTestId('client-dropzone')).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('data-table-error').filter({ visible: true })).toHaveCount(0, PAGE_LOAD);
    await page.getByTestId('client-tab-contacts').click();
    await expect(page.getByTestId('client-contacts').getByTestId('client-contact-row').first()).toBeVisible(PAGE_LOAD);
    await expect(contactsError).toHaveCount(0);
  });

  test('a contact given portal access after confirmation gets its password by e-mail', async ({ page }) => {
    requireMailSink();
    const email = `portal.${Date.now().toString(36)}@cliente.example`;
    await openAgroDelSur1(page);
    await page.getByTestId('client-tab-contacts').click();
    const contacts = page.getByTestId('client-contacts');
    await contacts.getByTestId('client-contact-add').click();
    const contactForm = page.getByTestId('client-contact-form');
    await contactForm.getByTestId('client-contact-name').fill('Paula Portal');
    await contactForm.getByTestId('client-contact-email').fill(email);
    await contactForm.getByTestId('client-contact-save').click();
    await expect(contactForm).toBeHidden();

    const row = contacts.getByTestId('client-contact-row').filter({ hasText: email });
    await row.getByTestId('client-contact-portal-grant').click();
    await answerConfirm(
      page,
      'confirm',
      await label(page, 'clients', 'contacts.confirmPortal', { name: 'Paula Portal', email }),
    );
    await expect(row.getByTestId('client-contact-portal')).toBeVisible(PAGE_LOAD);
    const mail = await waitForMail((m) => m.to !== undefined && JSON.stringify(m.to).includes(email));
    expect(mail.subject).toContain('Agro del Sur 1');
    const password = /Contraseña: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    const login = await page.request.post('/auth/v1/login', { data: { username: email, password } });
    expect(login.status()).toBe(200);
  });

  test('the list keeps its filters and hidden columns after a reload; a client shows who created and changed it; refused files show why', async ({
    page,
  }) => {
    await page.goto('/clients');
    const table = page.getByTestId('clients-table');
    await expect(rows(table).first()).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('clients-filter-search').fill('Frigor');
    await expect(rows(table)).toHaveCount(1, PAGE_LOAD);
    await expect(page.getByTestId('data-table-header-legalName')).toBeVisible();
    await page.getByTestId('data-table-columns').click();
    await page.getByRole('menuitemcheckbox', { name: await label(page, 'clients', 'fields.legalName') }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('data-table-header-legalName')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('clients-filter-search')).toHaveValue('Frigor', PAGE_LOAD);
    await expect(rows(table)).toHaveCount(1, PAGE_LOAD);
    await expect(page.getByTestId('data-table-header-legalName')).toHaveCount(0);
    await expect(page.getByTestId('data-table-header-tradeName')).toBeVisible();

    // The client's data: created and last changed, when and by whom (dd/mm/yyyy hh:mm).
    await rows(table).first().getByTestId('client-link').click();
    await expect(page.getByTestId('client-audit')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/, PAGE_LOAD);

    // A type the portal does not take is refused in the browser with its message; a file whose content
    // is not what its name says is refused by the server with its own. Neither is stored.
    await page.getByTestId('client-tab-documents').click();
    // The section listens for pastes once it is mounted for an editor (the type picker shows then); a
    // paste sent before that was lost (a CI run).
    await expect(page.getByTestId('client-document-type-picker')).toBeVisible(PAGE_LOAD);
    const names = page.getByTestId('client-document-name');
    const before = await names.allInnerTexts();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array([1, 2, 3])], 'programa.exe', { type: 'application/octet-stream' }));
      window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }));
    });
    await expect(
      page.getByText(await label(page, 'common', 'fileDrop.rejected.type', { name: 'programa.exe' })),
    ).toBeVisible();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File([new TextEncoder().encode('MZ not a pdf')], 'factura.pdf', { type: 'application/pdf' }));
      window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }));
    });
    await expect(page.getByText(await label(page, 'errors', 'FILE_TYPE_NOT_ALLOWED')).first()).toBeVisible(PAGE_LOAD);
    await expect(names).toHaveText(before);
  });

  test('the list and every tab of a client page have no serious accessibility violations', async ({ page }) => {
    await page.goto('/clients');
    await expect(rows(page.getByTestId('clients-table')).first()).toBeVisible(PAGE_LOAD);
    expect(await blockingViolations(page)).toEqual([]);
    await rows(page.getByTestId('clients-table')).first().getByTestId('client-link').click();
    await expect(page.getByTestId('client-edit-form')).toBeVisible(PAGE_LOAD);
    expect(await blockingViolations(page)).toEqual([]);
    for (const [tab, content] of [
      ['contacts', 'client-contact-row'],
      ['documents', 'client-dropzone'],
      ['assignments', 'client-assignments'],
    ] as const) {
      await page.getByTestId(`client-tab-${tab}`).click();
      await expect(page.getByTestId(content).first()).toBeVisible(PAGE_LOAD);
      expect(await blockingViolations(page)).toEqual([]);
    }
  });
});
