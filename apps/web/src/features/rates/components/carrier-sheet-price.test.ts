import { describe, expect, it } from 'vitest';
import type { CurrencyFormat } from '@freight/shared';
import { formatMoneyAmount, formatNumber } from '@/lib/formatting';
import { priceText } from './carrier-sheet-price';

const f = (format: CurrencyFormat) => ({
  amount: (v: string | number | null | undefined) => formatMoneyAmount(v, format),
  number: (v: string | number | null | undefined, max = 3) => formatNumber(v, max, format),
});

describe("a dry run's prices in the user's number format", () => {
  it('spells an equipment price with its currency, US or local', () => {
    const p = { currency: 'USD', amount: '1900.00', minimum: null, breaks: [] };
    expect(priceText(p, f('US'), 'min.')).toBe('USD 1,900.00');
    expect(priceText(p, f('LOCAL'), 'mín.')).toBe('USD 1.900,00');
  });

  it('spells each weight break from its kilograms, and the minimum', () => {
    const p = {
      currency: 'EUR',
      amount: '3.10',
      minimum: '85.00',
      breaks: [
        { from: '0', amount: '3.10' },
        { from: '1000', amount: '2.65' },
      ],
    };
    expect(priceText(p, f('LOCAL'), 'mín.')).toBe('EUR 0+ kg: 3,10 · 1.000+ kg: 2,65 (mín. 85,00)');
  });

  it('shows a dash for a refused rate, which has no price', () => {
    expect(priceText(null, f('US'), 'min.')).toBe('—');
  });
});
