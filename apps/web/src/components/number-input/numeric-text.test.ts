import { describe, expect, it } from 'vitest';
import { numericExample, numericTextOf, readNumericText } from './numeric-text';

const TWO = { decimalScale: 2, allowNegative: false };
const WHOLE = { decimalScale: 0, allowNegative: false };

describe('readNumericText', () => {
  it('reads the user format and the other separator where unambiguous', () => {
    expect(readNumericText('80,5', 'LOCAL', TWO)).toEqual({ kind: 'number', value: 80.5 });
    expect(readNumericText('1.234,5', 'LOCAL', TWO)).toEqual({ kind: 'number', value: 1234.5 });
    expect(readNumericText('80.5', 'US', TWO)).toEqual({ kind: 'number', value: 80.5 });
    expect(readNumericText('1,234.5', 'US', TWO)).toEqual({ kind: 'number', value: 1234.5 });
    expect(readNumericText('80,5', 'US', TWO)).toEqual({ kind: 'number', value: 80.5 });
  });

  it('refuses what it cannot read or what the field cannot keep, never rounding', () => {
    expect(readNumericText('8o', 'LOCAL', TWO)).toEqual({ kind: 'refused', error: 'invalid' });
    expect(readNumericText('1,2,3', 'US', TWO)).toEqual({ kind: 'refused', error: 'invalid' });
    expect(readNumericText('1,234', 'LOCAL', TWO)).toEqual({ kind: 'refused', error: 'decimals' });
    expect(readNumericText('2,5', 'LOCAL', WHOLE)).toEqual({ kind: 'refused', error: 'integer' });
    expect(readNumericText('-3', 'US', TWO)).toEqual({ kind: 'refused', error: 'negative' });
    expect(readNumericText('-3', 'US', { decimalScale: 2, allowNegative: true })).toEqual({
      kind: 'number',
      value: -3,
    });
  });

  it("counts an agent's decimals exactly: 12.3456 fits four, 1.005 does not fit two", () => {
    const FOUR = { decimalScale: 4, allowNegative: false };
    expect(readNumericText('12,3456', 'LOCAL', FOUR)).toEqual({ kind: 'number', value: 12.3456 });
    expect(readNumericText('0.0001', 'US', FOUR)).toEqual({ kind: 'number', value: 0.0001 });
    expect(readNumericText('1.005', 'US', TWO)).toEqual({ kind: 'refused', error: 'decimals' });
    expect(readNumericText('0.30', 'US', TWO)).toEqual({ kind: 'number', value: 0.3 });
  });

  it('keeps empty text as no value', () => {
    expect(readNumericText('  ', 'US', TWO)).toEqual({ kind: 'empty' });
  });
});

describe('numericTextOf', () => {
  it('shows a number in the user format', () => {
    expect(numericTextOf(1234.5, 'LOCAL', 2)).toBe('1.234,5');
    expect(numericTextOf(1234.5, 'US', 2)).toBe('1,234.5');
    expect(numericTextOf('', 'US', 2)).toBe('');
    expect(numericTextOf('12.5', 'LOCAL', 2)).toBe('12,5');
    expect(numericTextOf('8o', 'LOCAL', 2)).toBe('8o');
  });

  it('gives an example in the user format', () => {
    expect(numericExample('LOCAL', 2)).toBe('1.234,5');
    expect(numericExample('US', 0)).toBe('1,234');
  });
});
