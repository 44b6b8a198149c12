import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { CostRequestRemindersRepository } from '../../src/modules/pricing/cost-request-reminders.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { capturingPrisma, explain, type Statement } from '../support/plans.js';
import { bulkSql, sql } from '../support/sql.js';

/**
 * Issue 16: the reminder scan and pricing's list of agents waiting too long read the open requests (2 in
 * 100 of 100k here: most are answered or declined) through the partial index cost_requests_open_sent_idx,
 * never a scan of every request.
 */
describe('open cost requests on 100k rows', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let repo: CostRequestRemindersRepository;
  let captured: Statement[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    await bulkSql(
      db.url,
      `
      WITH u AS (SELECT id FROM users WHERE username = 'comercial'), c AS (SELECT id FROM clients ORDER BY tax_id LIMIT 1)
      INSERT INTO quotations (id, reference, company, service, transport_mode, status, client_id, commercial_id, goods_description, created_at, updated_at)
      SELECT gen_random_uuid(), 'PLAN-' || lpad(g::text, 6, '0'), 'MVD', 'SEA_LCL', 'SEA', 'PENDING', c.id, u.id, 'Plan goods',
        now() - (g || ' minutes')::interval, now()
      FROM generate_series(1, 5000) g, u, c`,
    );
    await bulkSql(
      db.url,
      `
      WITH q AS (SELECT array_agg(id) a FROM quotations WHERE reference LIKE 'PLAN-%'), p AS (SELECT array_agg(id) a FROM providers)
      INSERT INTO cost_requests (id, quotation_id, provider_id, email, language, expires_at, sent_at, answered_at, declined_at, created_at)
      SELECT gen_random_uuid(), q.a[1 + g % 5000], p.a[1 + g % array_length(p.a, 1)], 'plan@agents.test', 'en', now() + interval '10 days',
        now() - (g || ' seconds')::interval * 50,
        CASE WHEN g % 100 < 97 THEN now() - (g || ' seconds')::interval * 40 END,
        CASE WHEN g % 100 = 97 THEN now() - (g || ' seconds')::interval * 40 END,
        now() - (g || ' seconds')::interval * 50
      FROM generate_series(1, 100000) g, q, p`,
    );
    await sql(db.url, 'ANALYZE cost_requests');
    await sql(db.url, 'ANALYZE quotations');
    ({ prisma, captured } = capturingPrisma(db.url));
    repo = new CostRequestRemindersRepository(prisma as unknown as PrismaService);
  }, 240_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  /** EXPLAIN (ANALYZE) of the statement the repository sent. */
  async function plan(run: () => Promise<unknown>): Promise<string> {
    captured.length = 0;
    await run();
    const statement = captured.find((c) => c.query.includes('FROM cost_requests r'));
    if (!statement) throw new Error('no statement captured');
    return explain(db.url, statement, true);
  }

  const now = new Date();
  const cutoff = new Date(now.getTime() - 3_600_000);

  it("pricing's list walks the open requests' index, a page at a time", async () => {
    const p = await plan(() => repo.waiting({ cutoff, now, services: ['SEA_LCL'], order: 'asc', limit: 25 }));
    expect(p).toMatch(/cost_requests_open_sent_idx/);
    expect(p).not.toMatch(/Seq Scan on cost_requests/);
    const page = await repo.waiting({ cutoff, now, services: ['SEA_LCL'], order: 'asc', limit: 25 });
    expect(page).toHaveLength(26);
  });

  it('the reminder scan takes its batch through the same index', async () => {
    const p = await plan(() => prisma.$transaction((tx) => repo.lockDue(tx, cutoff, now, 100)));
    expect(p).toMatch(/cost_requests_open_sent_idx/);
    expect(p).not.toMatch(/Seq Scan on cost_requests/);
  });
});
