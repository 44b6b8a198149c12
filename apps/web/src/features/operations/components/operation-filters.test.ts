import { describe, expect, it } from 'vitest';
import { OPERATION_FILTER_DEFAULTS, toOperationFilters } from './operation-filters';

describe('toOperationFilters', () => {
  const now = new Date('2026-11-25T15:00:00.000Z');

  it('sends nothing for the defaults', () => {
    expect(toOperationFilters(OPERATION_FILTER_DEFAULTS, now, 'America/Montevideo')).toEqual({});
  });

  it('turns an ETD preset into a day range in the user time zone and keeps the other filters', () => {
    const filters = toOperationFilters(
      {
        ...OPERATION_FILTER_DEFAULTS,
        status: ['IN_TRANSIT'],
        etdPreset: 'next7Days',
        houseNumber: ' hbl1 ',
        origins: ['CNSHA'],
      },
      now,
      'America/Montevideo',
    );
    expect(filters).toEqual({
      status: ['IN_TRANSIT'],
      etdFrom: '2026-11-25',
      etdTo: '2026-12-01',
      houseNumber: 'hbl1',
      origins: ['CNSHA'],
    });
  });

  it('drops saved values that are no longer valid and a custom range typed backwards', () => {
    const filters = toOperationFilters(
      {
        ...OPERATION_FILTER_DEFAULTS,
        status: ['LOST', 'CLOSED'],
        transportModes: ['BOAT'],
        etaPreset: 'custom',
        etaFrom: '2026-12-10',
        etaTo: '2026-12-01',
      },
      now,
      'America/Montevideo',
    );
    expect(filters).toEqual({ status: ['CLOSED'] });
  });
});
