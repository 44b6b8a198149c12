import { formatAmount, formatNumber as formatSharedNumber, type CurrencyFormat } from '@freight/shared';
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
export function formatCurrency(
  value: AmountInput,
  format: CurrencyFormat = preferencesStore.get().currencyFormat,
): string {
  const amount = toAmount(value);
  if (amount === null) return NOT_AVAILABLE;
  const text = formatAmount(amount, format) ?? NOT_AVAILABLE;
  if (format === 'US') return text;
  return text.startsWith('-') ? `-US$ ${text.slice(1)}` : `US$ ${text}`;
}

/**
 * A plain number (a quantity, a weight, a volume) in the user's format, US `1,752.5` or local
 * `1.752,5`, through the shared formatter every screen, export and PDF uses; N/A when missing.
 */
export function formatNumber(
  value: AmountInput,
  maxDecimals = 3,
  format: CurrencyFormat = preferencesStore.get().currencyFormat,
): string {
  return formatSharedNumber(value, format, { maxDecimals }) ?? NOT_AVAILABLE;
}

/** Money of any currency without a symbol, always two decimals: "1,234.50" / "1.234,50". */
export function formatMoneyAmount(
  value: AmountInput,
  format: CurrencyFormat = preferencesStore.get().currencyFormat,
): string {
  return formatAmount(value, format) ?? NOT_AVAILABLE;
}

/** A percentage with two decimals: "13.04 %" / "13,04 %"; a dash when it cannot be computed. */
export function formatPercent(
  value: number | null | undefined,
  format: CurrencyFormat = preferencesStore.get().currencyFormat,
): string {
  if (value === null || value === undefined) return '—';
  return `${formatSharedNumber(value, format, { minDecimals: 2, maxDecimals: 2 }) ?? '—'} %`;
}

/** One spelling of the units on every screen (and in the PDF): kg, lb and m³. */
export const UNITS = { kg: 'kg', lb: 'lb', m3: 'm³' } as const;

export type Formatters = {
  currencyFormat: CurrencyFormat;
  timeZone: string;
  currency: (value: AmountInput) => string;
  /** Money of another currency, without a symbol (callers print the currency code beside it). */
  amount: (value: AmountInput) => string;
  /** A quantity, weight or volume (up to 3 decimals by default). */
  number: (value: AmountInput, maxDecimals?: number) => string;
  percent: (value: number | null | undefined) => string;
  /** "1,752.5 kg" / "1.752,5 kg". */
  weight: (kg: AmountInput) => string;
  /** "12.5 m³" / "12,5 m³". */
  volume: (m3: AmountInput) => string;
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
      amount: (value) => formatMoneyAmount(value, currencyFormat),
      number: (value, maxDecimals = 3) => formatNumber(value, maxDecimals, currencyFormat),
      percent: (value) => formatPercent(value, currencyFormat),
      weight: (kg) => `${formatNumber(kg, 3, currencyFormat)} ${UNITS.kg}`,
      volume: (m3) => `${formatNumber(m3, 3, currencyFormat)} ${UNITS.m3}`,
      date: (value) => formatDate(value, timeZone),
      dateTime: (value) => formatDateTime(value, timeZone),
    }),
    [currencyFormat, timeZone],
  );
}
