import { Injectable } from '@nestjs/common';
import type { LocationKind } from '@freight/shared';
import { PrismaService } from '../../../common/prisma/prisma.service.js';
import { Prisma } from '../../../generated/prisma/client.js';
import type { PlaceLocation } from './sheet-places.js';

// Place texts asked for per statement; a sheet has a few hundred distinct places at most in practice.
const KEY_CHUNK = 500;
// Candidates read per text: enough for the exact names among them and the suggestions.
const CANDIDATES_PER_TEXT = 10;
// Lower than pg_trgm's 0.6 default so a misspelt name ("Shangai") still finds its port.
const WORD_SIMILARITY_THRESHOLD = '0.4';

const locationSelect = { id: true, kind: true, code: true, name: true, names: true } as const;
const asPlace = (l: { id: string; kind: LocationKind; code: string; name: string; names: unknown }): PlaceLocation => ({
  ...l,
  names: (l.names as PlaceLocation['names']) ?? null,
});

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += KEY_CHUNK) out.push(items.slice(i, i + KEY_CHUNK));
  return out;
};

/** The catalogue lookups of a carrier sheet's places, and the carrier's saved place aliases. */
@Injectable()
export class SheetLocationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async byCodes(codes: readonly string[], kinds: readonly LocationKind[]): Promise<Map<string, PlaceLocation>> {
    const out = new Map<string, PlaceLocation>();
    for (const part of chunks(codes)) {
      const rows = await this.prisma.location.findMany({
        where: { code: { in: part }, kind: { in: [...kinds] } },
        select: locationSelect,
      });
      for (const r of rows) out.set(r.code, asPlace(r));
    }
    return out;
  }

  /** Any kind: a code the user picks for an alias (kinds never share a code length). */
  locationByCode(code: string) {
    return this.prisma.location.findFirst({ where: { code }, select: locationSelect, orderBy: { kind: 'asc' } });
  }

  async aliasesOf(carrierId: string, keys: readonly string[]): Promise<Map<string, PlaceLocation>> {
    const out = new Map<string, PlaceLocation>();
    for (const part of chunks(keys)) {
      const rows = await this.prisma.rateSheetLocationAlias.findMany({
        where: { carrierId, alias: { in: part } },
        select: { alias: true, location: { select: locationSelect } },
      });
      for (const r of rows) out.set(r.alias, asPlace(r.location));
    }
    return out;
  }

  /** Per normalised text, the locations of the kinds whose search text holds it best (trigram index). */
  async candidates(keys: readonly string[], kinds: readonly LocationKind[]): Promise<Map<string, PlaceLocation[]>> {
    const out = new Map<string, PlaceLocation[]>();
    for (const part of chunks(keys)) {
      const rows = await this.prisma.transaction(async (tx) => {
        await tx.$executeRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`;
        return tx.$queryRaw<(PlaceLocation & { key: string })[]>(Prisma.sql`
          SELECT k.key, l.id, l.kind::text AS kind, l.code, l.name, l.names
          FROM unnest(${[...part]}::text[]) AS k(key)
          CROSS JOIN LATERAL (
            SELECT id, kind, code, name, names, search_text FROM locations
            WHERE kind = ANY(${[...kinds]}::"LocationKind"[]) AND k.key <% search_text
            ORDER BY word_similarity(k.key, search_text) DESC, similarity(k.key, search_text) DESC, code
            LIMIT ${CANDIDATES_PER_TEXT}
          ) l`);
      });
      for (const { key, ...l } of rows) out.set(key, [...(out.get(key) ?? []), asPlace(l)]);
    }
    return out;
  }

  listAliases(carrierId: string) {
    return this.prisma.rateSheetLocationAlias.findMany({
      where: { carrierId },
      orderBy: { alias: 'asc' },
      select: { alias: true, updatedAt: true, location: { select: { code: true, name: true, kind: true } } },
    });
  }

  saveAliases(carrierId: string, aliases: { alias: string; locationId: string }[], userId: string) {
    return this.prisma.transaction(async (tx) => {
      for (const a of aliases)
        await tx.rateSheetLocationAlias.upsert({
          where: { carrierId_alias: { carrierId, alias: a.alias } },
          create: { carrierId, alias: a.alias, locationId: a.locationId, updatedBy: userId },
          update: { locationId: a.locationId, updatedBy: userId },
        });
    });
  }
}
