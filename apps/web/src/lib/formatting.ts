import { DEFAULT_TIME_ZONE, type CurrencyFormat } from '@freight/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec section 9: local dates are dd/mm/yyyy with a 24-hour clock. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const NOT_AVAILABLE = 'N/A';

type DateInput = string | number | Date | null | undefined;

function inZone(value: string | number | Date, timeZone: string): dayjs.Dayjs {
  return dayjs(value).tz(timeZone);
}

export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  const date = inZone(value, timeZone);
  return date.isValid() ? date.format(DATE_FORMAT) : NOT_AVAILABLE;
}

export function formatDateTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  const date = inZone(value, timeZone);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : NOT_AVAILABLE;
}

/** Strict dd/mm/yyyy check (spec section 5), rejecting impossible dates such as 31/02. */
export function isValidDateText(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const US_NUMBER = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Spec section 9: US `1,000,000.00` or local `US$ 1.000.000,00` (amounts in USD);
 * a missing value shows N/A.
 */
export function formatCurrency(value: number | null | undefined, format: CurrencyFormat): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NOT_AVAILABLE;
  const us = US_NUMBER.format(value);
  if (format === 'US') return us;
  // Swap the separators rather than rely on a locale's grouping rules (es-UY omits them below 10,000).
  const local = us.replace(/[,.]/g, (c) => (c === ',' ? '.' : ','));
  return local.startsWith('-') ? `-US$ ${local.slice(1)}` : `US$ ${local}`;
}
