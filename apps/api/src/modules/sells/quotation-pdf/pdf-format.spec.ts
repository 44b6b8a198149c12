import { describe, expect, it } from '@jest/globals';
import { formatDate, formatMoney, formatQuantity } from './pdf-format.js';

describe('PDF formatting', () => {
  it("formats money exactly in the generating user's number format", () => {
    expect(formatMoney(123456789n, 'LOCAL')).toBe('1.234.567,89');
    expect(formatMoney(123456789n, 'US')).toBe('1,234,567.89');
    expect(formatMoney(5n, 'LOCAL')).toBe('0,05');
    expect(formatMoney(-100050n, 'US')).toBe('-1,000.50');
  });

  it('formats quantities without trailing zeros and dates as dd/mm/yyyy', () => {
    expect(formatQuantity(1250.5, 'LOCAL')).toBe('1.250,5');
    expect(formatQuantity(1250.5, 'US')).toBe('1,250.5');
    expect(formatQuantity(2.4, 'US', 3)).toBe('2.4');
    expect(formatQuantity(12, 'LOCAL', 0)).toBe('12');
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
  });
});
