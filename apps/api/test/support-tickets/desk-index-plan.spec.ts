import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PreparedReads } from '../../src/common/prisma/prepared-reads.js';
import type { SupportTicketPriority } from '@freight/shared';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { todayIn } from '../../src/common/time/zoned-dates.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { decodeDeskCursor, encodeDeskCursor } from '../../src/modules/support/support-desk-order.js';
import { SupportRepository, type TicketListFilter } from '../../src/modules/support/support.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { capturingPrisma, explain, mostRowsOfANode, removedRows, type Statement } from '../support/plans.js';
import { sql } from '../support/sql.js';

/**
 * The desk's pages on 100k generated tickets, 4% of them open (most tickets of a running desk are
 * closed), one in seven without a due date: page 1 and deep pages read a page's worth of index entries, on the open tickets' partial
 * index by default and on the full one with the closed tickets shown, whatever the depth.
 */
describe('support desk query plans on 100k tickets', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let repo: SupportRepository;
  let captured: Statement[] = [];
  let preparedReads: PreparedReads;
  const today = todayIn('America/Montevideo');

  beforeAll(async () => {
    db = await createTestDatabase();
    await sql(
      db.url,
      `WITH p AS (SELECT e.product_id, e.id AS error_id FROM support_product_errors e ORDER BY e.id LIMIT 1),
            u AS (SELECT id FROM users WHERE username = 'comercial')
       INSERT INTO support_tickets (id, title, description, product_id, error_id, priority, status, outcome, due_date, author_id, created_at, updated_at)
       SELECT gen_random_uuid(), 'Gen ' || g, 'x', p.product_id, p.error_id,
         (ARRAY['MINIMAL','VERY_LOW','LOW','MEDIUM','HIGH','CRITICAL'])[1 + g % 6]::"SupportTicketPriority",
         (ARRAY['NOT_STARTED','IN_PROGRESS','BLOCKED','COMPLETED'])[1 + (g / 6) % 4]::"SupportTicketStatus",
         CASE WHEN g % 50 NOT IN (1, 2) THEN 'FINALIZED'::"SupportTicketOutcome" END,
         CASE WHEN g % 7 = 0 THEN NULL ELSE $1::date + ((g % 400) - 200) END,
         u.id, now() - (g || ' minutes')::interval, now()
       FROM generate_series(1, 100000) g, p, u`,
      [today],
    );
    await sql(db.url, 'VACUUM ANALYZE support_tickets');
    ({ prisma, captured, reads: preparedReads } = capturingPrisma(db.url));
    repo = new SupportRepository(prisma as unknown as PrismaService, preparedReads);
  }, 240_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  /** The executed plans of the statements that read the page's tickets (not their product or author). */
  async function pagePlans(filter: TicketListFilter, cursor: string | null) {
    captured.length = 0;
    const rows = await repo.deskPage(filter, today, cursor ? decodeDeskCursor(cursor) : null, 25);
    const reads = captured.filter((c) => /from "support_tickets"/i.test(c.query));
    return { rows, plans: await Promise.all(reads.map((c) => explain(db.url, c, true))) };
  }

  /** The cursor after `n` tickets of the desk, found in SQL (the desk's order written as one sort). */
  async function cursorAfter(filter: TicketListFilter, n: number): Promise<string> {
    const [row] = await sql<{
      id: string;
      priority: SupportTicketPriority;
      status: string;
      outcome: string | null;
      due: string | null;
    }>(
      db.url,
      `SELECT id::text AS id, priority::text AS priority, status::text AS status, outcome::text AS outcome,
              to_char(due_date, 'YYYY-MM-DD') AS due
       FROM support_tickets WHERE $1 OR outcome IS NULL
       ORDER BY CASE WHEN outcome IS NULL AND status <> 'COMPLETED' AND due_date < $2::date THEN 0
                     WHEN due_date IS NULL THEN 2 ELSE 1 END,
                due_date, priority DESC, id
       OFFSET $3 LIMIT 1`,
      [filter.includeClosed, today, n - 1],
    );
    return encodeDeskCursor({ ...row, dueDate: row.due ? new Date(`${row.due}T00:00:00.000Z`) : null }, today);
  }

  it('reads page 1 of the open desk from the open tickets index', async () => {
    const { rows, plans } = await pagePlans({ includeClosed: false }, null);
    expect(rows).toHaveLength(26);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on support_tickets/);
      expect(plan).toMatch(/support_tickets_open_desk_idx/);
    }
  });

  // Open: ~1,300 overdue, ~2,100 dated, ~570 without a date. With closed: ~85k dated, ~14k without.
  it.each([
    ['the open desk, in its dated segment', { includeClosed: false }, 2000, /Index Cond: .*due_date >=/],
    [
      'the open desk, among the tickets without a due date',
      { includeClosed: false },
      3500,
      /Index Cond: .*due_date IS NULL.*id >/,
    ],
    ['the desk with closed tickets, deep in it', { includeClosed: true }, 20_000, /Index Cond: .*due_date >=/],
    [
      'the desk with closed tickets, among those without a due date',
      { includeClosed: true },
      92_000,
      /Index Cond: .*due_date IS NULL.*id >/,
    ],
  ])('starts %s at the cursor, not at the top', async (_label, filter, depth, startsAt) => {
    const { rows, plans } = await pagePlans(filter, await cursorAfter(filter, depth));
    expect(rows).toHaveLength(26);
    expect(plans[0]).toMatch(startsAt);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on support_tickets/);
      // A page's reach (the overdue ones skipped by the segment filter included), never the rows before the cursor.
      expect(removedRows(plan)).toBeLessThan(1500);
      expect(mostRowsOfANode(plan)).toBeLessThan(1500);
    }
  });
});
