import {
  MAX_CARRIER_SHEET_PLACE_SUGGESTIONS,
  type CarrierSheetPlace,
  type CarrierSheetPlaceSource,
  type CarrierSheetPlaceSuggestion,
  type Language,
  type LocationKind,
} from '@freight/shared';
import { normalizeSearch } from '../../reference/search-text.js';

/** A catalogue location as the matcher sees it. */
export type PlaceLocation = {
  id: string;
  kind: LocationKind;
  code: string;
  name: string;
  names: Record<Language, string> | null;
};

/** What the batched lookups found for a sheet's distinct place texts. */
export type PlaceLookups = {
  /** Catalogue code -> location (of the service's kinds). */
  byCode: ReadonlyMap<string, PlaceLocation>;
  /** The carrier's saved alias (normalised) -> location. */
  byAlias: ReadonlyMap<string, PlaceLocation>;
  /** Normalised text -> the nearest locations by trigram similarity, best first. */
  candidates: ReadonlyMap<string, readonly PlaceLocation[]>;
};

export type PlaceResolution =
  | { place: Omit<CarrierSheetPlace, 'text'>; suggestions?: undefined }
  | { place?: undefined; suggestions: CarrierSheetPlaceSuggestion[] };

// Catalogue codes: ISO country (2), IATA airport (3), UN/LOCODE (5).
const CODE_LENGTHS = new Set([2, 3, 5]);

/** The code a place text may be, without spaces, dots or dashes ("CN SHA" -> "CNSHA"); null when it cannot be one. */
export function placeCode(text: string): string | null {
  const code = text.replace(/[\s.-]+/g, '').toUpperCase();
  return /^[A-Z0-9]+$/.test(code) && CODE_LENGTHS.has(code.length) ? code : null;
}

/** The text as aliases are stored and names compared: lower case, no accents, punctuation as spaces. */
export const placeKey = (text: string): string => normalizeSearch(text);

const namesOf = (l: PlaceLocation) => [l.name, ...Object.values(l.names ?? {})].map(normalizeSearch);

const matched = (l: PlaceLocation, matchedFrom: CarrierSheetPlaceSource): PlaceResolution => ({
  place: { code: l.code, name: l.name, matchedFrom },
});

/**
 * Reads one place text in tiers: an exact catalogue code, then the carrier's alias, then an exact name
 * (accent- and case-insensitive). Anything else (no match, or a name several locations share) answers
 * the nearest locations as suggestions and no place.
 */
export function matchPlace(text: string, lookups: PlaceLookups): PlaceResolution {
  const code = placeCode(text);
  const byCode = code ? lookups.byCode.get(code) : undefined;
  if (byCode) return matched(byCode, 'code');
  const key = placeKey(text);
  const alias = lookups.byAlias.get(key);
  if (alias) return matched(alias, 'alias');
  const near = lookups.candidates.get(key) ?? [];
  const exact = near.filter((l) => namesOf(l).includes(key));
  if (exact.length === 1) return matched(exact[0], 'name');
  // Several locations of that exact name: those first, so the user picks among them.
  const ranked = [...exact, ...near.filter((l) => !exact.includes(l))];
  return {
    suggestions: ranked.slice(0, MAX_CARRIER_SHEET_PLACE_SUGGESTIONS).map((l) => ({ code: l.code, name: l.name })),
  };
}
