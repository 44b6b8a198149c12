import { isValidDateText } from '@/lib/formatting';

/** Why typed text is not a date: not dd/mm/yyyy at all, or a day that does not exist (31/02). */
export type DateTextError = 'format' | 'invalidDate';

export type DateTextResult = { value: string | null; error: null } | { value: null; error: DateTextError };

const PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Spec section 5: dates must be dd/mm/yyyy. Returns the day as `YYYY-MM-DD`; empty text is
 * "no date". Short forms (1/1/26) and ISO text (2026-01-01) are refused, not guessed.
 */
export function parseDateText(text: string): DateTextResult {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  const match = PATTERN.exec(trimmed);
  if (!match) return { value: null, error: 'format' };
  if (!isValidDateText(trimmed)) return { value: null, error: 'invalidDate' };
  return { value: `${match[3]}-${match[2]}-${match[1]}`, error: null };
}

/** `YYYY-MM-DD` back to the dd/mm/yyyy the user sees; empty for no date. */
export function formatDateText(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
