import type { PortalUsualLane } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { lanesForService } from './usual-lane-fit';

const lane = (
  origin: [string, PortalUsualLane['origin']['kind']],
  destination: [string, PortalUsualLane['origin']['kind']],
  quotations: number,
): PortalUsualLane => ({
  origin: { code: origin[0], name: origin[0], kind: origin[1] },
  destination: { code: destination[0], name: destination[0], kind: destination[1] },
  quotations,
});

describe('usual lanes of the client request form', () => {
  const lanes = [
    lane(['CNSHA', 'SEAPORT'], ['UYMVD', 'SEAPORT'], 6),
    lane(['MIA', 'AIRPORT'], ['MVD', 'AIRPORT'], 3),
    lane(['ESVLC', 'SEAPORT'], ['UYMVD', 'SEAPORT'], 1),
  ];

  it("offers only the lanes the service's mode can use, keeping the server's most-used-first order", () => {
    expect(lanesForService(lanes, 'SEA_LCL').map((l) => l.origin.code)).toEqual(['CNSHA', 'ESVLC']);
    expect(lanesForService(lanes, 'AIR_LSE').map((l) => l.origin.code)).toEqual(['MIA']);
  });

  it('offers none when no lane fits', () => {
    expect(lanesForService([lanes[1]], 'SEA_FCL')).toEqual([]);
  });
});
