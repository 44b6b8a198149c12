import { describe, expect, it } from 'vitest';
import { formatDateText, parseDateText } from './date-text';

describe('parseDateText', () => {
  it('accepts a real dd/mm/yyyy date', () => {
    expect(parseDateText('28/02/2026')).toEqual({ value: '2026-02-28', error: null });
    expect(parseDateText('29/02/2024')).toEqual({ value: '2024-02-29', error: null });
    expect(parseDateText(' 01/12/2026 ')).toEqual({ value: '2026-12-01', error: null });
  });

  it('refuses a day that does not exist', () => {
    expect(parseDateText('31/02/2026')).toEqual({ value: null, error: 'invalidDate' });
    expect(parseDateText('29/02/2026')).toEqual({ value: null, error: 'invalidDate' });
    expect(parseDateText('00/01/2026')).toEqual({ value: null, error: 'invalidDate' });
    expect(parseDateText('10/13/2026')).toEqual({ value: null, error: 'invalidDate' });
  });

  it('accepts common short forms as day/month/year', () => {
    expect(parseDateText('5/12/26')).toEqual({ value: '2026-12-05', error: null });
    expect(parseDateText('5/12/2026')).toEqual({ value: '2026-12-05', error: null });
    expect(parseDateText('05-12-2026')).toEqual({ value: '2026-12-05', error: null });
    expect(parseDateText('05.12.2026')).toEqual({ value: '2026-12-05', error: null });
    expect(parseDateText('1/1/26')).toEqual({ value: '2026-01-01', error: null });
    expect(parseDateText('01/01/26')).toEqual({ value: '2026-01-01', error: null });
  });

  it('refuses a short form whose day does not exist', () => {
    expect(parseDateText('31/2/26')).toEqual({ value: null, error: 'invalidDate' });
    expect(parseDateText('5/13/26')).toEqual({ value: null, error: 'invalidDate' });
  });

  it('refuses other orders, mixed separators and words instead of guessing', () => {
    for (const text of ['2026-01-01', '01/01-2026', '1/1/202', '1/1/2026x', '123/1/2026', '01/01/2026x', 'hoy']) {
      expect(parseDateText(text)).toEqual({ value: null, error: 'format' });
    }
  });

  it('treats empty text as no date', () => {
    expect(parseDateText('')).toEqual({ value: null, error: null });
    expect(parseDateText('   ')).toEqual({ value: null, error: null });
  });
});

describe('formatDateText', () => {
  it('shows a stored day as dd/mm/yyyy', () => {
    expect(formatDateText('2026-03-09')).toBe('09/03/2026');
    expect(formatDateText(null)).toBe('');
  });
});
