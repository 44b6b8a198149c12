import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { OperationListQueryDto } from '@freight/shared/dto';
import { encodeCursor } from '../../src/common/pagination/keyset.js';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { PrismaClient } from '../../src/generated/prisma/client.js';
import { OperationActivityRepository } from '../../src/modules/operations/operation-activity.repository.js';
import { operationFilterWhere } from '../../src/modules/operations/operation-filters.js';
import { OperationsRepository } from '../../src/modules/operations/operations.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

/**
 * The operations list must answer from indexes at scale: on 200k generated operations (and 600k events),
 * the exact SQL Prisma sends for the default list and for each filter of spec section 3 is planned on an
 * index of operations, never a sequential scan; so are the per-row event counts and the agenda.
 */
describe('operation list query plans on 200k operations', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let repo: OperationsRepository;
  let activity: OperationActivityRepository;
  let operativeId: string;
  let commercialId: string;
  const captured: { query: string; params: string }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    await sql(
      db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, is_commercial, updated_at)
      SELECT gen_random_uuid(), 'G' || g, 'Gen ' || g, 'gen' || g || '@x.test', 'gen' || g, 'x', g % 2 = 0, now() FROM generate_series(1, 60) g`,
    );
    await sql(
      db.url,
      `INSERT INTO clients (id, trade_name, legal_name, tax_id, country, updated_at)
      SELECT gen_random_uuid(), 'Client ' || g, 'Client ' || g || ' SA', 'TAX' || g, 'UY', now() FROM generate_series(1, 2000) g`,
    );
    await sql(
      db.url,
      `
      WITH u AS (SELECT array_agg(id) a FROM users WHERE username LIKE 'gen%'), c AS (SELECT array_agg(id) a FROM clients)
      INSERT INTO operations (id, reference, status, house_number, master_number, shipment_key, container_numbers, container_search, quote_number, client_id,
                              commercial_id, transport_mode, container_mode, origin_code, destination_code, etd, eta, created_at, updated_at)
      SELECT gen_random_uuid(), 'GEN-OP-' || lpad(g::text, 6, '0'),
        (ARRAY['NOT_ASSIGNED','CANCELED','ON_HOLD','IN_COORDINATION','IN_TRANSIT','AT_BORDER','ARRIVED','PAYMENT_PENDING','CLOSURE_PENDING','CLOSED'])[1 + (g / 7) % 10]::"OperationStatus",
        'HBL' || g, 'MBL' || (g * 3), 'SK' || g, ARRAY['MSCU' || lpad(g::text, 7, '0')], 'MSCU' || lpad(g::text, 7, '0'), 'MVD-26-' || lpad(g::text, 6, '0'),
        c.a[1 + g % array_length(c.a, 1)], u.a[1 + (g * 7) % array_length(u.a, 1)],
        (ARRAY['AIR','SEA','SEA','ROAD','EXPRESS'])[1 + g % 5]::"TransportMode", (ARRAY['FCL','LCL','RORO','LSE','ULD','FTL','LTL','COURIER'])[1 + g % 8],
        'O' || (g % 300), 'D' || (g % 280), date '2024-01-01' + (g % 1000), date '2024-01-20' + (g % 1000),
        now() - (g || ' minutes')::interval, now()
      FROM generate_series(1, 200000) g, u, c`,
    );
    await sql(
      db.url,
      `
      WITH u AS (SELECT array_agg(id) a FROM users WHERE username LIKE 'gen%')
      INSERT INTO operation_operatives (operation_id, user_id)
      SELECT o.id, u.a[1 + (abs(hashtext(o.reference)) % array_length(u.a, 1))] FROM operations o, u`,
    );
    await sql(
      db.url,
      `INSERT INTO operation_events (id, operation_id, title, due_at, finalized_at, created_at, updated_at)
      SELECT gen_random_uuid(), o.id, 'Event ' || k, now() + ((k * 5 - (abs(hashtext(o.reference)) % 40)) || ' days')::interval,
        CASE WHEN k = 1 THEN now() END, now(), now()
      FROM operations o, generate_series(1, 3) k`,
    );
    await sql(db.url, 'ANALYZE');
    [{ id: operativeId }] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'gen7'`);
    [{ id: commercialId }] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'gen8'`);
    prisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString: db.url }),
      log: [{ emit: 'event', level: 'query' }],
    });
    const onQuery = prisma.$on.bind(prisma) as unknown as (
      event: 'query',
      cb: (e: { query: string; params: string }) => void,
    ) => void;
    onQuery('query', (e) => captured.push({ query: e.query, params: e.params }));
    repo = new OperationsRepository(prisma as unknown as PrismaService);
    activity = new OperationActivityRepository(prisma as unknown as PrismaService);
  }, 300_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  async function explain(statement: { query: string; params: string }, analyze = false): Promise<string> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const res = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN ${analyze ? '(ANALYZE) ' : ''}${statement.query}`,
        JSON.parse(statement.params) as unknown[],
      );
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.end();
    }
  }

  /** EXPLAIN of the very statement the repository sent for this list. */
  async function planOf(query: Partial<OperationListQueryDto>, analyze = false): Promise<string> {
    const q = Object.assign(new OperationListQueryDto(), query);
    captured.length = 0;
    await repo.listPage({
      where: operationFilterWhere(q),
      sort: q.sort,
      order: q.order,
      cursor: q.cursor,
      limit: q.limit,
    });
    const listQuery = captured.find((c) => c.query.includes('FROM "public"."operations"'));
    if (!listQuery) throw new Error(`no list query captured: ${JSON.stringify(captured)}`);
    return explain(listQuery, analyze);
  }

  it.each<[string, Partial<OperationListQueryDto>, RegExp | null]>([
    ['default list', {}, null],
    ['operatives filter', { operatives: ['OPERATIVE'] }, /operation_operatives/],
    ['commercials filter', { commercials: ['COMMERCIAL'] }, /operations_commercial_id/],
    ['client name filter', { clientName: 'Client 1234' }, /operations_client_id/],
    ['transport modes filter', { transportModes: ['ROAD'] }, null],
    ['container modes filter', { containerModes: ['RORO'] }, null],
    ['origins filter', { origins: ['O17', 'O18'] }, null],
    ['destinations filter', { destinations: ['D5'] }, /operations_destination_code/],
    ['ETD range (a 7-day preset)', { etdFrom: '2025-03-01', etdTo: '2025-03-07' }, null],
    ['ETD range (a 1-day preset)', { etdFrom: '2025-03-01', etdTo: '2025-03-01' }, /operations_etd/],
    ['ETA range (a 14-day preset)', { etaFrom: '2025-05-01', etaTo: '2025-05-14' }, null],
    ['ETA range (a 1-day preset)', { etaFrom: '2025-05-01', etaTo: '2025-05-01' }, /operations_eta/],
    ['status filter', { status: ['AT_BORDER'] }, null],
    ['house number', { houseNumber: 'HBL12345' }, /operations_house_number_trgm_idx/],
    ['master number', { masterNumber: 'MBL3333' }, /operations_master_number_trgm_idx/],
    ['shipment key', { shipmentKey: 'SK77777' }, /operations_shipment_key/],
    ['container number', { containerNumber: 'MSCU0012345' }, /operations_container_search_trgm_idx/],
    ['quote number', { quoteNumber: 'MVD-26-004242' }, /operations_quote_number_trgm_idx/],
  ])('the %s uses an index', async (_label, query, index) => {
    const q = { ...query };
    if (q.operatives) q.operatives = [operativeId];
    if (q.commercials) q.commercials = [commercialId];
    const plan = await planOf(q);
    expect(plan).not.toMatch(/Seq Scan on operations/);
    expect(plan).toMatch(/Index|Bitmap/);
    if (index) expect(plan).toMatch(index);
  });

  it('a deep page starts the index scan at the cursor, not at the top', async () => {
    const [row] = await sql<{ id: string; created_at: Date }>(
      db.url,
      'SELECT id, created_at FROM operations ORDER BY created_at DESC, id DESC OFFSET 150000 LIMIT 1',
    );
    const plan = await planOf({ cursor: encodeCursor(row.created_at, row.id) }, true);
    expect(plan).toMatch(/Index Cond: .*created_at/);
    const removed = [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(removed).toBeLessThan(100);
  });

  it('counts the open and overdue events of a page in one statement on the events index', async () => {
    const ids = (await sql<{ id: string }>(db.url, 'SELECT id FROM operations ORDER BY created_at DESC LIMIT 25')).map(
      (r) => r.id,
    );
    captured.length = 0;
    const counts = await repo.eventCounts(ids, new Date());
    expect(captured).toHaveLength(1);
    expect(counts.size).toBe(25);
    const plan = await explain(captured[0]);
    expect(plan).not.toMatch(/Seq Scan on operation_events/);
    expect(plan).toMatch(/operation_events_operation_id_finalized_at_due_at_idx/);
  });

  it("plans the agenda of an operative's month and the home counts on indexes", async () => {
    captured.length = 0;
    const from = new Date();
    await activity.agenda(operativeId, from, new Date(from.getTime() + 31 * 86_400_000), false);
    const agendaQuery = captured.find((c) => c.query.includes('"operation_events"'));
    if (!agendaQuery) throw new Error('no agenda query');
    const plan = await explain(agendaQuery);
    expect(plan).not.toMatch(/Seq Scan on operation_events/);
    expect(plan).not.toMatch(/Seq Scan on operation_operatives/);
    captured.length = 0;
    await activity.agendaCounts(
      operativeId,
      new Date(),
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 3_600_000),
    );
    const countsPlan = await explain(captured[0]);
    expect(countsPlan).not.toMatch(/Seq Scan on operation_events/);
    expect(countsPlan).toMatch(/operation_events_operation_id_finalized_at_due_at_idx/);
  });
});
