import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PERMISSIONS } from '@freight/shared';
import { QuotationListQueryDto } from '@freight/shared/dto';
import { encodeCursor } from '../../src/common/pagination/keyset.js';
import type { AuthUser } from '../../src/common/auth/auth-user.js';
import type { PreparedReads } from '../../src/common/prisma/prepared-reads.js';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { allOf } from '../../src/common/prisma/sql-builder.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { QuotationPolicy } from '../../src/modules/quotations/quotation.policy.js';
import { filterWhere, viewFilter, type QuotationCondition } from '../../src/modules/quotations/quotation-views.js';
import { QuotationsRepository } from '../../src/modules/quotations/quotations.repository.js';
import { UsersRepository } from '../../src/modules/users/users.repository.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { capturingPrisma, explain, type Statement } from '../support/plans.js';
import { bulkSql, sql } from '../support/sql.js';

/**
 * The small generated set: enough quotations that a sequential scan costs the planner more than the index
 * each list is meant to use (the filters' values are shares of the rows, as they were on 100k).
 */
const QUOTATIONS = 20_000;

/**
 * The lists must stay fast at millions of rows: on the generated quotations, the exact SQL Prisma sends
 * for the default list and for each single filter is planned on an index, never a sequential scan.
 */
describe(`quotation list query plans on ${QUOTATIONS} rows`, () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let repo: QuotationsRepository;
  let policy: QuotationPolicy;
  let user: AuthUser;
  let clientId: string;
  let pricingUserId: string;
  let captured: Statement[] = [];
  let reads: PreparedReads;

  beforeAll(async () => {
    db = await createTestDatabase();
    await sql(
      db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, is_commercial, updated_at)
      SELECT gen_random_uuid(), 'G' || g, 'Gen ' || g, 'gen' || g || '@x.test', 'gen' || g, 'x', true, now() FROM generate_series(1, 60) g`,
    );
    await sql(
      db.url,
      `INSERT INTO clients (id, trade_name, legal_name, tax_id, country, updated_at)
      SELECT gen_random_uuid(), 'Client ' || g, 'Client ' || g || ' SA', 'TAX' || g, 'UY', now() FROM generate_series(1, 400) g`,
    );
    await bulkSql(
      db.url,
      `
      WITH u AS (SELECT array_agg(id) a FROM users WHERE is_commercial), c AS (SELECT array_agg(id) a FROM clients)
      INSERT INTO quotations (id, reference, company, service, transport_mode, status, client_id, commercial_id, origin_code, destination_code,
                              incoterm, goods_description, created_at, updated_at)
      SELECT gen_random_uuid(), 'GEN-' || g,
        'MVD', (ARRAY['AIR_LSE','AIR_ULD','SEA_LCL','SEA_FCL','SEA_RORO','ROAD_LTL','ROAD_FTL','EXPRESS'])[1 + g % 8]::"Service",
        (ARRAY['AIR','AIR','SEA','SEA','SEA','ROAD','ROAD','EXPRESS'])[1 + g % 8]::"TransportMode",
        (ARRAY['REQUESTED','PENDING','QUOTED','UPDATED','SENT','APPROVED','NOT_APPROVED','FUTURE'])[1 + (g / 8) % 8]::"QuotationStatus",
        c.a[1 + g % array_length(c.a, 1)], u.a[1 + (g * 7) % array_length(u.a, 1)],
        'O' || (g % 300), 'D' || (g % 280), (ARRAY['EXW','FCA','FOB','CIF','DAP','DDP'])[1 + g % 6], 'Generated',
        now() - (g || ' minutes')::interval, now()
      FROM generate_series(1, ${QUOTATIONS}) g, u, c`,
    );
    // Pricing owners: a fifth of the rows taken by the demo analyst, a fifth by generated ones.
    await bulkSql(
      db.url,
      `UPDATE quotations SET pricing_user_id = CASE WHEN right(reference, 1) IN ('1', '2')
        THEN (SELECT id FROM users WHERE username = 'pricing') ELSE (SELECT id FROM users WHERE username = 'gen' || right(reference, 2)::int % 60 + 1) END
      WHERE reference LIKE 'GEN-%' AND right(reference, 1) IN ('1', '2', '3', '4')`,
    );
    await sql(db.url, 'ANALYZE');
    [{ id: clientId }] = await sql<{ id: string }>(db.url, `SELECT id FROM clients WHERE tax_id = 'TAX7'`);
    [{ id: pricingUserId }] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'pricing'`);
    const [me] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'comercial'`);
    user = {
      id: me.id,
      code: 'COM',
      username: 'comercial',
      email: 'comercial@freight.local',
      name: 'Carlos Comercial',
      permissions: ['COMMERCIAL', 'CREATE_QUOTATION', 'VIEW_QUOTATION'],
      clientId: null,
      isThirdParty: false,
      timeZone: 'America/Montevideo',
      language: 'es',
    };
    ({ prisma, captured, reads } = capturingPrisma(db.url));
    repo = new QuotationsRepository(prisma as unknown as PrismaService, reads);
    policy = new QuotationPolicy(repo, new UsersService(new UsersRepository(prisma as unknown as PrismaService)));
  }, 240_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  /** EXPLAIN of the very statement the repository sent for this list. */
  async function explainList(where: QuotationCondition, q: QuotationListQueryDto, analyze = false): Promise<string> {
    captured.length = 0;
    await repo.listPage({ where, sort: q.sort, order: q.order, cursor: q.cursor, limit: q.limit });
    const listQuery = captured.find((c) => /from "quotations"/i.test(c.query));
    if (!listQuery) throw new Error(`no list query captured: ${JSON.stringify(captured)}`);
    return explain(db.url, listQuery, analyze);
  }

  async function planOf(who: AuthUser, query: Partial<QuotationListQueryDto>): Promise<string> {
    const q = Object.assign(new QuotationListQueryDto(), query);
    return explainList(allOf(await policy.scope(who), viewFilter(q.view, who, []), filterWhere(q, who.timeZone)), q);
  }

  /** Pricing's scope is every quotation: the filters alone must find their index. */
  async function planOfAll(query: Partial<QuotationListQueryDto>, analyze = false): Promise<string> {
    const q = Object.assign(new QuotationListQueryDto(), query);
    return explainList(allOf(await policy.scope(pricingUser()), filterWhere(q, 'America/Montevideo')), q, analyze);
  }

  // Issue 17: "created_at < $1 OR (created_at = $1 AND id < $2)" alone is applied as a Filter, so a
  // deep page walks and discards every row before it. The cursor must bound the index scan itself.
  it('a deep page (three fifths down the pricing list) starts the index scan at the cursor, not at the top', async () => {
    const [row] = await sql<{ id: string; created_at: Date }>(
      db.url,
      `SELECT id, created_at FROM quotations ORDER BY created_at DESC, id DESC OFFSET ${(QUOTATIONS * 3) / 5} LIMIT 1`,
    );
    const deep = await planOfAll(
      { cursor: encodeCursor('quotations', 'createdAt', row.created_at, row.id), sort: 'createdAt', order: 'desc' },
      true,
    );
    const first = await planOfAll({ sort: 'createdAt', order: 'desc' }, true);
    expect(deep).toMatch(/Index Cond: .*created_at/);
    const removed = (plan: string) =>
      [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    // Only rows sharing the cursor's timestamp may be filtered: nothing proportional to the depth.
    expect(removed(deep)).toBeLessThan(100);
    expect(removed(deep)).toBeLessThanOrEqual(removed(first) + 100);
  });

  const pricingUser = (): AuthUser => ({
    ...user,
    permissions: [...PERMISSIONS].filter((p) => p.startsWith('PRICING')),
  });

  it.each<[string, Partial<QuotationListQueryDto>]>([
    ['default list (my open quotations)', {}],
    ['status filter', { status: ['SENT'] }],
    ['service filter', { service: 'SEA_FCL' }],
    ['transport mode filter', { transportMode: 'AIR' }],
    ['origin filter', { originCode: 'O17' }],
    ['destination filter', { destinationCode: 'D5' }],
    ['incoterm filter', { incoterm: 'CIF' }],
    ['reference filter', { reference: 'GEN-777' }],
    ['date range filter', { createdFrom: '2026-01-01', createdTo: '2026-12-31' }],
  ])('the %s of a commercial uses an index', async (_label, query) => {
    const plan = await planOf(user, query);
    expect(plan).not.toMatch(/Seq Scan on quotations/);
    expect(plan).toMatch(/Index|Bitmap/);
  });

  it.each<[string, Partial<QuotationListQueryDto>]>([
    ['default list', {}],
    ['client filter', { clientId: 'CLIENT' }],
    ['status filter', { status: ['PENDING'] }],
    ['service filter', { service: 'AIR_ULD' }],
    ['origin filter', { originCode: 'O42' }],
    ['destination filter', { destinationCode: 'D9' }],
    ['incoterm filter', { incoterm: 'EXW' }],
    ['reference filter', { reference: 'GEN-4242' }],
    ['commercial filter (manager view)', { commercialId: 'COMMERCIAL' }],
    ['awaiting approval filter (manager view)', { awaitingApproval: true }],
    ['pricing owner filter', { pricingUserId: 'PRICING_USER' }],
  ])('the %s over every quotation (pricing) uses an index', async (_label, query) => {
    const [{ id: commercialId }] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'gen7'`);
    const withClient = query.clientId === 'CLIENT' ? { ...query, clientId } : query;
    const withCommercial = withClient.commercialId === 'COMMERCIAL' ? { ...withClient, commercialId } : withClient;
    const q = withCommercial.pricingUserId === 'PRICING_USER' ? { ...withCommercial, pricingUserId } : withCommercial;
    const plan = await planOfAll(q);
    expect(plan).not.toMatch(/Seq Scan on quotations/);
    expect(plan).toMatch(/Index|Bitmap/);
    // The owner filter is served by its own index, not by scanning the date index for matches.
    if (q.pricingUserId) expect(plan).toMatch(/quotations_pricing_user_id\w*idx/);
  });
});
