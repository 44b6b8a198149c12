import { isValidDateText } from '@/lib/formatting';

/** Why typed text is not a date: not a day/month/year at all, or a day that does not exist (31/02). */
export type DateTextError = 'format' | 'invalidDate';

export type DateTextResult = { value: string | null; error: null } | { value: null; error: DateTextError };

// Day, month, year in that order (spec section 5: dd/mm/yyyy), separated by "/", "-" or ".";
// day and month may have one digit and the year two (5/12/26).
const PATTERN = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;

/**
 * Reads a typed date as day/month/year and returns it as `YYYY-MM-DD`; empty text is "no date".
 * Common short forms are accepted (5/12/26, 5/12/2026, 05-12-2026, 05.12.2026 → 05/12/2026; a
 * two-digit year is 20yy). Other orders (2026-01-01) and words are refused, not guessed.
 */
export function parseDateText(text: string): DateTextResult {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  const match = PATTERN.exec(trimmed);
  if (!match) return { value: null, error: 'format' };
  const day = match[1].padStart(2, '0');
  const month = match[3].padStart(2, '0');
  const year = match[4].length === 2 ? `20${match[4]}` : match[4];
  if (!isValidDateText(`${day}/${month}/${year}`)) return { value: null, error: 'invalidDate' };
  return { value: `${year}-${month}-${day}`, error: null };
}

/** `YYYY-MM-DD` back to the dd/mm/yyyy the user sees; empty for no date. */
export function formatDateText(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
