import { formatAmount, formatNumber, parseNumberInput } from '@freight/shared';
import { describe, expect, it } from 'vitest';

const read = (text: string, format: 'US' | 'LOCAL') => {
  const r = parseNumberInput(text, format);
  return r.ok ? r.value : r.reason;
};

describe('parseNumberInput: read as typed or refused, never reinterpreted', () => {
  it('reads the local format (decimal comma, dot groups)', () => {
    expect(read('80,5', 'LOCAL')).toBe(80.5);
    expect(read('1.234,5', 'LOCAL')).toBe(1234.5);
    expect(read('1.234', 'LOCAL')).toBe(1234);
    expect(read('1.5', 'LOCAL')).toBe(1.5); // a dot before one digit cannot be a group
    expect(read('12.345.678,25', 'LOCAL')).toBe(12345678.25);
  });
  it('reads the US format (decimal point, comma groups)', () => {
    expect(read('80.5', 'US')).toBe(80.5);
    expect(read('1,234.5', 'US')).toBe(1234.5);
    expect(read('1,234', 'US')).toBe(1234);
    expect(read('80,5', 'US')).toBe(80.5); // a comma before one digit cannot be a group
    expect(read('1.234,5', 'US')).toBe(1234.5); // both separators: the last one is the decimal
  });
  it('refuses what it cannot read', () => {
    for (const format of ['US', 'LOCAL'] as const) {
      expect(read('', format)).toBe('EMPTY');
      expect(read('12a', format)).toBe('INVALID');
      expect(read('1,2,3', format)).toBe('INVALID');
      expect(read('1.2.3', format)).toBe('INVALID');
      expect(read('1,23,4.5', format)).toBe('INVALID');
      expect(read('.', format)).toBe('INVALID');
      expect(read('--1', format)).toBe('INVALID');
    }
  });
  it('keeps signs and spaces harmless', () => {
    expect(read(' -1 234,5 ', 'LOCAL')).toBe(-1234.5);
    expect(read('0', 'US')).toBe(0);
  });
});

describe('formatNumber / formatAmount', () => {
  it('formats in the user format only', () => {
    expect(formatNumber(1752.5, 'US')).toBe('1,752.5');
    expect(formatNumber(1752.5, 'LOCAL')).toBe('1.752,5');
    expect(formatNumber('1216', 'LOCAL')).toBe('1.216');
    expect(formatAmount('60.3', 'LOCAL')).toBe('60,30');
    expect(formatAmount(-1234567.891, 'US')).toBe('-1,234,567.89');
    expect(formatNumber(null, 'US')).toBeNull();
    expect(formatNumber(-0.001, 'US')).toBe('0');
  });
  it('round-trips what it formats', () => {
    for (const format of ['US', 'LOCAL'] as const)
      for (const v of [0.5, 12, 1234.56, 98765432.1]) expect(read(formatNumber(v, format)!, format)).toBe(v);
  });
});
