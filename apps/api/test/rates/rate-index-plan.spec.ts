import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RateListQueryDto } from '@freight/shared/dto';
import type { PreparedReads } from '../../src/common/prisma/prepared-reads.js';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { todayIn } from '../../src/common/time/zoned-dates.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { RATE_FINDER_MAX_RATES } from '../../src/modules/rates/finder/rate-finder.service.js';
import { dayDate } from '../../src/modules/rates/rate.mappers.js';
import { RatesRepository } from '../../src/modules/rates/rates.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { capturingPrisma, explain, type Statement } from '../support/plans.js';
import { bulkSql, sql } from '../support/sql.js';

/**
 * The small generated set: enough rates that a sequential scan costs the planner more than the index
 * each read is meant to use (the filters' values are shares of the rows, as they were on 100k).
 */
const RATES = 20_000;

/**
 * On the generated rates (a fifth of them old versions), the exact SQL Prisma sends for the rates list
 * with each filter, and for the instant quote's lane lookup, is planned on an index, never a sequential scan.
 */
describe(`rate query plans on ${RATES} rates`, () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let repo: RatesRepository;
  let carrierId: string;
  let ownerId: string;
  let captured: Statement[] = [];
  let reads: PreparedReads;
  const today = todayIn('America/Montevideo');

  beforeAll(async () => {
    db = await createTestDatabase();
    await sql(
      db.url,
      `INSERT INTO providers (id, code, name, updated_at) SELECT gen_random_uuid(), 'GC' || g, 'Gen carrier ' || g, now() FROM generate_series(1, 200) g`,
    );
    await bulkSql(
      db.url,
      `
      WITH p AS (SELECT array_agg(id) a FROM providers), u AS (SELECT array_agg(id) a FROM users)
      INSERT INTO rates (id, rate_key, version, current, transport_mode, service, origin_code, origin_name, destination_code, destination_name,
                         valid_from, valid_to, description, owner_id, carrier_id, updated_at)
      SELECT gid, gid, 1, g % 5 <> 0,
        (ARRAY['AIR','AIR','SEA','SEA','SEA','ROAD','ROAD','EXPRESS'])[1 + g % 8]::"TransportMode",
        (ARRAY['AIR_LSE','AIR_ULD','SEA_LCL','SEA_FCL','SEA_RORO','ROAD_LTL','ROAD_FTL','EXPRESS'])[1 + g % 8]::"Service",
        'O' || (g % 400), 'Origin', 'D' || (g % 300), 'Destination',
        current_date - (g % 200), current_date - (g % 200) + 30 + (g % 90), 'Generated',
        u.a[1 + g % array_length(u.a, 1)], p.a[1 + g % array_length(p.a, 1)], now()
      FROM generate_series(1, ${RATES}) g, p, u, LATERAL (SELECT md5('rate-' || g)::uuid gid) x`,
    );
    // Two charges per rate: the list's charge counts must read only the page's.
    await bulkSql(
      db.url,
      `INSERT INTO rate_charges (id, rate_id, index, charge_code_id, currency, calculator, amount)
       SELECT gen_random_uuid(), r.id, i, (SELECT id FROM charge_codes ORDER BY concept LIMIT 1), 'USD', 'FLAT', 100
       FROM rates r, generate_series(0, 1) i`,
    );
    await sql(db.url, 'ANALYZE');
    [{ id: carrierId }] = await sql<{ id: string }>(db.url, `SELECT id FROM providers WHERE code = 'GC7'`);
    [{ id: ownerId }] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'pricing'`);
    ({ prisma, captured, reads } = capturingPrisma(db.url));
    repo = new RatesRepository(prisma as unknown as PrismaService, reads);
  }, 240_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  async function planOf(run: () => Promise<unknown>): Promise<string> {
    captured.length = 0;
    await run();
    const query = captured.find((c) => /from "(public"\.")?rates"/i.test(c.query));
    if (!query) throw new Error(`no rates query captured: ${JSON.stringify(captured)}`);
    return explain(db.url, query);
  }

  it.each<[string, Partial<RateListQueryDto>]>([
    ['default list', {}],
    ['origin filter', { originCode: 'O17' }],
    ['destination filter', { destinationCode: 'D9' }],
    ['lane filter', { originCode: 'O17', destinationCode: 'D17' }],
    ['transport mode filter', { transportMode: 'AIR' }],
    ['service filter', { service: 'SEA_FCL' }],
    ['carrier filter', { carrierId: 'CARRIER' }],
    ['owner filter', { ownerId: 'OWNER' }],
    ['valid today', { validity: 'VALID_TODAY' }],
    ['expiring in 7 days', { validity: 'EXPIRING', expiringDays: 7 }],
    ['expired', { validity: 'EXPIRED' }],
  ])('the rates list with the %s uses an index', async (_label, query) => {
    const q = Object.assign(
      new RateListQueryDto(),
      query,
      query.carrierId ? { carrierId } : {},
      query.ownerId ? { ownerId } : {},
    );
    const plan = await planOf(() => repo.listPage(q, today));
    expect(plan).not.toMatch(/Seq Scan on rates/);
    expect(plan).toMatch(/Index|Bitmap/);
    if (q.carrierId) expect(plan).toMatch(/rates_current_carrier_id\w*idx/);
    if (q.ownerId) expect(plan).toMatch(/rates_current_owner_id\w*idx/);
  });

  it("counts the charges of the page's rates only (Prisma's relation count grouped all the charges per call)", async () => {
    captured.length = 0;
    const q = Object.assign(new RateListQueryDto(), { limit: 25 });
    const rows = await repo.listPage(q, today);
    expect(rows.map((r) => r.chargeCount)).toEqual(rows.map(() => 2));
    const counts = captured.filter((c) => c.query.includes('rate_charges'));
    expect(counts).toHaveLength(1);
    const plan = await explain(db.url, counts[0], true);
    const rowsOf = (lines: string[]) =>
      lines.flatMap((l) => [...l.matchAll(/actual time=\S+ rows=(\d+)/g)].map((m) => Number(m[1])));
    // The page (26 rates with the look-ahead row) has 52 charges: nothing near the table's two per rate is read.
    expect(Math.max(...rowsOf(plan.split('\n').filter((l) => l.includes('rate_charges'))))).toBeLessThanOrEqual(52);
    // The same statement names the page's carriers and owners: a few rows each.
    expect(Math.max(...rowsOf(plan.split('\n')))).toBeLessThanOrEqual(52 + 26 + 26);
    expect(plan).not.toMatch(/Seq Scan on rate_charges/);
  });

  it.each([
    ['instant quote', undefined],
    ['rate finder', RATE_FINDER_MAX_RATES],
  ])("the %s's lookup of one lane's valid rates uses the lane index", async (_label, limit) => {
    const plan = await planOf(() =>
      repo.validForLane(
        { originCode: 'O17', destinationCode: 'D17', service: 'SEA_FCL' },
        dayDate(today),
        undefined,
        undefined,
        limit,
      ),
    );
    expect(plan).not.toMatch(/Seq Scan on rates/);
    expect(plan).toMatch(/rates_origin_code_destination_code_service\w*idx/);
  });
});
