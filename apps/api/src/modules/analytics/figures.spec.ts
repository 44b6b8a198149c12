import { describe, expect, it } from '@jest/globals';
import { percentile, ratio, winFigures } from './figures.js';
import { rangeOf } from './analytics-scope.js';

describe('analytics figures', () => {
  it('takes the nearest-rank percentile of a histogram', () => {
    const h = (values: number[]) => values.map((value) => ({ value, count: 1 }));
    expect(percentile(h([1, 2, 3, 4]), 0.5)).toBe(2);
    expect(percentile(h([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 0.9)).toBe(9);
    expect(
      percentile(
        [
          { value: 3, count: 5 },
          { value: 50, count: 1 },
        ],
        0.9,
      ),
    ).toBe(50);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('counts a win rate over decided quotations only', () => {
    expect(
      winFigures([
        { status: 'APPROVED', quotations: 3 },
        { status: 'NOT_APPROVED', quotations: 1 },
        { status: 'SENT', quotations: 4 },
      ]),
    ).toEqual({
      quotations: 8,
      won: 3,
      lost: 1,
      winRate: 0.75,
    });
    expect(ratio(1, 0)).toBeNull();
  });

  it('reads the range from dates, a preset or the last 12 months', () => {
    expect(rangeOf({ from: '2026-01-01', to: '2026-01-31' }, '2026-11-25')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rangeOf({ preset: 'last7Days' }, '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(rangeOf({ preset: 'lastMonth' }, '2026-03-31')).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(rangeOf({}, '2026-11-25')).toEqual({ from: '2025-11-25', to: '2026-11-25' });
  });
});
