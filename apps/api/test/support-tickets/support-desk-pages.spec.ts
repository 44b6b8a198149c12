import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SUPPORT_TICKET_PRIORITIES, type Page, type SupportTicketSummary } from '@freight/shared';
import type { ErrorResponse } from '../documents/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { todayIn } from '../../src/common/time/zoned-dates.js';
import { sealCursor } from '../../src/common/pagination/keyset.js';

type TicketRow = {
  id: string;
  priority: string;
  status: string;
  outcome: string | null;
  due: string | null;
  author: string;
};

/**
 * The desk and "my tickets" page by keyset (issue 17: every list pages on the server). Until now both
 * answered the newest 500 tickets, sorted in memory: the 501st open ticket, often the most overdue,
 * never showed. Here each list is walked page by page and must give every ticket once, in the order
 * the desk promises, computed independently from the table.
 */
describe('support desk and my tickets: keyset pages', () => {
  let t: TestApp;
  let soporte: string;
  let comercial: string;
  let today: string;

  beforeAll(async () => {
    t = await startTestApp();
    [soporte, comercial] = await Promise.all([loginAs(t.http, 'soporte'), loginAs(t.http, 'comercial')]);
    today = todayIn('America/Montevideo');
    // 90 more tickets with every combination that orders the desk: due before, on and after today or
    // none; each priority; completed (not overdue even when past due) and closed ones; and many ties
    // (same due date and priority) that only the id orders.
    await sql(
      t.db.url,
      `WITH p AS (SELECT e.product_id, e.id AS error_id FROM support_product_errors e ORDER BY e.id LIMIT 1),
            u AS (SELECT id FROM users WHERE username = 'comercial')
       INSERT INTO support_tickets (id, title, description, product_id, error_id, priority, status, outcome, due_date, author_id, created_at, updated_at)
       SELECT gen_random_uuid(), 'Paged ' || g, 'x', p.product_id, p.error_id,
         (ARRAY['MINIMAL','VERY_LOW','LOW','MEDIUM','HIGH','CRITICAL'])[1 + g % 6]::"SupportTicketPriority",
         (ARRAY['NOT_STARTED','IN_PROGRESS','BLOCKED','COMPLETED'])[1 + (g / 6) % 4]::"SupportTicketStatus",
         CASE WHEN g % 9 = 0 THEN 'FINALIZED'::"SupportTicketOutcome" END,
         CASE WHEN g % 5 = 0 THEN NULL ELSE $1::date + ((g % 7) - 3) END,
         u.id, now() - (g || ' minutes')::interval, now()
       FROM generate_series(1, 90) g, p, u`,
      [today],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const rank = (p: string) => SUPPORT_TICKET_PRIORITIES.indexOf(p as (typeof SUPPORT_TICKET_PRIORITIES)[number]);
  const isOverdue = (r: TicketRow) => !r.outcome && r.status !== 'COMPLETED' && r.due !== null && r.due < today;

  /** The desk's promised order: overdue first, then by due date (none last), the most urgent first, then id. */
  function deskOrder(a: TicketRow, b: TicketRow): number {
    if (isOverdue(a) !== isOverdue(b)) return isOverdue(a) ? -1 : 1;
    const ad = a.due ?? '9999-12-31';
    const bd = b.due ?? '9999-12-31';
    if (ad !== bd) return ad < bd ? -1 : 1;
    if (a.priority !== b.priority) return rank(b.priority) - rank(a.priority);
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }

  async function tickets(where: string): Promise<TicketRow[]> {
    return sql<TicketRow>(
      t.db.url,
      `SELECT t.id::text AS id, t.priority::text AS priority, t.status::text AS status, t.outcome::text AS outcome,
              to_char(t.due_date, 'YYYY-MM-DD') AS due, t.author_id::text AS author
       FROM support_tickets t WHERE ${where}`,
    );
  }

  /** Every page of a list, following nextCursor; also how many pages it took. */
  async function walk(path: string, token: string, limit: number) {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const url = `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await request(t.http).get(url).set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      const page = res.body as Page<SupportTicketSummary>;
      expect(page.items.length).toBeLessThanOrEqual(limit);
      ids.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return { ids, pages };
  }

  it('walks the open desk page by page: every open ticket once, overdue first, then by due date and priority', async () => {
    const expected = (await tickets('t.outcome IS NULL')).sort(deskOrder).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(60);
    const { ids, pages } = await walk('/support/v1/tickets', soporte, 7);
    expect(ids).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 7));
  });

  it('walks the desk with closed tickets and with a filter the same way', async () => {
    const all = (await tickets('true')).sort(deskOrder).map((r) => r.id);
    expect((await walk('/support/v1/tickets?includeClosed=true', soporte, 11)).ids).toEqual(all);
    const high = (await tickets(`t.outcome IS NULL AND t.priority = 'HIGH'`)).sort(deskOrder).map((r) => r.id);
    expect(high.length).toBeGreaterThan(5);
    expect((await walk('/support/v1/tickets?priority=HIGH', soporte, 4)).ids).toEqual(high);
  });

  it("walks the user's own tickets newest first, none lost", async () => {
    const [{ id: me }] = await sql<{ id: string }>(
      t.db.url,
      `SELECT id::text AS id FROM users WHERE username = 'comercial'`,
    );
    const expected = (
      await sql<{ id: string }>(
        t.db.url,
        `SELECT t.id::text AS id FROM support_tickets t
         WHERE t.outcome IS NULL AND (t.author_id = $1 OR EXISTS (SELECT 1 FROM support_ticket_related_users r WHERE r.ticket_id = t.id AND r.user_id = $1))
         ORDER BY t.created_at DESC, t.id DESC`,
        [me],
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(50);
    expect((await walk('/support/v1/tickets/users', comercial, 9)).ids).toEqual(expected);
  });

  it('refuses a cursor it did not make, with the field named (400), and pages past the end to nothing', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from('{"s":0,"d":"2026-02-30","p":"HIGH","id":"x"}').toString('base64url'),
    ]) {
      const res = await request(t.http)
        .get(`/support/v1/tickets?cursor=${cursor}`)
        .set('Authorization', `Bearer ${soporte}`);
      expect(res.status).toBe(400);
      expect((res.body as ErrorResponse).code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body)).toContain('cursor');
    }
    const last = sealCursor('support-desk', {
      s: 2,
      d: null,
      p: 'MINIMAL',
      id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
    });
    const res = await request(t.http)
      .get(`/support/v1/tickets?cursor=${last}`)
      .set('Authorization', `Bearer ${soporte}`);
    expect(res.body).toEqual({ items: [], nextCursor: null });
  });
});
