import { describe, expect, it } from 'vitest';
import { UNITS } from '@/lib/formatting';
import { chargeableText, formatQuantity } from './totals';

const units = { kg: UNITS.kg, wm: 'W/M' };

describe('one number format on screen (issue 24, item 6)', () => {
  it('prints weights, volumes and chargeable weight in the user setting, never the language', () => {
    expect(formatQuantity(1752.5, 'US')).toBe('1,752.5');
    expect(formatQuantity(1752.5, 'LOCAL')).toBe('1.752,5');
    // "1,216" in local format would read as about one kilogram: it is 1.216 there.
    expect(formatQuantity(1216, 'LOCAL')).toBe('1.216');
    expect(formatQuantity(0.024, 'LOCAL')).toBe('0,024');
    expect(
      chargeableText({ service: 'SEA_LCL', totals: { chargeable: 12.15, chargeableUnit: 'WM' } }, units, 'LOCAL'),
    ).toBe('12,15 W/M');
    expect(
      chargeableText({ service: 'ROAD_LTL', totals: { chargeable: 1198.8, chargeableUnit: 'KG' } }, units, 'US'),
    ).toBe('1,198.8 kg');
    // Issue 36: full containers and trucks are priced per unit; no "0 W/M".
    expect(chargeableText({ service: 'SEA_FCL', totals: { chargeable: 0, chargeableUnit: 'WM' } }, units, 'US')).toBe(
      '—',
    );
    expect(chargeableText({ service: 'ROAD_FTL', totals: { chargeable: 0, chargeableUnit: 'KG' } }, units, 'US')).toBe(
      '—',
    );
    expect(UNITS.m3).toBe('m³');
  });
});
