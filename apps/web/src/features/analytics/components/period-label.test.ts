import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label';

describe('periodLabel', () => {
  it('shows a week by its Monday as dd/mm/yyyy, whatever the time zone', () => {
    expect(periodLabel('2026-03-02')).toBe('02/03/2026');
  });
  it('shows a month as mm/yyyy', () => {
    expect(periodLabel('2026-11')).toBe('11/2026');
  });
  it('leaves anything else as it came', () => {
    expect(periodLabel('Q1')).toBe('Q1');
  });
});
