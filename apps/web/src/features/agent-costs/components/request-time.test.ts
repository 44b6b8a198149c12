import { afterEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '@/lib/preferences';
import { requestTime } from './request-time';

describe('requestTime', () => {
  afterEach(() => preferencesStore.reset());

  it("writes a time in the request's zone and names it, whatever this browser's stored zone", () => {
    preferencesStore.set({ currencyFormat: 'US', timeZone: 'America/Montevideo' });
    // 17:00 UTC: 14:00 in Montevideo, 18:00 in Madrid (winter); the mail says 18:00 (Europe/Madrid).
    expect(requestTime('2026-01-15T17:00:00.000Z', 'Europe/Madrid')).toBe('15/01/2026 18:00 (Europe/Madrid)');
  });

  it('gives the day of the zone when it differs from the UTC day', () => {
    expect(requestTime('2026-01-16T01:30:00.000Z', 'America/Montevideo')).toBe('15/01/2026 22:30 (America/Montevideo)');
  });

  it('names no zone for a missing time', () => {
    expect(requestTime(null, 'Europe/Madrid')).toBe('N/A');
  });
});
