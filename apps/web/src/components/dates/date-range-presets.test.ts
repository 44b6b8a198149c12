import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS, presetRange, rangeInstants, todayIn } from './date-range-presets';

// 01:30 UTC on 1 March 2026 is still 28 February in Montevideo (UTC-3) and 1 March in Tokyo.
const NOW = new Date('2026-03-01T01:30:00Z');
const MVD = 'America/Montevideo';

describe('date range presets', () => {
  it('lists the presets of spec section 9, custom last', () => {
    expect(DATE_RANGE_PRESETS).toHaveLength(17);
    expect(DATE_RANGE_PRESETS.at(-1)).toBe('custom');
  });

  it('takes "today" in the user time zone, not the browser or UTC one', () => {
    expect(todayIn(NOW, MVD)).toBe('2026-02-28');
    expect(presetRange('today', NOW, MVD)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('today', NOW, 'UTC')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('today', NOW, 'Asia/Tokyo')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('moves to the next day exactly at the user midnight', () => {
    expect(presetRange('today', new Date('2026-03-01T02:59:59Z'), MVD)?.from).toBe('2026-02-28');
    expect(presetRange('today', new Date('2026-03-01T03:00:00Z'), MVD)?.from).toBe('2026-03-01');
  });

  // Seven (fourteen) calendar days, today included, as the dashboards count them (one shared rule).
  it('computes the past presets from the user day', () => {
    expect(presetRange('yesterday', NOW, MVD)).toEqual({ from: '2026-02-27', to: '2026-02-27' });
    expect(presetRange('last7Days', NOW, MVD)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(presetRange('last14Days', NOW, MVD)).toEqual({ from: '2026-02-15', to: '2026-02-28' });
    expect(presetRange('lastMonth', NOW, MVD)).toEqual({ from: '2026-01-28', to: '2026-02-28' });
    expect(presetRange('last2Months', NOW, MVD)).toEqual({ from: '2025-12-28', to: '2026-02-28' });
    expect(presetRange('last3Months', NOW, MVD)).toEqual({ from: '2025-11-28', to: '2026-02-28' });
    expect(presetRange('last6Months', NOW, MVD)).toEqual({ from: '2025-08-28', to: '2026-02-28' });
    expect(presetRange('last12Months', NOW, MVD)).toEqual({ from: '2025-02-28', to: '2026-02-28' });
    // The same clock in UTC is already 1 March.
    expect(presetRange('yesterday', NOW, 'UTC')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('computes the future presets from the user day', () => {
    expect(presetRange('next7Days', NOW, MVD)).toEqual({ from: '2026-02-28', to: '2026-03-06' });
    expect(presetRange('next14Days', NOW, MVD)).toEqual({ from: '2026-02-28', to: '2026-03-13' });
    expect(presetRange('nextMonth', NOW, MVD)).toEqual({ from: '2026-02-28', to: '2026-03-28' });
    expect(presetRange('next2Months', NOW, MVD)).toEqual({ from: '2026-02-28', to: '2026-04-28' });
    expect(presetRange('next3Months', NOW, MVD)).toEqual({ from: '2026-02-28', to: '2026-05-28' });
    expect(presetRange('next6Months', NOW, MVD)).toEqual({ from: '2026-02-28', to: '2026-08-28' });
    expect(presetRange('next12Months', NOW, MVD)).toEqual({ from: '2026-02-28', to: '2027-02-28' });
  });

  it('clamps month arithmetic to the end of a shorter month', () => {
    // 31 March in Tokyo; a month back is 28 February (2026 is not a leap year).
    const now = new Date('2026-03-31T03:00:00Z');
    expect(presetRange('lastMonth', now, 'Asia/Tokyo')).toEqual({ from: '2026-02-28', to: '2026-03-31' });
  });

  it('leaves custom ranges to the user', () => {
    expect(presetRange('custom', NOW, MVD)).toBeNull();
  });

  it('turns days into instants at the user midnights', () => {
    expect(rangeInstants({ from: '2026-02-28', to: '2026-02-28' }, MVD)).toEqual({
      start: '2026-02-28T03:00:00.000Z',
      end: '2026-03-01T03:00:00.000Z',
    });
  });
});
