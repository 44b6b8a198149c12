import type { Language } from '@freight/shared';
import type { LocationsService } from '../reference/locations.service.js';

type Lane = { originCode?: string; originName?: string; destinationCode?: string; destinationName?: string };

/**
 * A lane typed by code only gets the catalogue's names ("CNSHA" → Shanghai), so lists and the
 * detail show names where names are expected; a name the user typed is kept.
 */
export async function withCatalogueNames<T extends Lane>(
  lane: T,
  locations: LocationsService,
  language: Language,
): Promise<T> {
  const missing = [
    ...(lane.originCode && !lane.originName ? [lane.originCode] : []),
    ...(lane.destinationCode && !lane.destinationName ? [lane.destinationCode] : []),
  ];
  if (missing.length === 0) return lane;
  const names = await locations.namesOf(missing, language);
  const nameOf = (code: string | undefined, name: string | undefined) =>
    name || (code ? names.get(code.trim().toUpperCase()) : undefined);
  return {
    ...lane,
    originName: nameOf(lane.originCode, lane.originName),
    destinationName: nameOf(lane.destinationCode, lane.destinationName),
  };
}
