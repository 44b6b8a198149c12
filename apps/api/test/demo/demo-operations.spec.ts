import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OPERATION_STATUSES } from '@freight/shared';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

/**
 * The seeded demo operations (issue 12): a few hundred across every status and mode, some opened from
 * demo quotations, with notes, documents and events (some overdue, some finalized), and closed ones.
 */
describe('demo operations (prisma seed)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('spread a few hundred operations over every status and every transport mode, express ones in their own kind', async () => {
    const byStatus = await sql<{ status: string; n: number }>(
      db.url,
      'SELECT status::text, count(*)::int AS n FROM operations GROUP BY status ORDER BY status',
    );
    const total = byStatus.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(byStatus.map((r) => r.status).sort()).toEqual([...OPERATION_STATUSES].sort());
    // No status is a token row: each holds at least half an even share.
    for (const r of byStatus) expect(r.n).toBeGreaterThanOrEqual(total / OPERATION_STATUSES.length / 2);
    const modes = await sql<{ mode: string; kind: string; statuses: number }>(
      db.url,
      'SELECT transport_mode::text AS mode, kind::text, count(DISTINCT status)::int AS statuses FROM operations GROUP BY 1, 2 ORDER BY 1, 2',
    );
    expect(modes.map((m) => `${m.mode}:${m.kind}`)).toEqual([
      'AIR:GENERAL',
      'EXPRESS:EXPRESS',
      'ROAD:GENERAL',
      'SEA:GENERAL',
    ]);
    // Every list (general and express) shows several statuses.
    for (const m of modes) expect(m.statuses).toBeGreaterThanOrEqual(5);
  });

  it('has a status history ending at each operation’s status, and notes of every visibility', async () => {
    const [history] = await sql<{ without: number; mismatched: number }>(
      db.url,
      `SELECT count(*) FILTER (WHERE last.to_status IS NULL)::int AS without,
              count(*) FILTER (WHERE last.to_status <> o.status)::int AS mismatched
       FROM operations o
       LEFT JOIN LATERAL (SELECT to_status FROM operation_status_changes c WHERE c.operation_id = o.id ORDER BY created_at DESC LIMIT 1) last ON true`,
    );
    expect(history).toEqual({ without: 0, mismatched: 0 });
    const notes = await sql<{ visibility: string; n: number; typed: number }>(
      db.url,
      'SELECT visibility::text, count(*)::int AS n, count(note_type_id)::int AS typed FROM operation_notes GROUP BY 1 ORDER BY 1',
    );
    expect(notes.map((n) => n.visibility)).toEqual(['CLIENT', 'INTERNAL', 'ON_REQUEST']);
    for (const n of notes) expect(n.typed).toBe(n.n);
  });

  it('has events open, overdue and finalized, overdue ones among the demo operative’s, none left open on closed operations', async () => {
    const [events] = await sql<{
      open: number;
      overdue: number;
      finalized: number;
      mine_overdue: number;
      mine_today_or_later: number;
    }>(
      db.url,
      `SELECT count(*) FILTER (WHERE e.finalized_at IS NULL AND e.due_at >= now())::int AS open,
              count(*) FILTER (WHERE e.finalized_at IS NULL AND e.due_at < now())::int AS overdue,
              count(*) FILTER (WHERE e.finalized_at IS NOT NULL)::int AS finalized,
              count(*) FILTER (WHERE e.finalized_at IS NULL AND e.due_at < now() AND u.username = 'operativo')::int AS mine_overdue,
              count(*) FILTER (WHERE e.finalized_at IS NULL AND e.due_at >= now() AND u.username = 'operativo')::int AS mine_today_or_later
       FROM operation_events e
       LEFT JOIN operation_operatives oo ON oo.operation_id = e.operation_id
       LEFT JOIN users u ON u.id = oo.user_id`,
    );
    expect(events.open).toBeGreaterThanOrEqual(20);
    expect(events.overdue).toBeGreaterThanOrEqual(20);
    expect(events.finalized).toBeGreaterThanOrEqual(20);
    // The demo operative's agenda and home page have something to show.
    expect(events.mine_overdue).toBeGreaterThan(0);
    expect(events.mine_today_or_later).toBeGreaterThan(0);
    const [closed] = await sql<{ operations: number; open_events: number }>(
      db.url,
      `SELECT count(DISTINCT o.id)::int AS operations, count(e.id) FILTER (WHERE e.finalized_at IS NULL)::int AS open_events
       FROM operations o LEFT JOIN operation_events e ON e.operation_id = o.id WHERE o.status IN ('CLOSED', 'CANCELED')`,
    );
    expect(closed.operations).toBeGreaterThanOrEqual(20);
    expect(closed.open_events).toBe(0);
  });

  it('has typed PDF documents on some operations, stored with their checksum', async () => {
    const [docs] = await sql<{
      operations: number;
      documents: number;
      untyped: number;
      bad_checksum: number;
      not_pdf: number;
      modes: number;
    }>(
      db.url,
      `SELECT count(DISTINCT d.operation_id)::int AS operations, count(*)::int AS documents,
              count(*) FILTER (WHERE d.document_type_id IS NULL)::int AS untyped,
              count(*) FILTER (WHERE encode(sha256(d.data), 'hex') <> d.sha256 OR length(d.data) <> d.size_bytes)::int AS bad_checksum,
              count(*) FILTER (WHERE d.mime_type <> 'application/pdf' OR substring(d.data from 1 for 5) <> '%PDF-'::bytea)::int AS not_pdf,
              count(DISTINCT o.transport_mode)::int AS modes
       FROM documents d JOIN operations o ON o.id = d.operation_id`,
    );
    expect(docs.operations).toBeGreaterThanOrEqual(50);
    expect(docs.documents).toBeGreaterThan(docs.operations);
    expect(docs).toMatchObject({ untyped: 0, bad_checksum: 0, not_pdf: 0, modes: 4 });
    // Never on a quotation and an operation at once.
    const [both] = await sql<{ n: number }>(
      db.url,
      'SELECT count(*)::int AS n FROM documents WHERE operation_id IS NOT NULL AND quotation_id IS NOT NULL',
    );
    expect(both.n).toBe(0);
  });

  it('opened some operations from APPROVED demo quotations, linked both ways with the quote number', async () => {
    const rows = await sql<{
      reference: string;
      quote_number: string;
      quotation: string;
      status: string;
      same_client: boolean;
    }>(
      db.url,
      `SELECT o.reference, o.quote_number, q.reference AS quotation, q.status::text, o.client_id = q.client_id AS same_client
       FROM operations o JOIN quotations q ON q.id = o.quotation_id ORDER BY o.reference`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      expect(r).toMatchObject({ quote_number: r.quotation, status: 'APPROVED', same_client: true });
    }
    // Other APPROVED quotations are left unopened for the browser test that opens one.
    const [unopened] = await sql<{ n: number }>(
      db.url,
      `SELECT count(*)::int AS n FROM quotations q WHERE q.status = 'APPROVED' AND q.active AND NOT EXISTS (SELECT 1 FROM operations o WHERE o.quotation_id = q.id)`,
    );
    expect(unopened.n).toBeGreaterThan(0);
  });
});
