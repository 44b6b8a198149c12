import { afterEach, describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, isValidDateText } from './formatting';
import { preferencesStore } from './preferences';

afterEach(() => preferencesStore.reset());

describe('formatCurrency', () => {
  it('shows the US and local formats of spec section 9', () => {
    expect(formatCurrency(1_000_000, 'US')).toBe('1,000,000.00');
    expect(formatCurrency(1_000_000, 'LOCAL')).toBe('US$ 1.000.000,00');
    expect(formatCurrency(-1234.5, 'LOCAL')).toBe('-US$ 1.234,50');
  });

  it('always shows two decimals and groups thousands, even below 10,000', () => {
    expect(formatCurrency(0, 'US')).toBe('0.00');
    expect(formatCurrency(0, 'LOCAL')).toBe('US$ 0,00');
    expect(formatCurrency(1234.5, 'US')).toBe('1,234.50');
    expect(formatCurrency(1234.5, 'LOCAL')).toBe('US$ 1.234,50');
    expect(formatCurrency(0.005, 'US')).toBe('0.01');
    expect(formatCurrency(-1_000_000, 'US')).toBe('-1,000,000.00');
  });

  it('reads the decimal strings the API sends', () => {
    expect(formatCurrency('1000000.5', 'US')).toBe('1,000,000.50');
    expect(formatCurrency('1000000.5', 'LOCAL')).toBe('US$ 1.000.000,50');
  });

  it('shows N/A for a missing value', () => {
    expect(formatCurrency(null, 'US')).toBe('N/A');
    expect(formatCurrency(undefined, 'LOCAL')).toBe('N/A');
    expect(formatCurrency(Number.NaN, 'US')).toBe('N/A');
    expect(formatCurrency('', 'LOCAL')).toBe('N/A');
    expect(formatCurrency('not a number', 'US')).toBe('N/A');
  });

  it('follows the user preference when no format is given', () => {
    expect(formatCurrency(1_000_000)).toBe('1,000,000.00');
    preferencesStore.set({ currencyFormat: 'LOCAL' });
    expect(formatCurrency(1_000_000)).toBe('US$ 1.000.000,00');
  });
});

describe('dates', () => {
  it('formats dd/mm/yyyy with a 24-hour clock in the user time zone', () => {
    expect(formatDateTime('2025-03-04T18:30:00Z', 'America/Montevideo')).toBe('04/03/2025 15:30');
    expect(formatDateTime('2025-03-04T23:05:00Z', 'UTC')).toBe('04/03/2025 23:05');
    expect(formatDate('2025-03-04T18:30:00Z', 'America/Montevideo')).toBe('04/03/2025');
  });

  it('shifts the day when the time zone crosses midnight', () => {
    const instant = '2025-12-31T23:30:00Z';
    expect(formatDateTime(instant, 'UTC')).toBe('31/12/2025 23:30');
    expect(formatDateTime(instant, 'Asia/Tokyo')).toBe('01/01/2026 08:30');
    expect(formatDateTime(instant, 'America/Los_Angeles')).toBe('31/12/2025 15:30');
    expect(formatDate(instant, 'Asia/Tokyo')).toBe('01/01/2026');
    // Half-hour offsets too (UTC+05:30).
    expect(formatDateTime(instant, 'Asia/Kolkata')).toBe('01/01/2026 05:00');
  });

  it('accepts epoch milliseconds and Date objects', () => {
    const instant = Date.UTC(2024, 1, 29, 12, 0);
    expect(formatDateTime(instant, 'UTC')).toBe('29/02/2024 12:00');
    expect(formatDateTime(new Date(instant), 'America/Montevideo')).toBe('29/02/2024 09:00');
  });

  it('keeps a bare calendar date on its day whatever the time zone', () => {
    expect(formatDate('2025-03-04', 'Asia/Tokyo')).toBe('04/03/2025');
    expect(formatDate('2025-03-04', 'Pacific/Honolulu')).toBe('04/03/2025');
  });

  it('follows the user time zone when none is given', () => {
    const instant = '2025-03-04T18:30:00Z';
    expect(formatDateTime(instant)).toBe('04/03/2025 15:30');
    preferencesStore.set({ timeZone: 'Europe/Madrid' });
    expect(formatDateTime(instant)).toBe('04/03/2025 19:30');
  });

  it('shows N/A for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });

  it('accepts only real dd/mm/yyyy dates', () => {
    expect(isValidDateText('29/02/2024')).toBe(true);
    expect(isValidDateText('31/02/2024')).toBe(false);
    expect(isValidDateText('29/02/2023')).toBe(false);
    expect(isValidDateText('2024-02-01')).toBe(false);
    expect(isValidDateText('1/2/2024')).toBe(false);
  });
});

describe('preferences', () => {
  it('ignores an unknown currency format or time zone', () => {
    preferencesStore.set({ timeZone: 'Not/AZone', currencyFormat: 'EURO' as never });
    expect(preferencesStore.get()).toEqual({ currencyFormat: 'US', timeZone: 'America/Montevideo' });
  });
});
