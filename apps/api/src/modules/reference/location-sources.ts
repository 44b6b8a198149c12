import { createRequire } from 'node:module';
import type * as Countries from 'i18n-iso-countries';
import type { Language, LocationKind } from '@freight/shared';
import { toSearchText } from './search-text.js';

// The three data packages are CommonJS JSON; sea-ports and airports ship no types.
const require = createRequire(import.meta.url);

type RawSeaport = { name: string; alias: string[]; unlocs: string[] };
type RawAirport = {
  iata: string | null;
  iso: string;
  name: string | null;
  type: string;
  status: number;
  size?: string;
};

/** One row of the locations table as the packages describe it. */
export type CatalogueRow = {
  kind: LocationKind;
  code: string;
  name: string;
  countryCode: string;
  names: Record<Language, string> | null;
  searchText: string;
};

const UN_LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;
const IATA = /^[A-Z]{3}$/;
const SIZE_RANK: Record<string, number> = { large: 3, medium: 2, small: 1 };

export function seaportRows(): CatalogueRow[] {
  const ports = (require('sea-ports') as { JSON: Record<string, RawSeaport> }).JSON;
  return Object.entries(ports)
    .filter(([code, p]) => UN_LOCODE.test(code) && p.name)
    .map(([code, p]) => ({
      kind: 'SEAPORT',
      code,
      name: p.name,
      // A UN/LOCODE starts with the country's ISO alpha-2 code.
      countryCode: code.slice(0, 2),
      names: null,
      searchText: toSearchText(code, [p.name, ...p.alias]),
    }));
}

/** Open airports with an IATA code and a name; a code listed twice keeps the larger airport. */
export function airportRows(): CatalogueRow[] {
  const airports = require('airports') as RawAirport[];
  const byCode = new Map<string, { code: string; name: string; countryCode: string; rank: number }>();
  for (const a of airports) {
    if (a.type !== 'airport' || a.status !== 1 || !a.iata || !IATA.test(a.iata) || !a.name) continue;
    const rank = SIZE_RANK[a.size ?? ''] ?? 0;
    const kept = byCode.get(a.iata);
    if (!kept || rank > kept.rank) byCode.set(a.iata, { code: a.iata, name: a.name, countryCode: a.iso, rank });
  }
  return [...byCode.values()].map((a) => ({
    kind: 'AIRPORT',
    code: a.code,
    name: a.name,
    countryCode: a.countryCode,
    names: null,
    searchText: toSearchText(a.code, [a.name]),
  }));
}

/** ISO 3166-1 countries with their names in es, en and pt; every alias is searchable. */
export function countryRows(): CatalogueRow[] {
  const countries = require('i18n-iso-countries') as typeof Countries;
  const languages: Language[] = ['es', 'en', 'pt'];
  for (const lang of languages)
    countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`) as Countries.LocaleData);
  const all = languages.map((lang) => countries.getNames(lang, { select: 'all' }));
  return Object.keys(countries.getAlpha2Codes()).map((code) => {
    const names = {
      es: official(countries, code, 'es'),
      en: official(countries, code, 'en'),
      pt: official(countries, code, 'pt'),
    };
    return {
      kind: 'COUNTRY',
      code,
      name: names.en,
      countryCode: code,
      names,
      searchText: toSearchText(code, [names.es, names.en, names.pt, ...all.flatMap((byCode) => byCode[code] ?? [])]),
    };
  });
}

function official(countries: typeof Countries, code: string, lang: Language): string {
  return countries.getName(code, lang) ?? code;
}

/** Every row, sorted by kind then code (the order the loader's checksum uses). */
export function buildLocationCatalogue(): CatalogueRow[] {
  const rows = [...seaportRows(), ...airportRows(), ...countryRows()];
  return rows.sort((a, b) => compare(a.kind, b.kind) || compare(a.code, b.code));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
