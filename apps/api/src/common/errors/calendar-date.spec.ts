import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isCalendarDate, isCalendarDateTime } from '@freight/shared';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('calendar dates (shared by the DTOs and the web)', () => {
  it('agrees with the calendar on every yyyy-mm-dd, months 00 to 13 and days 00 to 32', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const date = new Date(0);
          date.setUTCFullYear(y, m - 1, d);
          const exists =
            m >= 1 &&
            m <= 12 &&
            d >= 1 &&
            date.getUTCFullYear() === y &&
            date.getUTCMonth() === m - 1 &&
            date.getUTCDate() === d;
          expect(isCalendarDate(`${pad(y, 4)}-${pad(m)}-${pad(d)}`)).toBe(exists);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2025-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2028-02-29', true],
    ['0000-01-01', false],
    ['2026-1-01', false],
    ['31/12/2026', false],
    ['2026-12-31 ', false],
  ])('date %s → %s', (value, ok) => {
    expect(isCalendarDate(value)).toBe(ok);
  });

  it.each([
    ['2026-02-28T12:00:00.000Z', true],
    ['2026-02-28T12:00:00-03:00', true],
    ['2026-02-28T12:00Z', true],
    ['2026-02-28', true],
    ['2026-02-30T12:00:00.000Z', false],
    ['2026-04-31T00:00:00Z', false],
    ['2026-01-01T24:00:00Z', false],
    ['2026-01-01T10:60:00Z', false],
    ['2026-01-01T10:00:00+25:00', false],
    ['tomorrow', false],
  ])('date-time %s → %s', (value, ok) => {
    expect(isCalendarDateTime(value)).toBe(ok);
  });
});
