import { describe, expect, it } from 'vitest';
import { numericExample, numericTextOf, readNumericText, textMatchesValue } from './numeric-text';

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
    expect(numericTextOf(1234.5, 'LOCAL', TWO)).toBe('1.234,5');
    expect(numericTextOf(1234.5, 'US', TWO)).toBe('1,234.5');
    expect(numericTextOf('', 'US', TWO)).toBe('');
    expect(numericTextOf(Number.NaN, 'US', TWO)).toBe('');
    expect(numericTextOf('12.5', 'LOCAL', TWO)).toBe('12,5');
    expect(numericTextOf('8o', 'LOCAL', TWO)).toBe('8o');
  });

  it('keeps refused text that looks like a plain number as typed, never rounded (issue 36)', () => {
    expect(numericTextOf('0.125', 'US', TWO)).toBe('0.125');
    expect(numericTextOf('1.234', 'US', TWO)).toBe('1.234');
    expect(numericTextOf('-3', 'US', TWO)).toBe('-3');
    expect(numericTextOf('-1', 'LOCAL', TWO)).toBe('-1');
    expect(numericTextOf('1.5', 'US', WHOLE)).toBe('1.5');
    // The text shown reads back as refused, so the field keeps saying why.
    expect(readNumericText(numericTextOf('0.125', 'US', TWO), 'US', TWO).kind).toBe('refused');
  });

  it('shows a number the field would refuse whole, in the user format', () => {
    expect(numericTextOf(0.125, 'LOCAL', TWO)).toBe('0,125');
    expect(numericTextOf(-3, 'US', TWO)).toBe('-3');
  });

  it('gives an example in the user format', () => {
    expect(numericExample('LOCAL', 2)).toBe('1.234,5');
    expect(numericExample('US', 0)).toBe('1,234');
  });
});

describe('textMatchesValue', () => {
  it('takes refused text reported as itself for the text shown, even when it looks like a plain number', () => {
    expect(textMatchesValue('0.125', '0.125', 'US', TWO)).toBe(true);
    expect(textMatchesValue('-3', '-3', 'LOCAL', TWO)).toBe(true);
    expect(textMatchesValue(80.5, '80,5', 'LOCAL', TWO)).toBe(true);
    expect(textMatchesValue(80.5, '80,6', 'LOCAL', TWO)).toBe(false);
    expect(textMatchesValue('', '8o', 'US', TWO)).toBe(true);
  });
});
