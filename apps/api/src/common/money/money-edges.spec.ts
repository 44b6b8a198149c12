import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import {
  averageCents,
  centsToNumber,
  centsToString,
  decimalPlacesOf,
  decimalToNumber,
  exchangeTable,
  fixedToString,
  formatAmount,
  formatNumber,
  parseFixed,
  rescale,
  roundHalfAwayFromZero,
  roundToCents,
  roundToScale,
  shareOf,
  shareToPercent,
  toCents,
} from '@freight/shared';

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

// The edges of the money module: what enters (JSON numbers, column text, typed numbers) and what
// leaves (JSON numbers, column text, formatted text), and the one rounding rule between them.
describe('money module edges', () => {
  it('rounds half away from zero, both signs', () => {
    expect([5n, -5n, 4n, -4n, 6n, -6n].map((n) => roundHalfAwayFromZero(n, 2n * 5n))).toEqual([
      1n,
      -1n,
      0n,
      0n,
      1n,
      -1n,
    ]);
    expect(roundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
    expect(rescale(-1005n, 3, 2)).toBe(-101n);
    expect(rescale(12n, 2, 4)).toBe(1200n);
  });

  it('reads JSON numbers, exponent text and stored decimals exactly, and refuses digits a scale cannot hold', () => {
    expect(parseFixed(1.005, 3)).toBe(1005n);
    expect(parseFixed(2e-7, 7)).toBe(2n);
    expect(parseFixed('1.5e3', 0)).toBe(1500n);
    expect(parseFixed(new D('-7.10'), 2)).toBe(-710n);
    expect(parseFixed(' 12.50 ', 2)).toBe(1250n);
    expect(() => parseFixed(0.1 + 0.2, 2)).toThrow(RangeError); // a float's noise is refused, never rounded away
    expect(() => parseFixed('1.234', 2)).toThrow(RangeError);
    expect(() => parseFixed('abc', 2)).toThrow(RangeError);
    expect(() => parseFixed(Number.NaN, 2)).toThrow(RangeError);
    expect(() => parseFixed('1e999999', 2)).toThrow(RangeError);
    expect(decimalPlacesOf(1.0049)).toBe(4);
    expect(decimalPlacesOf('2.500')).toBe(1);
    expect(decimalPlacesOf(1e-7)).toBe(7);
  });

  it('writes cents back as the same digits: JSON numbers, column text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (c) => {
        const text = centsToString(c);
        expect(toCents(text)).toBe(c);
        expect(toCents(centsToNumber(c))).toBe(c);
        expect(new D(centsToNumber(c)).toFixed(2)).toBe(text);
      }),
      { numRuns: 2000 },
    );
    expect(centsToString(-5n)).toBe('-0.05');
    expect(decimalToNumber(new D('12.3456'), 4)).toBe(12.3456);
    expect(fixedToString(1234n, 0)).toBe('1234');
  });

  it('rounds a decimal of any precision once to a scale', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 8 }),
        (units, scale) => {
          const text = new D(units.toString()).div(10 ** 8).toFixed();
          // Compared as numbers: the oracle spells a rounded-away negative as "-0".
          const ours = fixedToString(roundToScale(text, scale), scale);
          expect(new D(ours).eq(new D(text).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    expect(roundToCents(0.125)).toBe(13n);
    expect(roundToCents('-0.125')).toBe(-13n);
  });

  it('formats amounts from the exact digits, never a float toFixed (2.675 → 2.68, 1.005 → 1.01)', () => {
    expect(formatAmount(2.675, 'US')).toBe('2.68');
    expect(formatAmount(1.005, 'LOCAL')).toBe('1,01');
    expect(formatAmount('15241.47', 'LOCAL')).toBe('15.241,47');
    expect(formatAmount(-0.001, 'US')).toBe('0.00');
    expect(formatAmount('-0.005', 'US')).toBe('-0.01');
    expect(formatNumber('abc', 'US')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), fc.integer({ min: 0, max: 4 }), (units, max) => {
        const value = new D(units).div(10_000);
        const expected = value.toFixed(max, Decimal.ROUND_HALF_UP);
        const plain = formatNumber(value.toNumber(), 'US', { maxDecimals: max })!.replace(/,/g, '');
        expect(new D(plain).eq(new D(expected))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('averages and shares divide exactly and round once', () => {
    expect(averageCents(1000n, 3)).toBe(333n);
    expect(averageCents(1001n, 2)).toBe(501n);
    expect(averageCents(-1001n, 2)).toBe(-501n);
    expect(averageCents(100n, 0)).toBeNull();
    expect(shareOf(1n, 8n)).toBe(0.125);
    expect(shareOf(2n, 3n)).toBe(0.6667);
    expect(shareOf(1n, 0n)).toBeNull();
    expect(shareToPercent(0.1304)).toBe(13.04);
  });

  it('reads exchange rates at 6 decimals, USD being one', () => {
    expect(
      exchangeTable([
        { currency: 'USD', perUsd: 1 },
        { currency: 'UYU', perUsd: '40.25' },
        { currency: 'EUR', perUsd: 0.912345 },
      ]),
    ).toEqual({
      USD: 1_000_000,
      UYU: 40_250_000,
      EUR: 912_345,
    });
    expect(() => exchangeTable([{ currency: 'EUR', perUsd: 0.1234567 }])).toThrow(RangeError);
  });
});
