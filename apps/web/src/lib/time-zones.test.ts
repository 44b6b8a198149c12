import { describe, expect, it } from 'vitest';
import { listTimeZones } from './time-zones';

describe('listTimeZones', () => {
  it('labels each zone with its UTC offset', () => {
    const montevideo = listTimeZones().find((zone) => zone.value === 'America/Montevideo');
    expect(montevideo?.label).toBe('(UTC-03:00) America/Montevideo');
  });
});
