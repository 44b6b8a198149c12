import { pageLanguage } from '../fixtures/auth';
import { answerConfirm } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import { operationRows as rows } from '../fixtures/operations';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

test.use({ signedInAs: 'operativo' });

const LOAD = PAGE_LOAD;

// Walks that change no list another test reads (operations.spec.ts holds those).

test("Enter in the operation form's client picker picks the best match of what was typed, never of the previous search", async ({
  page,
}) => {
  await page.goto('/operativa/general');
  await page.getByTestId('operation-new').click();
  const client = page.getByTestId('operation-form').getByTestId('operation-form-client');
  await client.fill('Frigor');
  await expect(page.getByRole('option', { name: /^Frigorífico del Plata/ })).toBeVisible(LOAD);
  // Enter at once, while "Agro" is still being searched: it waits for that answer and picks its best
  // match, never the Frigorífico result still listed.
  await client.fill('Agro');
  await client.press('Enter');
  await expect(client).toHaveValue(/^Agro/, LOAD);
});

test('closing a new operation with something typed asks first: keeping it keeps the text, discarding closes it', async ({
  page,
}) => {
  await page.goto('/operativa/general');
  await expect(rows(page).first()).toBeVisible(LOAD);
  const discard = translation(await pageLanguage(page), 'common', 'unsaved.confirm');
  await page.getByTestId('operation-new').click();
  const form = page.getByTestId('operation-form');
  const house = form.getByTestId('operation-form-house');
  await house.fill('HB-KEEP-ME');

  // Escape (as a click on the dimmed page would): the question, and keeping the work keeps it.
  await page.keyboard.press('Escape');
  await answerConfirm(page, 'cancel', discard);
  await expect(house).toHaveValue('HB-KEEP-ME');

  // Cancel, then discarding: the form closes, and opens empty next time.
  await form.getByTestId('operation-form-cancel').click();
  await answerConfirm(page, 'confirm', discard);
  await expect(form).toHaveCount(0);
  await page.getByTestId('operation-new').click();
  await expect(house).toHaveValue('');

  // Nothing typed: closing asks nothing.
  await form.getByTestId('operation-form-cancel').click();
  await expect(form).toHaveCount(0);
  await expect(
    page.getByRole('dialog', { name: translation(await pageLanguage(page), 'common', 'confirm.title') }),
  ).toHaveCount(0);
});

test("home counts the operative's overdue events and opens the agenda, where they show as overdue", async ({
  page,
}) => {
  await page.goto('/home');
  const overdue = page.getByTestId('home-agenda-overdue');
  await expect(overdue).toBeVisible(LOAD);
  expect(Number(await overdue.getAttribute('data-count'))).toBeGreaterThan(0);
  await page.getByTestId('home-agenda-open').click();
  await expect(page.getByTestId('agenda')).toBeVisible(LOAD);
  // The month grid (with the days before the 1st) holds seeded events due in the last days, still open: overdue.
  await expect(page.locator('[data-testid="agenda-event"][data-overdue="true"]').first()).toBeVisible(LOAD);
});
