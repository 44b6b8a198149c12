import { Injectable } from '@nestjs/common';
import type { Language, LocationKind } from '@freight/shared';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';
import { loadLocationCatalogue, type CatalogueLoadResult } from './location-catalogue.repository.js';
import { containsPattern } from './search-text.js';

export type LocationRow = {
  kind: LocationKind;
  code: string;
  name: string;
  countryCode: string;
  names: Record<Language, string> | null;
};
export type LocationSearch = { term: string; code: string; kinds: readonly LocationKind[]; limit: number };

/**
 * The search query. `term` is normalised (see normalizeSearch) and `code` is the term upper-cased
 * without spaces. The trigram index on search_text finds substrings of codes and names; the
 * code index finds "UY MVD" typed with a space. Exact code first, then code prefix, then how
 * well the term matches a whole word of the names.
 */
export function locationSearchSql(q: LocationSearch): Prisma.Sql {
  return Prisma.sql`
    SELECT kind::text AS kind, code, name, country_code AS "countryCode", names
    FROM locations
    WHERE (search_text LIKE ${containsPattern(q.term)} OR code = ${q.code})
      AND kind = ANY(${q.kinds}::"LocationKind"[])
    ORDER BY code = ${q.code} DESC,
             starts_with(code, ${q.code}) DESC,
             word_similarity(${q.term}, search_text) DESC,
             similarity(${q.term}, search_text) DESC,
             kind, code
    LIMIT ${q.limit}`;
}

@Injectable()
export class LocationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Brings the locations table up to the installed data packages (a no-op when they match). */
  loadCatalogue(): Promise<CatalogueLoadResult> {
    return loadLocationCatalogue(this.prisma);
  }

  search(q: LocationSearch): Promise<LocationRow[]> {
    return this.prisma.$queryRaw<LocationRow[]>(locationSearchSql(q));
  }

  /**
   * The catalogue's name of each code (a port or airport by its own name, a country by its name in
   * `language`); codes the catalogue lacks are left out.
   */
  async namesOf(codes: readonly string[], language: Language): Promise<Map<string, string>> {
    const wanted = [...new Set(codes.map((c) => c.trim().toUpperCase()).filter(Boolean))];
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.location.findMany({
      where: { code: { in: wanted } },
      // Kinds never share a code length (UN/LOCODE 5, IATA 3, ISO 2); the order only keeps it stable.
      orderBy: [{ code: 'asc' }, { kind: 'asc' }],
      select: { code: true, name: true, names: true },
    });
    const names = new Map<string, string>();
    for (const r of rows) {
      const own = (r.names as Record<Language, string> | null)?.[language] ?? r.name;
      if (!names.has(r.code)) names.set(r.code, own);
    }
    return names;
  }
}
