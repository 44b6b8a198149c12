import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import type { SaveCarrierSheetMappingDto } from '@freight/shared/dto';
import { locateColumns, mappingIsValid, planCarrierRates } from './carrier-sheet-rows.js';
import type { PlaceResolution } from './sheet-places.js';

const CARRIER = '11111111-1111-4111-8111-111111111111';
const CODE = '22222222-2222-4222-8222-222222222222';
const airport = (code: string, name: string) => ({ place: { code, name, matchedFrom: 'code' as const } });
const PLACES = new Map<string, PlaceResolution>([
  ['mia', airport('MIA', 'Miami International Airport')],
  ['MIA', airport('MIA', 'Miami International Airport')],
  ['mvd', airport('MVD', 'Carrasco International Airport')],
  ['MVD', airport('MVD', 'Carrasco International Airport')],
]);

const air = (breaks: { column: string; from: number }[]): SaveCarrierSheetMappingDto => ({
  name: 'Air',
  headerRow: 1,
  service: 'AIR_LSE',
  chargeCodeId: CODE,
  columns: { origin: 'Org', destination: 'Dst' },
  equipment: [],
  weightBreaks: breaks,
  currency: 'USD',
  validFrom: '2027-01-01',
  validTo: '2027-01-31',
});

describe('carrier sheet rows', () => {
  it('accepts equipment or weight breaks but not both, nor neither, nor a column twice or breaks out of order', () => {
    const breaks = [
      { column: 'A', from: 0 },
      { column: 'B', from: 45 },
    ];
    expect(mappingIsValid(air(breaks))).toBe(true);
    expect(mappingIsValid(air([]))).toBe(false);
    expect(mappingIsValid({ ...air(breaks), equipment: [{ column: 'C', container: '40HC' }] } as never)).toBe(false);
    expect(mappingIsValid(air([...breaks, { column: 'a', from: 100 }]))).toBe(false);
    expect(mappingIsValid(air([...breaks].reverse()))).toBe(false);
  });

  it('finds columns by header text whatever their case and spacing, and names the first missing', () => {
    const m = air([{ column: '+45  kg', from: 45 }]);
    const found = locateColumns({ line: 1, cells: ['dst', ' ORG ', '+45 KG'] }, m);
    expect(found instanceof Map && [...found.entries()]).toEqual([
      ['Org', 1],
      ['Dst', 0],
      ['+45  kg', 2],
    ]);
    expect(locateColumns({ line: 1, cells: ['Org', '+45 kg'] }, m)).toEqual({ missing: 'Dst' });
  });

  it('skips an empty break: the break before it runs on to the next one given', async () => {
    const m = air([
      { column: 'a', from: 0 },
      { column: 'b', from: 45 },
      { column: 'c', from: 100 },
    ]);
    const cols = locateColumns({ line: 1, cells: ['Org', 'Dst', 'a', 'b', 'c'] }, m) as Map<string, number>;
    const [plan] = await planCarrierRates(
      [{ line: 2, cells: ['mia', 'mvd', '3.1', '', '2.3'] }],
      cols,
      m,
      CARRIER,
      {},
      PLACES,
    );
    expect(plan.fail).toBeNull();
    expect(plan.lane).toBe('MIA → MVD');
    expect(plan.dto?.charges[0].ranges).toEqual([
      { from: 0, to: 100, amount: 3.1 },
      { from: 100, to: null, amount: 2.3 },
    ]);
    const [overridden] = await planCarrierRates(
      [{ line: 2, cells: ['MIA', 'MVD', '3', '', ''] }],
      cols,
      m,
      CARRIER,
      { validFrom: '2027-02-01', validTo: '2027-02-28' },
      PLACES,
    );
    expect([overridden.dto?.validFrom, overridden.dto?.validTo]).toEqual(['2027-02-01', '2027-02-28']);
  });

  it('refuses a row whose place the catalogue does not know, naming each unknown place with its suggestions', async () => {
    const m = air([{ column: 'a', from: 0 }]);
    const cols = locateColumns({ line: 1, cells: ['Org', 'Dst', 'a'] }, m) as Map<string, number>;
    const places = new Map<string, PlaceResolution>([
      ...PLACES,
      ['Miamy', { suggestions: [{ code: 'MIA', name: 'Miami International Airport' }] }],
    ]);
    const [plan] = await planCarrierRates([{ line: 2, cells: ['Miamy', 'MVD', '3'] }], cols, m, CARRIER, {}, places);
    expect(plan.dto).toBeNull();
    expect(plan.fail).toEqual({
      code: 'RATE_SHEET_LOCATION_UNKNOWN',
      column: 'Org',
      places: [{ field: 'origin', text: 'Miamy', suggestions: [{ code: 'MIA', name: 'Miami International Airport' }] }],
    });
    expect(plan.destination).toEqual({
      text: 'MVD',
      code: 'MVD',
      name: 'Carrasco International Airport',
      matchedFrom: 'code',
    });
  });
});
