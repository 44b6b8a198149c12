// Locations catalogue: seaports (UN/LOCODE), airports (IATA) and countries (ISO 3166-1 alpha-2).
import type { Language } from '../config/modules.js';
import type { TransportMode } from './constants.js';

export const LOCATION_KINDS = ['SEAPORT', 'AIRPORT', 'COUNTRY'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** What each service's origin and destination pickers search: ports or airports, or a country for door services. */
export const LOCATION_KINDS_BY_MODE: Record<TransportMode, readonly LocationKind[]> = {
  SEA: ['SEAPORT', 'COUNTRY'],
  AIR: ['AIRPORT', 'COUNTRY'],
  ROAD: ['COUNTRY'],
  EXPRESS: ['COUNTRY'],
};

export const LOCATION_SEARCH_MAX_LENGTH = 60;
export const LOCATION_SEARCH_MAX_LIMIT = 50;
export const LOCATION_SEARCH_DEFAULT_LIMIT = 20;

export type LocationItem = {
  kind: LocationKind;
  /** UN/LOCODE (5 characters), IATA (3) or ISO alpha-2 (2). */
  code: string;
  /** Ports and airports: their name; countries: the English name (see `names`). */
  name: string;
  countryCode: string;
  /** Countries only: the name in each language. */
  names?: Record<Language, string>;
};

export type LocationSearchResult = { items: LocationItem[] };
