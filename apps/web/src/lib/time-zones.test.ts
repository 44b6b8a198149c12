import { describe, expect, it } from 'vitest';
import { findTimeZoneOption, listTimeZones } from './time-zones';

describe('listTimeZones', () => {
  it('labels each zone with its UTC offset', () => {
    const montevideo = listTimeZones().find((zone) => zone.value === 'America/Montevideo');
    expect(montevideo?.label).toBe('(UTC-03:00) America/Montevideo');
    expect(listTimeZones().every((zone) => /^\(UTC[+-]\d{2}:\d{2}\) \S+/.test(zone.label))).toBe(true);
  });

  it('is sorted from the westmost offset to the eastmost', () => {
    const offsets = listTimeZones().map((zone) => {
      const [, sign, hours, minutes] = /^\(UTC([+-])(\d{2}):(\d{2})\)/.exec(zone.label) ?? [];
      return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
    });
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});

describe('findTimeZoneOption', () => {
  it('finds a listed zone and follows an alias to its entry', () => {
    expect(findTimeZoneOption('America/Montevideo')?.value).toBe('America/Montevideo');
    expect(findTimeZoneOption('America/Buenos_Aires')?.value).toBe('America/Argentina/Buenos_Aires');
    expect(findTimeZoneOption('Not/AZone')).toBeNull();
  });
});
