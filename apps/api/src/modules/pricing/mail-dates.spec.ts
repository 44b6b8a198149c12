import { describe, expect, it } from '@jest/globals';
import { COMPANY_TIME_ZONE } from '@freight/shared';
import { costRequestTimeZone, formatDay, formatDayIn, formatDayTime } from './mail-dates.js';

describe('cost-request mail dates', () => {
  it("writes an instant's day in the zone, not UTC's, and a calendar date as entered", () => {
    const lateEvening = new Date('2026-05-21T01:15:00Z'); // 20/05 22:15 in Montevideo
    expect(formatDayIn(lateEvening, 'America/Montevideo')).toBe('20/05/2026');
    expect(formatDayTime(lateEvening, 'America/Montevideo')).toBe('20/05/2026 22:15 (America/Montevideo)');
    expect(formatDayIn(new Date('2026-05-20T22:30:00Z'), 'Asia/Tokyo')).toBe('21/05/2026');
    expect(formatDay(new Date('2030-03-15T00:00:00Z'))).toBe('15/03/2030');
  });

  it("uses the analyst's zone, else the company's", () => {
    expect(costRequestTimeZone({ timeZone: 'Europe/Madrid' })).toBe('Europe/Madrid');
    expect(costRequestTimeZone(null)).toBe(COMPANY_TIME_ZONE);
    expect(costRequestTimeZone({ timeZone: '' })).toBe(COMPANY_TIME_ZONE);
  });

  it('gives mails the wall-clock time of the zone, the previous day west of UTC', () => {
    expect(formatDayTime(new Date('2027-01-01T02:05:00Z'), 'America/Montevideo')).toBe(
      '31/12/2026 23:05 (America/Montevideo)',
    );
  });
});
