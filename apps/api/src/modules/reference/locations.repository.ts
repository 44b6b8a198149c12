import { Injectable } from '@nestjs/common';
import type { Language, LocationKind } from '@freight/shared';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';
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

  search(q: LocationSearch): Promise<LocationRow[]> {
    return this.prisma.$queryRaw<LocationRow[]>(locationSearchSql(q));
  }
}
