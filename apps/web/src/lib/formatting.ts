import type { CurrencyFormat } from '@freight/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useMemo } from 'react';
import { preferencesStore, usePreferences } from './preferences';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec section 9: local dates are dd/mm/yyyy with a 24-hour clock. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const NOT_AVAILABLE = 'N/A';

export type DateInput = string | number | Date | null | undefined;
export type AmountInput = number | string | null | undefined;

// A bare calendar date (a due date, a validity) names a day, not an instant: no zone shift.
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toZoned(value: DateInput, timeZone: string): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' && CALENDAR_DATE.test(value) ? dayjs(value) : dayjs(value).tz(timeZone);
  return date.isValid() ? date : null;
}

/**
 * dd/mm/yyyy in the user's time zone (spec sections 5 and 9); N/A when missing.
 * Without `timeZone` the signed-in user's preference applies.
 */
export function formatDate(value: DateInput, timeZone: string = preferencesStore.get().timeZone): string {
  return toZoned(value, timeZone)?.format(DATE_FORMAT) ?? NOT_AVAILABLE;
}

/** dd/mm/yyyy HH:mm, 24-hour clock, in the user's time zone; N/A when missing. */
export function formatDateTime(value: DateInput, timeZone: string = preferencesStore.get().timeZone): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return formatDate(value, timeZone);
  return toZoned(value, timeZone)?.format(DATE_TIME_FORMAT) ?? NOT_AVAILABLE;
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

// The API sends decimals as strings to keep their precision; an empty string is missing.
function toAmount(value: AmountInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Spec section 9: US `1,000,000.00` or local `US$ 1.000.000,00` (amounts in USD);
 * a missing value shows N/A. Without `format` the signed-in user's preference applies.
 */
export function formatCurrency(value: AmountInput, format: CurrencyFormat = preferencesStore.get().currencyFormat): string {
  const amount = toAmount(value);
  if (amount === null) return NOT_AVAILABLE;
  const us = US_NUMBER.format(amount);
  if (format === 'US') return us;
  // Swap the separators rather than rely on a locale's grouping rules (es-UY omits them below 10,000).
  const local = us.replace(/[,.]/g, (c) => (c === ',' ? '.' : ','));
  return local.startsWith('-') ? `-US$ ${local.slice(1)}` : `US$ ${local}`;
}

export type Formatters = {
  currencyFormat: CurrencyFormat;
  timeZone: string;
  currency: (value: AmountInput) => string;
  date: (value: DateInput) => string;
  dateTime: (value: DateInput) => string;
};

/**
 * The formatters bound to the user's current preferences; components use this so a
 * saved change on the settings page re-renders every amount and date at once.
 */
export function useFormatters(): Formatters {
  const { currencyFormat, timeZone } = usePreferences();
  return useMemo(
    () => ({
      currencyFormat,
      timeZone,
      currency: (value) => formatCurrency(value, currencyFormat),
      date: (value) => formatDate(value, timeZone),
      dateTime: (value) => formatDateTime(value, timeZone),
    }),
    [currencyFormat, timeZone],
  );
}
