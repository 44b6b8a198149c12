import { describe, expect, it } from '@jest/globals';
import { zonedExcelDate } from '../export/excel-date.js';
import { formatDayTime } from '../../modules/pricing/mail-dates.js';
import { wallClock, wallClockAsUtc } from './wall-clock.js';

describe('wall clock in a zone', () => {
  it('reads midnight as hour 0, not 24, and the previous day west of UTC', () => {
    expect(wallClock(new Date('2026-03-01T03:00:00Z'), 'America/Montevideo')).toEqual({
      year: 2026, month: 3, day: 1, hour: 0, minute: 0, second: 0,
    });
    expect(wallClock(new Date('2026-03-01T02:59:59Z'), 'America/Montevideo')).toEqual({
      year: 2026, month: 2, day: 28, hour: 23, minute: 59, second: 59,
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

  it('gives exports and mails the time the user sees', () => {
    expect(zonedExcelDate('2026-11-26T15:04:05.678Z', 'America/Montevideo').toISOString()).toBe('2026-11-26T12:04:05.000Z');
    expect(zonedExcelDate('2026-11-26T15:04:05Z', 'Asia/Kolkata').toISOString()).toBe('2026-11-26T20:34:05.000Z');
    expect(formatDayTime(new Date('2027-01-01T02:05:00Z'), 'America/Montevideo')).toBe('31/12/2026 23:05 (America/Montevideo)');
  });

  it('refuses an unknown zone as before (the formatter throws) and keeps serving known ones', () => {
    expect(() => wallClock(new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(wallClock(new Date('2026-06-01T12:00:00Z'), 'UTC').hour).toBe(12);
  });
});
