import { describe, expect, it } from 'vitest';
import { compactFilters, QUOTATION_FILTER_DEFAULTS, servicesFor, toListFilters } from './quotation-filters';

const NOW = new Date('2026-03-10T15:00:00Z');
const MVD = 'America/Montevideo';

describe('quotation list filters', () => {
  it('sends nothing for the defaults', () => {
    expect(compactFilters(toListFilters(QUOTATION_FILTER_DEFAULTS, NOW, MVD))).toEqual({});
  });

  it('passes each chosen filter to the server', () => {
    const filters = toListFilters(
      {
        ...QUOTATION_FILTER_DEFAULTS,
        reference: ' mvd-26 ',
        clientId: 'c1',
        transportMode: 'SEA',
        service: 'SEA_FCL',
        originCode: 'CNSHA',
        destinationCode: 'UYMVD',
        incoterm: 'FOB',
        status: ['SENT', 'QUOTED'],
      },
      NOW,
      MVD,
    );
    expect(compactFilters(filters)).toEqual({
      reference: 'mvd-26',
      clientId: 'c1',
      transportMode: 'SEA',
      service: 'SEA_FCL',
      originCode: 'CNSHA',
      destinationCode: 'UYMVD',
      incoterm: 'FOB',
      status: ['SENT', 'QUOTED'],
    });
  });

  it('drops stale saved values instead of sending them', () => {
    const filters = toListFilters(
      { ...QUOTATION_FILTER_DEFAULTS, service: 'TRAIN', status: ['LOST', 'SENT'], datePreset: 'someday' },
      NOW,
      MVD,
    );
    expect(compactFilters(filters)).toEqual({ status: ['SENT'] });
  });

  it('turns a preset into days in the user zone, and ignores a backwards custom range', () => {
    expect(compactFilters(toListFilters({ ...QUOTATION_FILTER_DEFAULTS, datePreset: 'last7Days' }, NOW, MVD))).toEqual({
      createdFrom: '2026-03-04',
      createdTo: '2026-03-10',
    });
    const custom = { ...QUOTATION_FILTER_DEFAULTS, datePreset: 'custom', dateFrom: '2026-02-01', dateTo: '2026-01-01' };
    expect(compactFilters(toListFilters(custom, NOW, MVD))).toEqual({});
  });

  it('offers only the services of the chosen mode', () => {
    expect(servicesFor('AIR')).toEqual(['AIR_LSE', 'AIR_ULD']);
    expect(servicesFor(null)).toHaveLength(8);
  });
});
