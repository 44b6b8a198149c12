import type { Locator, Page } from '@playwright/test';
import { expect, pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';

// A cold page load (token check, lazy chunk, first list) gets more time than one click on a busy machine.
export const PAGE_LOAD = { timeout: 15_000 };

/** Codes unique per run, so the tests pass again on the same database. */
export function uniqueCode(prefix: string, max = 10): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}`.slice(0, max);
}

export async function label(page: Page, namespace: string, key: string, values: Record<string, string> = {}): Promise<string> {
  let text = translation(await pageLanguage(page), namespace, key);
  for (const [name, value] of Object.entries(values)) text = text.replace(`{{${name}}}`, value);
  return text;
}

/** Answers the spec's confirmation modal (title Confirmar, Cancelar / Confirmar). */
export async function answerConfirm(page: Page, answer: 'confirm' | 'cancel', message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: await label(page, 'common', 'confirm.title') });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: await label(page, 'common', `confirm.${answer}`), exact: true }).click();
  await expect(dialog).toBeHidden();
}

export function rows(table: Locator): Locator {
  return table.getByTestId('data-table-row');
}
