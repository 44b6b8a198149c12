import { describe, expect, it } from '@jest/globals';
import { rollupSegments, type Segment } from './rollup-segments.js';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days a plan reads, one by one (a week row covers Monday..Sunday, a month row its month). */
function daysOf(segments: Segment[]): string[] {
  const out: string[] = [];
  for (const s of segments) {
    for (let t = Date.parse(`${s.from}T00:00:00Z`); day(t) <= s.to;) {
      const start = new Date(t);
      const end =
        s.grain === 'day'
          ? t
          : s.grain === 'week'
            ? t + 6 * DAY_MS
            : Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - DAY_MS;
      if (s.grain === 'week') expect(start.getUTCDay()).toBe(1);
      if (s.grain === 'month') expect(start.getUTCDate()).toBe(1);
      for (let d = t; d <= end; d += DAY_MS) out.push(day(d));
      t = end + DAY_MS;
    }
  }
  return out;
}

function range(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); day(t) <= to; t += DAY_MS) out.push(day(t));
  return out;
}

describe('rollup segments', () => {
  it('reads whole months, whole weeks inside the edge months, and the edge days', () => {
    expect(rollupSegments('2025-01-01', '2025-12-31', 'month')).toEqual([
      { grain: 'month', from: '2025-01-01', to: '2025-12-01' },
    ]);
    expect(rollupSegments('2025-01-15', '2025-03-10', 'month')).toEqual([
      { grain: 'day', from: '2025-01-15', to: '2025-01-19' },
      { grain: 'week', from: '2025-01-20', to: '2025-01-20' },
      { grain: 'day', from: '2025-01-27', to: '2025-01-31' },
      { grain: 'month', from: '2025-02-01', to: '2025-02-01' },
      { grain: 'day', from: '2025-03-01', to: '2025-03-02' },
      { grain: 'week', from: '2025-03-03', to: '2025-03-03' },
      { grain: 'day', from: '2025-03-10', to: '2025-03-10' },
    ]);
    // Weekly figures: no month rows; the weeks cross months freely.
    expect(rollupSegments('2025-01-15', '2025-03-10', 'week')).toEqual([
      { grain: 'day', from: '2025-01-15', to: '2025-01-19' },
      { grain: 'week', from: '2025-01-20', to: '2025-03-03' },
      { grain: 'day', from: '2025-03-10', to: '2025-03-10' },
    ]);
    expect(rollupSegments('2025-01-15', '2025-03-10', 'day')).toEqual([
      { grain: 'day', from: '2025-01-15', to: '2025-03-10' },
    ]);
  });

  it('covers every day of the range exactly once, never a week across a month or a cut', () => {
    const starts = ['2023-12-27', '2024-02-01', '2024-02-26', '2024-03-04', '2024-12-30'];
    const lengths = [0, 1, 6, 7, 13, 31, 45, 70, 400];
    for (const from of starts) {
      for (const n of lengths) {
        const to = day(Date.parse(`${from}T00:00:00Z`) + n * DAY_MS);
        const cut = `${to.slice(0, 7)}-01`;
        for (const coarsest of ['day', 'week', 'month'] as const) {
          const plan = rollupSegments(from, to, coarsest, [cut]);
          expect(daysOf(plan)).toEqual(range(from, to));
          if (coarsest === 'day') expect(plan).toHaveLength(1);
          for (const s of plan.filter((x) => x.grain === 'week')) {
            // Each week it reads: inside one month (month plans) and on one side of the cut.
            for (let t = Date.parse(`${s.from}T00:00:00Z`); day(t) <= s.to; t += 7 * DAY_MS) {
              const sunday = day(t + 6 * DAY_MS);
              if (coarsest === 'month') expect(sunday.slice(0, 7)).toBe(day(t).slice(0, 7));
              expect(day(t) < cut).toBe(sunday < cut);
            }
          }
        }
      }
    }
  });
});
