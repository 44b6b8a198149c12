import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Page, PortalQuotationSummary } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { requestsOwn } from '../support/request-statements.js';
import { sql } from '../support/sql.js';

type Logged = { query: string; name?: string };

/** What client A's page should list: its sent quotations, newest first, with the client-visible lines' totals and validity. */
const EXPECTED = `
  SELECT q.reference, q.created_at, q.id,
         (SELECT min(c.valid_until)::text FROM sell_lines l JOIN cost_charges cc ON cc.id = l.cost_charge_id
            JOIN costs c ON c.id = cc.cost_id WHERE l.quotation_id = q.id AND l.client_visible) AS valid_until,
         coalesce((SELECT json_agg(json_build_object('currency', t.currency, 'amount', t.amount, 'tax', t.tax) ORDER BY t.currency)
            FROM (SELECT l.currency, sum(l.sell_amount)::float8 AS amount, sum(l.tax_amount)::float8 AS tax
                  FROM sell_lines l WHERE l.quotation_id = q.id AND l.client_visible GROUP BY l.currency) t), '[]') AS totals
  FROM quotations q JOIN users u ON u.client_id = q.client_id
  WHERE u.username = 'cliente' AND q.status IN ('SENT', 'APPROVED', 'NOT_APPROVED')
  ORDER BY q.created_at DESC, q.id DESC`;

/** The portal list reads like the other lists: a keyset page and one read of its lines, whatever the page size (issue 50). */
describe('client portal list: statements per request and the same answer', () => {
  let t: TestApp;
  let token: string;
  const log = join(mkdtempSync(join(tmpdir(), 'portal-statements-')), 'queries.jsonl');

  beforeAll(async () => {
    t = await startTestApp({ queryLogFile: log });
    token = await loginAs(t.http, 'cliente');
    // Client A gets 8 copies of each sent quotation (and of its lines), two by two at the same instant,
    // so pages hold 100 rows and the keyset crosses ties of created_at.
    await sql(
      t.db.url,
      `WITH src AS (
         SELECT q.*, g, gen_random_uuid() AS new_id FROM quotations q JOIN users u ON u.client_id = q.client_id,
                generate_series(1, 8) g
         WHERE u.username = 'cliente' AND q.status IN ('SENT', 'APPROVED', 'NOT_APPROVED')),
       quotes AS (
         INSERT INTO quotations
         SELECT (jsonb_populate_record(NULL::quotations, to_jsonb(src) || jsonb_build_object(
                  'id', new_id, 'reference', reference || '-C' || g,
                  'created_at', created_at - (g / 2) * interval '1 second'))).*
         FROM src RETURNING id)
       INSERT INTO sell_lines
       SELECT (jsonb_populate_record(NULL::sell_lines, to_jsonb(l) || jsonb_build_object(
                'id', gen_random_uuid(), 'quotation_id', src.new_id))).*
       FROM src JOIN sell_lines l ON l.quotation_id = src.id
       WHERE EXISTS (SELECT 1 FROM quotes WHERE quotes.id = src.new_id)`,
    );
  });
  afterAll(() => t.close());

  const logged = (): Logged[] =>
    readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Logged);

  /** Until nothing else (a login's writes, pollers) has written to the log for a while. */
  const quiet = async () => {
    let size = statSync(log).size;
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const now = statSync(log).size;
      if (now === size) return;
      size = now;
    }
  };

  /** The statements one list request sent, and its page. */
  const onePage = async (query: Record<string, string | number>) => {
    await quiet();
    const before = logged().length;
    const res = await request(t.http)
      .get('/app/v1/portal/quotations')
      .query(query)
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    const statements = requestsOwn(logged().slice(before));
    return { page: res.body as Page<PortalQuotationSummary>, statements };
  };
  /**
   * The fewest statements of three identical requests: the log holds the whole app's statements, and a
   * background job's poll can land in a request's window (CI once counted 4 at 25 rows, 3 at 100). A
   * read per row would be in every try.
   */
  const pageOf = async (query: Record<string, string | number>) => {
    const tries = [await onePage(query), await onePage(query), await onePage(query)];
    return tries.reduce((a, b) => (b.statements.length < a.statements.length ? b : a));
  };
  const besidesSession = (statements: Logged[]) => statements.filter((s) => s.name !== 'app_session_with_user');

  it('reads a page in 2 statements besides the session, as many at 25 as at 100 rows', async () => {
    const at25 = await pageOf({ limit: 25 });
    const at100 = await pageOf({ limit: 100 });
    expect(at25.page.items).toHaveLength(25);
    expect(at100.page.items).toHaveLength(100);
    expect(at100.statements).toHaveLength(at25.statements.length);
    expect(besidesSession(at25.statements).length).toBeLessThanOrEqual(2);
    expect(besidesSession(at100.statements).length).toBeLessThanOrEqual(2);
  });

  it('lists page 1 and the next page as the SQL of the client quotations orders them, with their totals and validity', async () => {
    const expected = await sql<{ reference: string; valid_until: string | null; totals: object[] }>(t.db.url, EXPECTED);
    expect(expected.length).toBeGreaterThan(100);
    const first = await pageOf({ limit: 40 });
    expect(first.page.nextCursor).toEqual(expect.any(String));
    const second = await pageOf({ limit: 40, cursor: first.page.nextCursor! });
    const items = [...first.page.items, ...second.page.items];
    expect(items.map((q) => q.reference)).toEqual(expected.slice(0, 80).map((r) => r.reference));
    for (const [i, q] of items.entries()) {
      const want = expected[i];
      expect(q.validUntil).toBe(want.valid_until);
      expect(q.totals.map(({ currency, amount, tax }) => ({ currency, amount, tax }))).toEqual(
        expect.arrayContaining(want.totals),
      );
      expect(q.totals).toHaveLength(want.totals.length);
    }
    expect(items.some((q) => q.totals.length > 0 && q.validUntil !== null)).toBe(true);
    // Oldest first with a filter: the same rows in the other order.
    const asc = await pageOf({ limit: 100, order: 'asc', status: 'SENT' });
    const sent = await sql<{ reference: string }>(
      t.db.url,
      `SELECT q.reference FROM quotations q JOIN users u ON u.client_id = q.client_id
       WHERE u.username = 'cliente' AND q.status = 'SENT' ORDER BY q.created_at, q.id LIMIT 100`,
    );
    expect(asc.page.items.map((q) => q.reference)).toEqual(sent.map((r) => r.reference));
  });
});
