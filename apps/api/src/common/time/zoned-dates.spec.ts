import { describe, expect, it } from '@jest/globals';
import { endOfDayIn, startOfDayIn, todayIn, yearIn, zonedTimeToInstant } from './zoned-dates.js';

describe('zoned dates', () => {
  it('reads today in the user zone, not in UTC', () => {
    const lateNightUtc = new Date('2026-03-01T02:30:00Z');
    expect(todayIn('UTC', lateNightUtc)).toBe('2026-03-01');
    expect(todayIn('America/Montevideo', lateNightUtc)).toBe('2026-02-28');
    expect(todayIn('Asia/Tokyo', lateNightUtc)).toBe('2026-03-01');
  });

  it('finds the instant a day starts and ends in a zone', () => {
    expect(startOfDayIn('2026-05-10', 'America/Montevideo').toISOString()).toBe('2026-05-10T03:00:00.000Z');
    expect(endOfDayIn('2026-05-10', 'America/Montevideo').toISOString()).toBe('2026-05-11T03:00:00.000Z');
    expect(startOfDayIn('2026-05-10', 'Asia/Kolkata').toISOString()).toBe('2026-05-09T18:30:00.000Z');
  });

  it('handles a day with a DST change', () => {
    // Europe/Madrid springs forward on 2026-03-29: the day starts at +01:00.
    expect(startOfDayIn('2026-03-29', 'Europe/Madrid').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfDayIn('2026-03-29', 'Europe/Madrid').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('takes the year in the zone on new year’s eve', () => {
    expect(yearIn('America/Montevideo', new Date('2027-01-01T01:00:00Z'))).toBe(2026);
  });

  it('places a wall-clock time (events due at 12:00) in the zone, across daylight-saving changes', () => {
    expect(zonedTimeToInstant('2026-11-26', '12:00', 'America/Montevideo').toISOString()).toBe(
      '2026-11-26T15:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-07-01', '12:00', 'Europe/Madrid').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedTimeToInstant('2026-01-15', '12:00', 'Europe/Madrid').toISOString()).toBe('2026-01-15T11:00:00.000Z');
    // The day Madrid moves its clocks forward (29 March 2026, 02:00 -> 03:00): noon is already summer time.
    expect(zonedTimeToInstant('2026-03-29', '12:00', 'Europe/Madrid').toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });
});
