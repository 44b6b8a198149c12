import { describe, expect, it } from '@jest/globals';
import { periodText } from './analytics-reports.js';

describe('report period labels', () => {
  it('writes a week by its Monday as dd/mm/yyyy and a month as mm/yyyy', () => {
    expect(periodText('2026-03-02')).toBe('02/03/2026');
    expect(periodText('2026-11')).toBe('11/2026');
  });

  it('leaves anything else as it came', () => {
    expect(periodText('Q1')).toBe('Q1');
  });
});
