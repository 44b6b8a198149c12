import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OverdueEventsProcessor } from '../../src/modules/operations/jobs/overdue-events.processor.js';
import { waitFor } from '../mail/mail-test-module.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { demoClientId } from '../quotations/builders.js';

/** The scheduled "event overdue" notice: a BullMQ repeatable job on the real Redis, stored notices in PostgreSQL. */
describe('operations: operatives are told once when their event becomes overdue', () => {
  let t: TestApp;
  let token: string;
  let clientId: string;
  let operativoId: string;
  let otherId: string;
  const base = '/operations/v1/operations';

  async function operation(status?: string): Promise<{ id: string; reference: string }> {
    const res = await request(t.http)
      .post(base)
      .set('Authorization', `Bearer ${token}`)
      .send({ clientId, transportMode: 'AIR', operativeIds: [operativoId, otherId] });
    expect(res.status).toBe(201);
    const created = res.body as { id: string; reference: string };
    if (status) await sql(t.db.url, 'UPDATE operations SET status = $2 WHERE id = $1', [created.id, status]);
    return created;
  }

  /** Events are created through the API with a future due date; the clock is moved here instead. */
  async function event(operationId: string, title: string, dueAt: string, finalized = false): Promise<string> {
    const [row] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO operation_events (id, operation_id, title, due_at, finalized_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, ${dueAt}, ${finalized ? 'now()' : 'NULL'}, now()) RETURNING id`,
      [operationId, title],
    );
    return row.id;
  }

  const notices = (reference: string) =>
    sql<{ recipient_id: string; title: string; message: string }>(
      t.db.url,
      `SELECT recipient_id, title, message FROM notifications WHERE topic->>'kind' = 'eventOverdue' AND key = $1 ORDER BY recipient_id`,
      [reference],
    );

  beforeAll(async () => {
    // A short period: the repeatable job itself, on Redis, must do the telling.
    t = await startTestApp({ operationOverdueScanMs: 300 });
    token = await loginAs(t.http, 'operativo');
    clientId = await demoClientId(t);
    [{ id: operativoId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'operativo'`);
    [{ id: otherId }] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, language, updated_at)
       SELECT gen_random_uuid(), 'OVD', 'Overdue Operative', 'ovd@freight.local', 'operativo-ovd', password_hash, 'en', now()
       FROM users WHERE username = 'operativo' RETURNING id`,
    );
    await sql(t.db.url, `INSERT INTO user_permissions (user_id, permission) VALUES ($1, 'OPERATIVE')`, [otherId]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('the scheduled scan tells each operative of the operation once, in their language, and marks the event', async () => {
    const op = await operation();
    const id = await event(op.id, 'Pedir BL', `now() - interval '1 minute'`);
    await waitFor(async () => (await notices(op.reference)).length >= 2, 10_000);
    expect(await notices(op.reference)).toHaveLength(2);
    const rows = await notices(op.reference);
    expect(rows.map((r) => r.recipient_id).sort()).toEqual([operativoId, otherId].sort());
    expect(rows.find((r) => r.recipient_id === operativoId)?.message).toContain('«Pedir BL» venció');
    expect(rows.find((r) => r.recipient_id === otherId)?.title).toBe(`Overdue event in ${op.reference}`);
    const [marked] = await sql<{ overdue_notified_at: Date | null }>(
      t.db.url,
      'SELECT overdue_notified_at FROM operation_events WHERE id = $1',
      [id],
    );
    expect(marked.overdue_notified_at).not.toBeNull();

    // Scanning again, by hand and by the schedule, tells nobody a second time.
    expect(await t.app.get(OverdueEventsProcessor).scan(new Date())).toBe(0);
    const later = await operation();
    await event(later.id, 'Marcador', `now() - interval '1 second'`);
    await waitFor(async () => (await notices(later.reference)).length >= 2, 10_000);
    expect(await notices(later.reference)).toHaveLength(2);
    expect(await notices(op.reference)).toHaveLength(2);
  });

  it('skips events not yet due, finalized, long past, or of closed and canceled operations', async () => {
    const open = await operation();
    const closed = await operation('CLOSED');
    const canceled = await operation('CANCELED');
    await event(open.id, 'Future', `now() + interval '1 hour'`);
    await event(open.id, 'Done', `now() - interval '1 minute'`, true);
    await event(open.id, 'Ancient', `now() - interval '3 days'`);
    await event(closed.id, 'Closed', `now() - interval '1 minute'`);
    await event(canceled.id, 'Canceled', `now() - interval '1 minute'`);
    // A marker due now proves the schedule ran past these events.
    const marker = await operation();
    await event(marker.id, 'Marker', `now() - interval '1 second'`);
    await waitFor(async () => (await notices(marker.reference)).length >= 2, 10_000);
    expect(await notices(marker.reference)).toHaveLength(2);
    for (const op of [open, closed, canceled]) expect(await notices(op.reference)).toHaveLength(0);
  });

  it('two scans at once (two instances) announce each event once', async () => {
    const processor = t.app.get(OverdueEventsProcessor);
    const op = await operation();
    // Due a little in the future, then scanned "later" by hand: the schedule's own clock has not reached them.
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => event(op.id, `E${i}`, `now() + interval '10 minutes'`)),
    );
    const at = new Date(Date.now() + 11 * 60_000);
    const [a, b] = await Promise.all([processor.scan(at), processor.scan(at)]);
    expect(a + b).toBeGreaterThanOrEqual(ids.length);
    const [{ marked }] = await sql<{ marked: number }>(
      t.db.url,
      'SELECT count(*)::int AS marked FROM operation_events WHERE operation_id = $1 AND overdue_notified_at IS NOT NULL',
      [op.id],
    );
    expect(marked).toBe(ids.length);
    // Seeded events falling due in the same window may be announced too, never these twice.
    expect(await notices(op.reference)).toHaveLength(ids.length * 2);
  });
});
