import { describe, expect, it } from 'vitest';
import { PORTAL_FILTER_DEFAULTS, toPortalFilters } from './portal-filters';

describe('client quotation filters', () => {
  it('sends nothing for the defaults', () => {
    expect(toPortalFilters(PORTAL_FILTER_DEFAULTS)).toEqual({});
  });

  it('passes each chosen filter, codes upper-cased and de-duplicated', () => {
    expect(
      toPortalFilters({
        reference: ' zon-26 ',
        origins: ['cnsha', 'CNSHA', ' '],
        destinations: ['uymvd'],
        services: ['SEA_FCL', 'AIR_LSE'],
        incoterms: ['FOB'],
        status: ['SENT'],
      }),
    ).toEqual({
      reference: 'zon-26',
      origins: ['CNSHA'],
      destinations: ['UYMVD'],
      services: ['SEA_FCL', 'AIR_LSE'],
      incoterms: ['FOB'],
      status: ['SENT'],
    });
  });

  it('drops values saved by an older version that are no longer valid', () => {
    expect(
      toPortalFilters({ ...PORTAL_FILTER_DEFAULTS, services: ['TELEPORT'], status: ['REQUESTED'], incoterms: ['XYZ'] }),
    ).toEqual({});
  });
});
