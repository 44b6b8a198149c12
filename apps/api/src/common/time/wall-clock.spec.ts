import { describe, expect, it } from '@jest/globals';
import { zonedExcelDate } from '../export/excel-date.js';
import { wallClock, wallClockAsUtc } from './wall-clock.js';

describe('wall clock in a zone', () => {
  it('reads midnight as hour 0, not 24, and the previous day west of UTC', () => {
    expect(wallClock(new Date('2026-03-01T03:00:00Z'), 'America/Montevideo')).toEqual({
      year: 2026,
      month: 3,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(wallClock(new Date('2026-03-01T02:59:59Z'), 'America/Montevideo')).toEqual({
      year: 2026,
      month: 2,
      day: 28,
      hour: 23,
      minute: 59,
      second: 59,
    });
  });

  it('follows daylight-saving changes, with the same zone asked many times in a row', () => {
    const before = new Date('2026-03-29T00:30:00Z'); // Madrid still at +01:00
    const after = new Date('2026-03-29T01:30:00Z'); // Madrid at +02:00 since 01:00 UTC
    for (let i = 0; i < 3; i++) {
      expect(wallClockAsUtc(before, 'Europe/Madrid') - before.getTime()).toBe(60 * 60_000);
      expect(wallClockAsUtc(after, 'Europe/Madrid') - after.getTime()).toBe(120 * 60_000);
    }
  });

  it('gives exports the time the user sees', () => {
    expect(zonedExcelDate('2026-11-26T15:04:05.678Z', 'America/Montevideo').toISOString()).toBe(
      '2026-11-26T12:04:05.000Z',
    );
    expect(zonedExcelDate('2026-11-26T15:04:05Z', 'Asia/Kolkata').toISOString()).toBe('2026-11-26T20:34:05.000Z');
  });

  it('refuses an unknown zone as before (the formatter throws) and keeps serving known ones', () => {
    expect(() => wallClock(new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(wallClock(new Date('2026-06-01T12:00:00Z'), 'UTC').hour).toBe(12);
  });
});

describe('wall clock as UTC, cached by hour', () => {
  /** The definition, read from the parts of each instant. */
  const byParts = (at: Date, timeZone: string) => {
    const c = wallClock(at, timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  };

  it.each([
    ['Europe/Madrid', '2026-03-29T00:00:00Z'], // spring forward at 01:00 UTC
    ['Europe/Madrid', '2026-10-25T00:00:00Z'], // fall back at 01:00 UTC
    ['America/St_Johns', '2026-03-08T03:00:00Z'], // -3:30 to -2:30 at 05:30 UTC, inside an hour
    ['Australia/Lord_Howe', '2026-04-04T12:00:00Z'], // a half-hour change
    ['Asia/Kolkata', '2026-11-26T00:00:00Z'], // a half-hour offset, no change
    ['America/Montevideo', '1920-05-01T01:00:00Z'], // local mean time (-3:44:51) ends at 03:44:51 UTC
  ])(
    'matches the parts of every instant, seconds and milliseconds included, around a change in %s from %s',
    (timeZone, from) => {
      const start = new Date(from).getTime();
      for (let t = start; t < start + 6 * 3_600_000; t += 59_999) {
        for (const at of [new Date(t), new Date(t + 1), new Date(t - 1)]) {
          expect([at.toISOString(), wallClockAsUtc(at, timeZone)]).toEqual([at.toISOString(), byParts(at, timeZone)]);
        }
      }
    },
  );
});
