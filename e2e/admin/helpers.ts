import type { Locator, Page } from '@playwright/test';
import { expect, pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';

// A cold page load (token check, lazy chunk, first list) gets more time than one click on a busy machine.
import { PAGE_LOAD } from '../fixtures/timeouts';

export { PAGE_LOAD };

/** Codes unique per run, so the tests pass again on the same database. */
export function uniqueCode(prefix: string, max = 10): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}`.slice(0, max);
}

export async function label(
  page: Page,
  namespace: string,
  key: string,
  values: Record<string, string> = {},
): Promise<string> {
  let text = translation(await pageLanguage(page), namespace, key);
  for (const [name, value] of Object.entries(values)) text = text.replace(`{{${name}}}`, value);
  return text;
}

/** Answers the spec's confirmation modal (title Confirmar); its buttons name the action and "Volver". */
export async function answerConfirm(
  page: Page,
  answer: 'confirm' | 'cancel',
  message: string,
  action?: string,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: await label(page, 'common', 'confirm.title') });
  await expect(dialog).toContainText(message);
  if (action) await expect(dialog.getByTestId('confirm-modal-confirm')).toHaveText(action);
  if (answer === 'cancel')
    await expect(dialog.getByTestId('confirm-modal-cancel')).toHaveText(await label(page, 'common', 'confirm.back'));
  await dialog.getByTestId(answer === 'confirm' ? 'confirm-modal-confirm' : 'confirm-modal-cancel').click();
  await expect(dialog).toBeHidden();
}

export function rows(table: Locator): Locator {
  return table.getByTestId('data-table-row');
}
