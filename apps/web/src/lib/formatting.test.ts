import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDateTime, isValidDateText } from './formatting';

describe('formatCurrency', () => {
  it('shows the US and local formats of spec section 9', () => {
    expect(formatCurrency(1_000_000, 'US')).toBe('1,000,000.00');
    expect(formatCurrency(1_000_000, 'LOCAL')).toBe('US$ 1.000.000,00');
    expect(formatCurrency(-1234.5, 'LOCAL')).toBe('-US$ 1.234,50');
  });

  it('shows N/A for a missing value', () => {
    expect(formatCurrency(null, 'US')).toBe('N/A');
    expect(formatCurrency(undefined, 'LOCAL')).toBe('N/A');
  });
});

describe('dates', () => {
  it('formats dd/mm/yyyy with a 24-hour clock in the user time zone', () => {
    expect(formatDateTime('2025-03-04T18:30:00Z', 'America/Montevideo')).toBe('04/03/2025 15:30');
    expect(formatDateTime(null)).toBe('N/A');
  });

  it('accepts only real dd/mm/yyyy dates', () => {
    expect(isValidDateText('29/02/2024')).toBe(true);
    expect(isValidDateText('31/02/2024')).toBe(false);
    expect(isValidDateText('2024-02-01')).toBe(false);
  });
});
