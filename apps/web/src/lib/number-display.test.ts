import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoneyAmount, formatNumber, formatPercent } from './formatting';

describe('one number format on screen (issue 24, item 6)', () => {
  it('keeps money at two decimals and percentages labelled with %', () => {
    expect(formatMoneyAmount(60.3, 'US')).toBe('60.30');
    expect(formatMoneyAmount(-1234.5, 'LOCAL')).toBe('-1.234,50');
    expect(formatCurrency(1234.5, 'LOCAL')).toBe('US$ 1.234,50');
    expect(formatPercent(13.04, 'US')).toBe('13.04 %');
    expect(formatPercent(15, 'LOCAL')).toBe('15,00 %');
    expect(formatPercent(null, 'US')).toBe('—');
  });

  it('shows N/A for a missing number and rounds to the decimals asked', () => {
    expect(formatNumber(null, 3, 'US')).toBe('N/A');
    expect(formatNumber('2.4000', 3, 'LOCAL')).toBe('2,4');
    expect(formatNumber(1536 / 1024, 1, 'US')).toBe('1.5');
  });
});
