import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { runTransaction } from '../../common/prisma/transaction.js';
import { buildLocationCatalogue, type CatalogueRow } from './location-sources.js';

// The locations table's bulk load (data access only, hence a repository): plain functions over a client,
// because the demo seed runs it with its own PrismaClient as well as LocationsRepository at start-up.

const BATCH_SIZE = 1000;
// Any fixed number: serialises concurrent loaders (several replicas starting at once).
const LOCK_KEY = 740_213_001;

type Db = Pick<PrismaClient, '$queryRaw' | '$executeRaw'>;
export type CatalogueLoadResult = { loaded: boolean; rows: number };

/**
 * Makes the locations table equal to the catalogue built from the sea-ports, airports and
 * i18n-iso-countries packages. Idempotent and cheap when nothing changed: the table's checksum
 * (one md5 over every row, computed by Postgres) is compared with the catalogue's first.
 */
export async function loadLocationCatalogue(prisma: PrismaClient): Promise<CatalogueLoadResult> {
  const expected = catalogueChecksum();
  if ((await tableChecksum(prisma)) === expected.checksum) return { loaded: false, rows: expected.rows };
  const rows = buildLocationCatalogue();

  const loaded = await runTransaction(
    prisma,
    async (tx) => {
      // Another process starting at the same moment may hold the lock for the whole load, longer than the
      // lock_timeout user-facing writes get (DB_LOCK_TIMEOUT_MS): this start waits for it instead.
      await tx.$executeRaw`SELECT set_config('lock_timeout', '0', true)`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
      // Another process may have loaded it while this one waited for the lock.
      if ((await tableChecksum(tx)) === expected.checksum) return false;
      for (let i = 0; i < rows.length; i += BATCH_SIZE) await upsert(tx, rows.slice(i, i + BATCH_SIZE));
      await removeOthers(tx, rows);
      return true;
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  // Fresh statistics so the planner picks the trigram index right away.
  if (loaded) await prisma.$executeRaw`ANALYZE locations`;
  return { loaded, rows: rows.length };
}

/**
 * The catalogue's checksum, computed once per process: the packages it comes from do not change while it
 * runs, and building it cost about 0.3 s of CPU at every start (every integration test file starts an app).
 */
let computed: { checksum: string; rows: number } | undefined;
function catalogueChecksum(): { checksum: string; rows: number } {
  if (!computed) {
    const rows = buildLocationCatalogue();
    computed = { checksum: checksum(rows), rows: rows.length };
  }
  return computed;
}

/** Same fields, order and separators as tableChecksum's SQL. */
function checksum(rows: CatalogueRow[]): string {
  const text = rows
    .map((r) =>
      [
        r.kind,
        r.code,
        r.name,
        r.countryCode,
        r.names?.es ?? '',
        r.names?.en ?? '',
        r.names?.pt ?? '',
        r.searchText,
      ].join('\x1f'),
    )
    .join('\x1e');
  return createHash('md5').update(text, 'utf8').digest('hex');
}

async function tableChecksum(db: Db): Promise<string> {
  const [row] = await db.$queryRaw<{ checksum: string | null }[]>`
    SELECT md5(string_agg(
             concat_ws(chr(31), kind::text, code, name, country_code,
                       coalesce(names->>'es', ''), coalesce(names->>'en', ''), coalesce(names->>'pt', ''), search_text),
             chr(30) ORDER BY kind::text COLLATE "C", code COLLATE "C")) AS checksum
    FROM locations`;
  return row?.checksum ?? '';
}

function upsert(db: Db, rows: CatalogueRow[]) {
  return db.$executeRaw`
    INSERT INTO locations (id, kind, code, name, country_code, names, search_text)
    SELECT gen_random_uuid(), t.kind::"LocationKind", t.code, t.name, t.country_code, t.names::jsonb, t.search_text
    FROM unnest(${rows.map((r) => r.kind)}::text[], ${rows.map((r) => r.code)}::text[], ${rows.map((r) => r.name)}::text[],
                ${rows.map((r) => r.countryCode)}::text[], ${rows.map((r) => (r.names ? JSON.stringify(r.names) : null))}::text[],
                ${rows.map((r) => r.searchText)}::text[])
      AS t(kind, code, name, country_code, names, search_text)
    ON CONFLICT (kind, code) DO UPDATE
      SET name = EXCLUDED.name, country_code = EXCLUDED.country_code, names = EXCLUDED.names, search_text = EXCLUDED.search_text
      WHERE (locations.name, locations.country_code, locations.names, locations.search_text)
        IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.country_code, EXCLUDED.names, EXCLUDED.search_text)`;
}

/** Rows the packages no longer list. Quotations keep their own copy of code and name, so nothing references them. */
function removeOthers(db: Db, rows: CatalogueRow[]) {
  return db.$executeRaw`
    DELETE FROM locations l
    WHERE NOT EXISTS (
      SELECT 1 FROM unnest(${rows.map((r) => r.kind)}::text[], ${rows.map((r) => r.code)}::text[]) AS c(kind, code)
      WHERE c.kind = l.kind::text AND c.code = l.code)`;
}
