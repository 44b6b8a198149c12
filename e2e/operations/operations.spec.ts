import { fileURLToPath } from 'node:url';
import { pageLanguage } from '../fixtures/auth';
import { answerConfirm, confirmDialog } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import {
  agendaShowing,
  dayKey,
  daysAhead,
  operationRows as rows,
  operationsLabel as label,
  operationsTable as table,
  pickStatus,
  statusesShown,
} from '../fixtures/operations';
import { expect, test } from '../fixtures/sessions';
import { staffPage } from '../fixtures/staff-page';
import { PAGE_LOAD } from '../fixtures/timeouts';

test.use({ signedInAs: 'operativo' });

const LOAD = PAGE_LOAD;
/** The seeded operativo's name (prisma/seed/demo-accounts.ts). */
const OPERATIVO = 'Olga Operativa';

// The tests that change what the status and date filters show (a new operation closed and reopened,
// the import) stay in this file, in order, beside the ones that read those lists.

test('operativo filters by status and an ETD preset, the filters survive a reload, and works an operation: note, event, postpone, finalize', async ({
  page,
}) => {
  // A whole working session (two lists, a reload, the detail, the agenda): more than one screen's worth of time.
  test.setTimeout(120_000);
  await page.goto('/operativa/general');
  await expect(rows(page).first()).toBeVisible(LOAD);
  await pickStatus(page, 'IN_TRANSIT');
  const etd = page.getByTestId('operations-filter-etd');
  await etd.locator('input:not([type=hidden])').first().click();
  const withEtd = page.waitForResponse(
    (r) => r.url().includes('/operations/v1/operations?') && r.url().includes('etdFrom='),
  );
  await page
    .getByRole('option', {
      name: translation(await pageLanguage(page), 'common', 'dates.presets.next14Days'),
      exact: true,
    })
    .click();
  await withEtd;
  await expect.poll(async () => new Set(await statusesShown(page))).toEqual(new Set(['IN_TRANSIT']));
  const shown = await table(page).getByTestId('operation-link').allTextContents();
  expect(shown.length).toBeGreaterThan(0);

  await page.reload();
  await expect(rows(page).first()).toBeVisible(LOAD);
  await expect(page.getByTestId('filter-bar')).toContainText(await label(page, 'statuses.IN_TRANSIT'));
  await expect.poll(async () => table(page).getByTestId('operation-link').allTextContents()).toEqual(shown);

  await table(page).getByTestId('operation-link').first().click();
  await expect(page.getByTestId('operation-detail')).toBeVisible(LOAD);
  await expect(page.getByTestId('screen-title')).toHaveText(shown[0]);

  // The agenda shows the events of the operations the user follows: operativo joins this one if needed.
  const info = page.getByTestId('operation-info');
  await expect(info).toBeVisible();
  if (!(await info.textContent())?.includes(OPERATIVO)) {
    await page.getByTestId('operation-edit').click();
    await page.getByTestId('operation-form-operatives').click();
    await page.getByRole('option', { name: new RegExp(OPERATIVO) }).click();
    await page.getByRole('dialog').getByRole('heading').click();
    await page.getByTestId('operation-form-save').click();
    await expect(info).toContainText(OPERATIVO);
  }

  // A note with its visibility and type.
  await page.getByTestId('tab-notes').click();
  await page.getByTestId('note-type').click();
  await page.getByRole('option').first().click();
  const noteText = `Nota e2e ${Date.now()}`;
  await page.getByTestId('note-text-input').fill(noteText);
  await page.getByTestId('note-add').click();
  await expect(page.getByTestId('operation-note').filter({ hasText: noteText })).toBeVisible();

  // An event due tomorrow (12:00 by default), postponed, then finalized.
  await page.getByTestId('tab-events').click();
  await page.getByTestId('event-add').click();
  const title = `Evento e2e ${Date.now()}`;
  await page.getByTestId('event-title').fill(title);
  await expect(page.getByTestId('event-due-time')).toHaveValue('12:00');
  await page.getByTestId('event-due-date').fill(daysAhead(1));
  await page.getByTestId('event-save').click();
  const card = page.getByTestId('operation-event').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${daysAhead(1)} 12:00`);

  const detailUrl = page.url();
  const inAgenda = page.getByTestId('agenda-event').filter({ hasText: title });
  await agendaShowing(page, dayKey(1), dayKey(3));
  await expect(
    page
      .getByTestId(`agenda-day-${dayKey(1)}`)
      .getByTestId('agenda-event')
      .filter({ hasText: title }),
  ).toBeVisible();
  await page.goto(detailUrl);

  await card.getByTestId('event-postpone').click();
  await page.getByTestId('postpone-form').getByTestId('event-due-date').fill(daysAhead(3));
  await page.getByTestId('postpone-reason').fill('El agente pidió más tiempo');
  await page.getByTestId('postpone-save').click();
  await expect(card.getByTestId('event-postponement')).toContainText('El agente pidió más tiempo');
  await expect(card).toContainText(`${daysAhead(3)} 12:00`);

  // The agenda shows it moved: gone from its first day, on the new one.
  await agendaShowing(page, dayKey(1), dayKey(3));
  await expect(
    page
      .getByTestId(`agenda-day-${dayKey(3)}`)
      .getByTestId('agenda-event')
      .filter({ hasText: title }),
  ).toBeVisible();
  await expect(
    page
      .getByTestId(`agenda-day-${dayKey(1)}`)
      .getByTestId('agenda-event')
      .filter({ hasText: title }),
  ).toHaveCount(0);
  await page.goto(detailUrl);

  // Finishing cannot be undone: asked first, naming the event.
  await card.getByTestId('event-finalize').click();
  await expect(await confirmDialog(page)).toContainText(title);
  await answerConfirm(page, 'confirm', await label(page, 'events.confirmFinalizeAction'));
  await expect(card).toHaveCount(0);
  await page.getByTestId('events-show-completed').click();
  await expect(card.getByTestId('event-finalized')).toBeVisible();

  // Finalized, it leaves the agenda unless completed events are shown.
  await agendaShowing(page, dayKey(3));
  await expect(inAgenda).toHaveCount(0);
  await page.getByRole('switch', { name: await label(page, 'events.showCompleted') }).check();
  await expect(
    page
      .getByTestId(`agenda-day-${dayKey(3)}`)
      .getByTestId('agenda-event')
      .filter({ hasText: title }),
  ).toBeVisible();
});

test('from the agenda operativo creates an event on a day, drags it to another day (postponed with a reason) and finalizes it there', async ({
  page,
}) => {
  // Two month reads, a create, a drag with its postponement, a finalize and a reload: a loaded runner
  // took 60 s for it (both attempts in a scratch CI at load 11), so it gets its walk's time.
  test.setTimeout(120_000);
  await agendaShowing(page, dayKey(1), dayKey(2));
  await page
    .getByTestId(`agenda-day-${dayKey(1)}`)
    .getByTestId('agenda-day-add')
    .click();
  const form = page.getByTestId('event-form');
  await expect(form.getByTestId('event-due-date')).toHaveValue(daysAhead(1));
  await expect(form.getByTestId('event-due-time')).toHaveValue('12:00');
  await expect(form.getByTestId('event-save')).toBeDisabled();
  await form.getByTestId('agenda-event-operation').click();
  await page.getByRole('option').first().click();
  const title = `Agenda e2e ${Date.now()}`;
  await form.getByTestId('event-title').fill(title);
  // Drag only once the calendar has read its events again (a re-render could move the cards under the mouse).
  const reread = page.waitForResponse((r) => r.url().includes('/operations/v1/agenda?') && r.ok());
  await form.getByTestId('event-save').click();
  await expect(form).toHaveCount(0);
  await reread;
  const first = page
    .getByTestId(`agenda-day-${dayKey(1)}`)
    .getByTestId('agenda-event')
    .filter({ hasText: title });
  await expect(first).toBeVisible();

  // The drag's own events on the card and the day cell (one DataTransfer carries the event across):
  // mouse-driven dragTo could pick up whichever card sat under the pointer while the month re-rendered.
  const transfer = await page.evaluateHandle(() => new DataTransfer());
  const target = page.getByTestId(`agenda-day-${dayKey(2)}`);
  await first.dispatchEvent('dragstart', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
  const postpone = page.getByTestId('postpone-form');
  await expect(postpone.getByTestId('event-due-date')).toHaveValue(daysAhead(2));
  await expect(postpone.getByTestId('event-due-time')).toHaveValue('12:00');
  await postpone.getByTestId('postpone-reason').fill('Arrastrado en la agenda');
  await postpone.getByTestId('postpone-save').click();
  await expect(postpone).toHaveCount(0);
  const moved = page
    .getByTestId(`agenda-day-${dayKey(2)}`)
    .getByTestId('agenda-event')
    .filter({ hasText: title });
  await expect(moved).toBeVisible();
  await expect(first).toHaveCount(0);

  await moved.getByTestId('agenda-finalize').click();
  await expect(await confirmDialog(page)).toContainText(title);
  await answerConfirm(page, 'confirm', await label(page, 'events.confirmFinalizeAction'));
  await expect(moved).toHaveCount(0);
  // A reload reads the agenda again from the server: still moved and finalized.
  await page.reload();
  await page.getByRole('switch', { name: await label(page, 'events.showCompleted') }).check();
  await expect(page.getByTestId('agenda-event').filter({ hasText: title })).toHaveCount(1);
  await expect(
    page
      .getByTestId(`agenda-day-${dayKey(2)}`)
      .getByTestId('agenda-event')
      .filter({ hasText: title }),
  ).toBeVisible();
});

test('operativo creates an operation by hand, edits its numbers, and closing it asks for confirmation first', async ({
  page,
}) => {
  await page.goto('/operativa/general');
  await expect(rows(page).first()).toBeVisible(LOAD);
  await page.getByTestId('operation-new').click();
  const form = page.getByTestId('operation-form');
  await form.getByTestId('operation-form-save').click();
  await expect(form.getByTestId('operation-form-save')).toBeVisible();
  await expect(form).toContainText(await label(page, 'form.required'));
  const client = form.getByTestId('operation-form-client');
  await client.fill('a');
  await page.getByRole('option').first().click();
  await form.getByTestId('operation-form-transport').click();
  await page.getByRole('option', { name: await label(page, 'modes.SEA'), exact: true }).click();
  const house = `HB${Date.now()}`;
  await form.getByTestId('operation-form-house').fill(house);
  await form.getByTestId('operation-form-etd').fill(daysAhead(5));
  await form.getByTestId('operation-form-eta').fill(daysAhead(2));
  await expect(form).toContainText(await label(page, 'form.etaBeforeEtd'));
  await form.getByTestId('operation-form-eta').fill(daysAhead(20));
  await form.getByTestId('operation-form-save').click();
  await expect(page.getByTestId('operation-detail')).toBeVisible(LOAD);
  await expect(page.getByTestId('screen-title')).toHaveText(/^OP-\d{2}-\d{6}$/);
  const info = page.getByTestId('operation-info');
  await expect(info).toContainText(house.toUpperCase());
  await expect(info).toContainText(daysAhead(5));

  await page.getByTestId('operation-edit').click();
  const edit = page.getByTestId('operation-form');
  await edit.getByTestId('operation-form-master').fill('mb-e2e-1');
  await edit.getByTestId('operation-form-save').click();
  await expect(edit).toHaveCount(0);
  await expect(info).toContainText('MB-E2E-1');

  // A document through the documents module, downloadable with its bytes.
  await page.getByTestId('tab-documents').click();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
  await page
    .getByTestId('operation-document-dropzone')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bl borrador.pdf', mimeType: 'application/pdf', buffer: pdf });
  const doc = page.getByTestId('operation-document');
  await expect(doc).toHaveCount(1);
  await expect(doc.getByTestId('operation-document-name')).toHaveText('bl borrador.pdf');
  const downloaded = page.waitForEvent('download');
  await doc.getByTestId('operation-document-download').click();
  expect((await downloaded).suggestedFilename()).toBe('bl borrador.pdf');

  // Closing makes it read-only: asked first, naming both statuses; going back changes nothing and
  // the select shows the old status again.
  const statusSelect = page.getByTestId('operation-status-select');
  const notAssigned = await label(page, 'statuses.NOT_ASSIGNED');
  const closed = await label(page, 'statuses.CLOSED');
  await expect(statusSelect).toHaveValue(notAssigned);
  await statusSelect.click();
  await page.getByRole('option', { name: closed, exact: true }).click();
  const closing = await confirmDialog(page);
  await expect(closing).toContainText(notAssigned);
  await expect(closing).toContainText(closed);
  await answerConfirm(page, 'cancel', await label(page, 'detail.statusConfirm.action.close'));
  await expect(page.getByTestId('operation-read-only')).toHaveCount(0);
  await expect(statusSelect).toHaveValue(notAssigned);
  await statusSelect.click();
  await page.getByRole('option', { name: closed, exact: true }).click();
  await answerConfirm(page, 'confirm', await label(page, 'detail.statusConfirm.action.close'));
  await expect(page.getByTestId('operation-read-only')).toBeVisible();
  await expect(statusSelect).toHaveValue(closed);
  await expect(page.getByTestId('operation-edit')).toHaveCount(0);
  // Its files stay listed, and no new one can be added.
  await page.getByTestId('tab-documents').click();
  await expect(page.getByTestId('operation-document')).toHaveCount(1);
  await expect(page.getByTestId('operation-document-dropzone')).toHaveCount(0);

  // Reopening is a status change too: asked first, and the operation is writable again.
  const inTransit = await label(page, 'statuses.IN_TRANSIT');
  await statusSelect.click();
  await page.getByRole('option', { name: inTransit, exact: true }).click();
  await answerConfirm(page, 'confirm', await label(page, 'detail.statusConfirm.action.reopen'));
  await expect(page.getByTestId('operation-read-only')).toHaveCount(0);
  await expect(statusSelect).toHaveValue(inTransit);
  await expect(page.getByTestId('operation-edit')).toBeVisible();
});

test('a closed operation offers no add buttons', async ({ page }) => {
  await page.goto('/operativa/general');
  await expect(rows(page).first()).toBeVisible(LOAD);
  await pickStatus(page, 'CLOSED');
  await expect.poll(async () => new Set(await statusesShown(page))).toEqual(new Set(['CLOSED']));
  await table(page).getByTestId('operation-link').first().click();
  await expect(page.getByTestId('operation-detail')).toBeVisible(LOAD);
  await expect(page.getByTestId('operation-read-only')).toBeVisible();
  await expect(page.getByTestId('event-add')).toHaveCount(0);
  await page.getByTestId('tab-notes').click();
  await expect(page.getByTestId('operation-notes')).toBeVisible();
  await expect(page.getByTestId('note-form')).toHaveCount(0);
  await expect(page.getByTestId('note-correct')).toHaveCount(0);
  await page.goto('/operativa/general');
});

test("comercial's APPROVED quotation opens an operation that operativo finds by quote number", async ({
  page,
  browser,
  baseURL,
  demoToken,
  request,
}) => {
  const token = await demoToken('comercial');
  const auth = { Authorization: `Bearer ${token}` };
  const history = (await (
    await request.get('/app/v1/quotations?view=history&status=APPROVED&limit=50', { headers: auth })
  ).json()) as { items: { reference: string; transportMode: string }[] };
  let quote: string | null = null;
  // An express quotation opens an express shipment (the express lists'); this walk is the general list's.
  for (const q of history.items.filter((i) => i.transportMode !== 'EXPRESS')) {
    const linked = (await (
      await request.get(`/operations/v1/quotation-operations/${q.reference}`, { headers: auth })
    ).json()) as { reference: string | null };
    if (!linked.reference) {
      quote = q.reference;
      break;
    }
  }
  if (!quote) throw new Error('no unopened APPROVED demo quotation of comercial');

  const commercial = await staffPage(browser, baseURL!, token, LOAD.timeout);
  await commercial.goto(`/mis-cotizaciones/${quote}`);
  await commercial.getByTestId('quotation-open-operation').click(LOAD);
  const opened = commercial.getByTestId('quotation-operation-reference');
  await expect(opened).toHaveText(/^OP-\d{2}-\d{6}$/, LOAD);
  const reference = (await opened.textContent())!;
  await commercial.context().close();

  await page.goto('/operativa/general');
  await expect(rows(page).first()).toBeVisible(LOAD);
  const found = page.waitForResponse(
    (r) => r.url().includes('/operations/v1/operations?') && r.url().includes(`quoteNumber=${quote}`),
  );
  await page.getByTestId('filters-more').click();
  await page.getByTestId('operations-filter-quoteNumber').fill(quote);
  await found;
  await page.keyboard.press('Escape');
  await expect.poll(async () => table(page).getByTestId('operation-link').allTextContents()).toEqual([reference]);
  await table(page).getByTestId('operation-link').click();
  await expect(page.getByTestId('operation-info')).toContainText(quote);
  await page.goto('/operativa/general');
});

test('operativo imports the sample shipments file: checked first, imported once, a second check finds nothing to change', async ({
  page,
}) => {
  const sample = fileURLToPath(new URL('../../prisma/seed/sample-shipments-import.csv', import.meta.url));
  await page.goto('/operativa/general');
  const language = await pageLanguage(page);
  const counts = (created: number, updated: number, unchanged: number) =>
    translation(language, 'operations', 'import.counts')
      .replace('{{created}}', String(created))
      .replace('{{updated}}', String(updated))
      .replace('{{unchanged}}', String(unchanged));
  await expect(rows(page).first()).toBeVisible(LOAD);

  await page.getByTestId('operations-import').click();
  await page.locator('input[type="file"]').setInputFiles(sample);
  await expect(page.getByTestId('import-run')).toBeDisabled();
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-counts')).toHaveText(counts(3, 0, 0));
  await expect(page.getByTestId('import-errors')).toHaveCount(0);
  await page.getByTestId('import-run').click();
  await expect(page.getByTestId('import-modal').getByTestId('import-run')).toHaveCount(0);

  await page.getByTestId('operations-import').click();
  await page.locator('input[type="file"]').setInputFiles(sample);
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-counts')).toHaveText(counts(0, 0, 3));
  await expect(page.getByTestId('import-run')).toBeDisabled();
  await page.keyboard.press('Escape');

  const found = page.waitForResponse(
    (r) => r.url().includes('/operations/v1/operations?') && r.url().includes('shipmentKey=IMP-SK-0001'),
  );
  await page.getByTestId('filters-more').click();
  await page.getByTestId('operations-filter-shipmentKey').fill('IMP-SK-0001');
  await found;
  await expect.poll(async () => (await table(page).getByTestId('operation-link').allTextContents()).length).toBe(1);
  await page.getByTestId('operations-filter-shipmentKey').fill('');
});
