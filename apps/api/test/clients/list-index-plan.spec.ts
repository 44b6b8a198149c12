import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ClientListQueryDto } from '@freight/shared/dto';
import type { PreparedReads } from '../../src/common/prisma/prepared-reads.js';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { ClientsRepository } from '../../src/modules/clients/clients.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { capturingPrisma, explain, type Statement } from '../support/plans.js';
import { sql } from '../support/sql.js';

/**
 * On 100k generated clients, the exact SQL Prisma sends for the default list, each single filter and
 * each sort is planned on an index, never a sequential scan of clients.
 */
describe('clients list query plans on 100k rows', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let repo: ClientsRepository;
  let commercialId: string;
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
      `
      WITH u AS (SELECT array_agg(id) a FROM users WHERE is_commercial)
      INSERT INTO clients (id, trade_name, legal_name, tax_id, city, country, commercial_id, payment_terms, created_at, updated_at)
      SELECT gen_random_uuid(), 'Cliente ' || g || ' ' || md5(g::text), 'Razón ' || md5((g * 7)::text) || ' SA', 'T' || lpad(g::text, 11, '0'),
        (ARRAY['Montevideo','São Paulo','Buenos Aires','Rosario','Curitiba','Salto','Córdoba','Santos'])[1 + g % 8] || ' ' || (g % 500),
        (ARRAY['UY','BR','AR','CL','PY','US','DE','CN','ES','MX','PE','CO'])[1 + g % 12],
        u.a[1 + g % array_length(u.a, 1)], 'CASH', now() - (g || ' minutes')::interval, now()
      FROM generate_series(1, 100000) g, u`,
    );
    await sql(db.url, 'ANALYZE');
    [{ id: commercialId }] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'gen7'`);
    ({ prisma, captured, reads } = capturingPrisma(db.url));
    repo = new ClientsRepository(prisma as unknown as PrismaService, reads);
  }, 240_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  async function planOf(query: Partial<ClientListQueryDto>): Promise<string> {
    const q = Object.assign(new ClientListQueryDto(), query);
    captured.length = 0;
    await repo.listPage(q);
    const listQuery = captured.find((c) => /from "clients"/i.test(c.query));
    if (!listQuery) throw new Error(`no list query captured: ${JSON.stringify(captured)}`);
    return explain(db.url, listQuery);
  }

  it.each<[string, Partial<ClientListQueryDto>]>([
    ['default list (by trade name)', {}],
    ['search by trade name', { search: 'cliente 4242 ' }],
    ['search by legal name', { search: 'e4da3b7fbb' }],
    ['search by tax id (typed with dashes)', { search: 'T000-0004-2424' }],
    ['city filter', { city: 'rosario 33' }],
    ['country filter', { country: 'CL' }],
    ['commercial filter', { commercialId: 'COMMERCIAL' }],
    ['sort by legal name', { sort: 'legalName' }],
    ['sort by tax id, descending', { sort: 'taxId', order: 'desc' }],
    ['sort by created date', { sort: 'createdAt', order: 'desc' }],
  ])('the %s uses an index', async (_label, query) => {
    const q = query.commercialId === 'COMMERCIAL' ? { ...query, commercialId } : query;
    const plan = await planOf(q);
    expect(plan).not.toMatch(/Seq Scan on clients/);
    expect(plan).toMatch(/Index|Bitmap/);
  });
});
