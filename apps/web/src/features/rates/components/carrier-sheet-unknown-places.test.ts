import { describe, expect, it } from 'vitest';
import type { CarrierSheetImportResult, CarrierSheetRowResult } from '@freight/shared';
import { unknownPlaces } from './carrier-sheet-unknown-places';

const SHA = { code: 'CNSHA', name: 'Shanghai' };
const row = (line: number, places: { field: 'origin' | 'destination'; text: string }[]): CarrierSheetRowResult => ({
  line,
  outcome: places.length ? 'REFUSED' : 'CREATED',
  lane: '',
  container: '40HC',
  code: places.length ? 'RATE_SHEET_LOCATION_UNKNOWN' : null,
  column: null,
  reason: null,
  origin: null,
  destination: null,
  details: places.length ? { places: places.map((p) => ({ ...p, suggestions: [SHA] })) } : null,
});

describe('unknown places of a dry run', () => {
  it('lists each text once with the rows it refused, whichever field it was in', () => {
    const result = {
      dryRun: true,
      dryRunId: '0b7c9a52-55f4-4f43-9a43-3f6f0c1f2d11',
      expiresAt: '2027-01-10T12:00:00.000Z',
      version: null,
      counts: { created: 1, updated: 0, unchanged: 0, refused: 3 },
      rows: [
        row(2, [{ field: 'origin', text: 'Shangai' }]),
        row(2, [{ field: 'origin', text: 'Shangai' }]),
        row(3, []),
        row(4, [
          { field: 'origin', text: 'Hamburgo Sud' },
          { field: 'destination', text: 'Shangai' },
        ]),
      ],
      unlisted: { created: 0, updated: 0, unchanged: 0, refused: 0 },
    } satisfies CarrierSheetImportResult;
    expect(unknownPlaces(result).map((p) => [p.text, p.lines, p.suggestions])).toEqual([
      ['Shangai', [2, 4], [SHA]],
      ['Hamburgo Sud', [4], [SHA]],
    ]);
  });
});
