import { LOCATION_KINDS_BY_MODE, SERVICE_MODE, type PortalUsualLane } from '@freight/shared';

/** The lanes that fit the chosen service's mode (ports for sea, airports for air...). */
export function lanesForService(lanes: PortalUsualLane[], service: keyof typeof SERVICE_MODE): PortalUsualLane[] {
  const kinds: readonly string[] = LOCATION_KINDS_BY_MODE[SERVICE_MODE[service]];
  return lanes.filter((l) => kinds.includes(l.origin.kind) && kinds.includes(l.destination.kind));
}
