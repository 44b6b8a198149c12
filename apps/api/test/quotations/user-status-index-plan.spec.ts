import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { QuotationListQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../src/common/auth/auth-user.js';
import type { PreparedReads } from '../../src/common/prisma/prepared-reads.js';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { QuotationPolicy } from '../../src/modules/quotations/quotation.policy.js';
import { QuotationQueriesService } from '../../src/modules/quotations/quotation-queries.service.js';
import { QuotationEventsRepository } from '../../src/modules/quotations/quotation-events.repository.js';
import { QuotationsRepository } from '../../src/modules/quotations/quotations.repository.js';
import { UsersRepository } from '../../src/modules/users/users.repository.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { capturingPrisma, explain, type Statement } from '../support/plans.js';
import { bulkSql, sql } from '../support/sql.js';

/**
 * Issue 17: the per-user views with a status (mine = the open statuses, finalize, a status filter) seek
 * (commercial_id, status, created_at, id) instead of a BitmapAnd with the global status index and a sort;
 * a search shaped like a reference head (MVD-24-1) starts the walk at that block of references. 100k rows over ~4 years.
 */
describe('per-user status views and reference searches on 100k rows', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let repo: QuotationsRepository;
  let service: QuotationQueriesService;
  let user: AuthUser;
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
      SELECT gen_random_uuid(), 'Client ' || g, 'Client ' || g || ' SA', 'TAX' || g, 'UY', now() FROM generate_series(1, 200) g`,
    );
    await bulkSql(
      db.url,
      `
      WITH u AS (SELECT array_agg(id) a FROM users WHERE is_commercial), c AS (SELECT array_agg(id) a FROM clients),
           s AS (SELECT g, now() - (g * 20 || ' minutes')::interval AS at FROM generate_series(1, 100000) g)
      INSERT INTO quotations (id, reference, company, service, transport_mode, status, client_id, commercial_id, assigned_to_id,
                              goods_description, created_at, updated_at)
      SELECT gen_random_uuid(), 'MVD-' || to_char(s.at AT TIME ZONE 'America/Montevideo', 'YY') || '-' || lpad((200000 - g)::text, 6, '0'),
        'MVD', 'SEA_FCL', 'SEA',
        (ARRAY['REQUESTED','PENDING','QUOTED','UPDATED','SENT','FUTURE','APPROVED','NOT_APPROVED','APPROVED','NOT_APPROVED',
               'APPROVED','NOT_APPROVED','APPROVED','NOT_APPROVED','APPROVED','NOT_APPROVED','APPROVED','NOT_APPROVED','APPROVED','NOT_APPROVED'])[1 + (g / 3) % 20]::"QuotationStatus",
        c.a[1 + g % array_length(c.a, 1)], u.a[1 + (g * 7) % array_length(u.a, 1)],
        CASE WHEN g % 10 = 0 THEN u.a[1 + (g * 3) % array_length(u.a, 1)] END, 'Generated', s.at, now()
      FROM s, u, c`,
    );
    // Quotations of other commercials assigned to the demo commercial (one in 250): the second half of their views.
    await bulkSql(
      db.url,
      `UPDATE quotations SET assigned_to_id = (SELECT id FROM users WHERE username = 'comercial')
      WHERE right(reference, 3) IN ('007', '507') AND commercial_id <> (SELECT id FROM users WHERE username = 'comercial')`,
    );
    await sql(db.url, 'ANALYZE quotations');
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
    const users = new UsersService(new UsersRepository(prisma as unknown as PrismaService));
    const eventLog = new QuotationEventsRepository(prisma as unknown as PrismaService);
    service = new QuotationQueriesService(repo, eventLog, users, new QuotationPolicy(repo, users));
  }, 240_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  /** EXPLAIN (ANALYZE) of the very list statements the service sent (a view in two halves sends two). */
  async function plan(who: AuthUser, query: Partial<QuotationListQueryDto>): Promise<string> {
    const q = Object.assign(new QuotationListQueryDto(), query);
    captured.length = 0;
    await service.list(who, q);
    const lists = captured.filter((c) => /from "quotations"/i.test(c.query) && /order by/i.test(c.query));
    if (!lists.length) throw new Error('no list statement captured');
    const plans: string[] = [];
    for (const list of lists) plans.push(await explain(db.url, list, true));
    return plans.join('\n---\n');
  }
  const removed = (p: string) =>
    [...p.matchAll(/Rows Removed by (?:Filter|Index Recheck): (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);

  // Each commercial owns 1 row in 61 and SENT is 1 status in 20, as in the benchmark's data: walking the
  // global (status, created_at) or (created_at) index would discard hundreds of rows per row kept.
  it.each<[string, Partial<QuotationListQueryDto>]>([
    ['mine + status SENT', { view: 'mine', status: ['SENT'] }],
    ['finalize + status SENT', { view: 'finalize', status: ['SENT'] }],
    ['mine + status FUTURE', { view: 'mine', status: ['FUTURE'] }],
  ])("%s seeks the user's rows of that status on (commercial_id, status, created_at, id)", async (_label, query) => {
    const p = await plan(user, query);
    expect(p).toMatch(/quotations_commercial_id_status_created_at_id_idx/);
    expect(p).toMatch(/quotations_assigned_to_id_status_created_at_id_idx/);
    expect(p).not.toMatch(/quotations_status_created_at_id_idx/);
    expect(p).not.toMatch(/Seq Scan on quotations/);
    // Two halves, each on its own user index: no OR of the two to collect and sort.
    expect(p).not.toMatch(/BitmapOr/);
  });

  // The pages of a view in halves are those of the plain OR, page after page (the merge and the cursor agree).
  it.each<[string, Partial<QuotationListQueryDto>, string]>([
    ['mine', { view: 'mine' }, `active AND status IN ('REQUESTED','PENDING','QUOTED','UPDATED','SENT','FUTURE')`],
    ['history', { view: 'history' }, `(status IN ('APPROVED','NOT_APPROVED') OR NOT active)`],
    ['mine + status SENT', { view: 'mine', status: ['SENT'] }, `active AND status = 'SENT'`],
  ])('%s: three pages in halves equal the plain OR query', async (_label, query, rest) => {
    const expected = await sql<{ reference: string }>(
      db.url,
      `SELECT reference FROM quotations WHERE (commercial_id = $1 OR assigned_to_id = $1) AND ${rest}
       ORDER BY created_at DESC, id DESC LIMIT 75`,
      [user.id],
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 3; i++) {
      const page = await service.list(
        user,
        Object.assign(new QuotationListQueryDto(), { ...query, limit: 25, cursor }),
      );
      seen.push(...page.items.map((r) => r.reference));
      cursor = page.nextCursor ?? undefined;
    }
    expect(expected).toHaveLength(75);
    // Some of them assigned to the user by another owner, so both halves are in the pages.
    const [{ n }] = await sql<{ n: number }>(
      db.url,
      `SELECT count(*)::int AS n FROM quotations WHERE reference = ANY($1) AND commercial_id <> $2`,
      [seen, user.id],
    );
    expect(n).toBeGreaterThan(0);
    expect(seen).toEqual(expected.map((r) => r.reference));
  });

  it('a reference-head search answers the same rows as a plain substring match, and none when no reference has it', async () => {
    const [{ head }] = await sql<{ head: string }>(
      db.url,
      `SELECT left(reference, 9) AS head FROM quotations ORDER BY created_at DESC OFFSET 60000 LIMIT 1`,
    );
    const pricing: AuthUser = { ...user, permissions: ['PRICING'] };
    const expected = await sql<{ reference: string }>(
      db.url,
      `SELECT reference FROM quotations WHERE reference LIKE '%' || $1 || '%' ORDER BY created_at DESC, id DESC LIMIT 25`,
      [head],
    );
    const page = await service.list(
      pricing,
      Object.assign(new QuotationListQueryDto(), { view: 'pricingAll', reference: head }),
    );
    expect(expected).toHaveLength(25);
    expect(page.items.map((i) => i.reference)).toEqual(expected.map((r) => r.reference));
    const none = await service.list(
      pricing,
      Object.assign(new QuotationListQueryDto(), { view: 'pricingAll', reference: 'ZON-99-9' }),
    );
    expect(none.items).toEqual([]);
  });

  it('a search shaped like a reference head (MVD-24-14) starts the walk at its block of references', async () => {
    // A block of ~10k references 60k rows down the list (references are numbered in creation order).
    const [{ head }] = await sql<{ head: string }>(
      db.url,
      `SELECT left(reference, 9) AS head FROM quotations ORDER BY created_at DESC OFFSET 60000 LIMIT 1`,
    );
    const pricing: AuthUser = { ...user, permissions: ['PRICING'] };
    const p = await plan(pricing, { view: 'pricingAll', reference: head.toLowerCase() });
    expect(p).not.toMatch(/Seq Scan on quotations/);
    // Walking from the newest row would discard the ~50k newer rows first.
    expect(removed(p)).toBeLessThan(1_000);
    expect(p).toMatch(/^Limit .*rows=26 loops=1\)$/m);
  });
});
