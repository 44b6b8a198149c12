import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import type { WaitingCostRequestPage } from '@freight/shared';
import { CostRequestRemindersService } from '../../src/modules/pricing/cost-request-reminders.service.js';
import { mailSettled } from '../mail/mail-settled.js';
import { waitFor } from '../mail/mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { createUser } from '../sells/fixtures.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { linkOf } from './pricing-fixtures.js';
import { dayIn, wallIn } from '../support/zoned-text.js';

const REMINDER_SUBJECT = /^(Recordatorio|Reminder|Lembrete): /;
const MVD = 'America/Montevideo';

/**
 * Issue 16: an agent who has not answered a cost request COST_REQUEST_REMINDER_HOURS (24 here) after
 * its mail left gets one reminder, through the mail queue, in its language, with the same link; pricing
 * sees the requests waiting past that time. The scheduled scan runs every 300 ms on the real Redis.
 */
describe('cost request reminders', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let pricing: string;
  let comercial: string;
  let clientId: string;
  let agentSeq = 0;

  /** An agent with one active contact; its e-mail names it. */
  async function agent(language: 'es' | 'en' | 'pt'): Promise<{ id: string; email: string }> {
    const n = ++agentSeq;
    const email = `agent${n}@reminders.test`;
    const [{ id }] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO providers (id, code, name, language, services, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3::"Language", '{SEA_LCL}', now()) RETURNING id`,
      [`REM-${n}`, `Reminder Agent ${n}`, language],
    );
    await sql(
      t.db.url,
      `INSERT INTO provider_contacts (id, provider_id, name, email, "primary", updated_at) VALUES (gen_random_uuid(), $1, 'Ops', $2, true, now())`,
      [id, email],
    );
    return { id, email };
  }

  /** A taken SEA_LCL quotation with costs requested from these agents; waits for their first mails. */
  async function requested(agents: { id: string }[]): Promise<{ reference: string; requests: Map<string, string> }> {
    const created = await request(t.http)
      .post('/app/v1/quotations')
      .set('Authorization', `Bearer ${comercial}`)
      .send(validRequest('SEA_LCL', clientId));
    expect(created.status).toBe(201);
    const { reference } = created.body as { reference: string };
    await request(t.http)
      .post(`/app/v1/quotations/${reference}/take`)
      .set('Authorization', `Bearer ${pricing}`)
      .expect(204);
    await request(t.http)
      .post(`/app/v1/quotations/${reference}/cost-requests`)
      .set('Authorization', `Bearer ${pricing}`)
      .send({ providerIds: agents.map((a) => a.id) })
      .expect(201);
    // Sent (sent_at recorded) before the clock is moved: a reminder counts from the mail that left.
    const rows = async () =>
      sql<{ id: string; provider_id: string; sent_at: Date | null }>(
        t.db.url,
        'SELECT r.id, r.provider_id, r.sent_at FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id WHERE q.reference = $1',
        [reference],
      );
    await waitFor(
      async () => (await rows()).every((r) => r.sent_at !== null) && (await rows()).length === agents.length,
    );
    return { reference, requests: new Map((await rows()).map((r) => [r.provider_id, r.id])) };
  }

  /** Moves a request's mail 25 hours into the past: past the 24 h threshold. */
  const age = (id: string) =>
    sql(t.db.url, `UPDATE cost_requests SET sent_at = now() - interval '25 hours' WHERE id = $1`, [id]);

  const firstMails = (reference: string, email: string) =>
    sink.mails.filter(
      (m) => m.subject?.includes(reference) && to(m) === email && !REMINDER_SUBJECT.test(m.subject ?? ''),
    );
  const reminders = (reference: string, email?: string) =>
    sink.mails.filter(
      (m) => m.subject?.includes(reference) && REMINDER_SUBJECT.test(m.subject ?? '') && (!email || to(m) === email),
    );
  const to = (m: ParsedMail) => (m.to as { text: string }).text;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
      costRequestReminderHours: 24,
      costRequestReminderScanMs: 300,
    });
    pricing = await loginAs(t.http, 'pricing');
    comercial = await loginAs(t.http, 'comercial');
    clientId = await demoClientId(t);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('the scheduled scan reminds an agent once, in its language, with the same link, and not an agent still within the time', async () => {
    const [late, recent] = [await agent('pt'), await agent('en')];
    const { reference, requests } = await requested([late, recent]);
    await age(requests.get(late.id)!);
    await waitFor(() => reminders(reference).length >= 1);

    const [reminder] = reminders(reference);
    expect(to(reminder)).toBe(late.email);
    expect(reminder.subject).toMatch(new RegExp(`^Lembrete: Solicitação de custos ${reference} \\(Marítimo LCL\\)`));
    expect(reminder.text).toContain('Ainda não recebemos sua resposta à nossa solicitação de');
    expect(reminder.text).toContain('Rota: Shanghai');
    expect(reminder.replyTo?.value).toEqual([{ address: 'pricing@freight.local', name: 'Pablo Pricing' }]);
    expect(reminder.html).toContain('Ainda não recebemos sua resposta');
    const [first] = firstMails(reference, late.email);
    expect(linkOf(reminder).url).toBe(linkOf(first).url);
    // The link still opens the agent's page.
    const page = await request(t.http)
      .get('/app/v1/agent/cost-request')
      .set('Authorization', `Bearer ${linkOf(reminder).token}`);
    expect(page.status).toBe(200);

    // Later scans (by hand and by the schedule) send nothing more; the agent within the time gets nothing.
    expect(await t.app.get(CostRequestRemindersService).scan(new Date())).toBe(0);
    await mailSettled(t.app, sink);
    expect(reminders(reference)).toHaveLength(1);
    expect(reminders(reference, recent.email)).toHaveLength(0);
    const marked = await sql<{ provider_id: string; reminded_at: Date | null }>(
      t.db.url,
      'SELECT provider_id, reminded_at FROM cost_requests WHERE id = ANY($1::uuid[])',
      [[...requests.values()]],
    );
    expect(marked.find((r) => r.provider_id === late.id)?.reminded_at).not.toBeNull();
    expect(marked.find((r) => r.provider_id === recent.id)?.reminded_at).toBeNull();
  });

  it("writes the first mail's day and the link's end in the analyst's zone, not UTC's day", async () => {
    const late = await agent('en');
    const { reference, requests } = await requested([late]);
    // Mailed at 01:30 UTC two days ago and ending at 01:15 UTC in five days: in Montevideo (the
    // analyst's zone, UTC-3) both fall on the day before UTC's, at 22:30 and 22:15.
    const [row] = await sql<{ sent_at: Date; expires_at: Date }>(
      t.db.url,
      `UPDATE cost_requests SET
         sent_at = date_trunc('day', now(), 'UTC') - interval '48 hours' + interval '90 minutes',
         expires_at = date_trunc('day', now(), 'UTC') + interval '120 hours' + interval '75 minutes'
       WHERE id = $1 RETURNING sent_at, expires_at`,
      [requests.get(late.id)],
    );
    const utcDay = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');
    expect(dayIn(row.sent_at, MVD)).not.toBe(utcDay(row.sent_at));
    expect(dayIn(row.expires_at, MVD)).not.toBe(utcDay(row.expires_at));
    await waitFor(() => reminders(reference, late.email).length === 1);

    const [reminder] = reminders(reference, late.email);
    const text = reminder.text ?? '';
    expect(text).toContain(`We have not yet received your answer to our request of ${dayIn(row.sent_at, MVD)}.`);
    expect(text).toContain(`valid until ${wallIn(row.expires_at, MVD)} (${MVD}):`);
    expect(wallIn(row.expires_at, MVD)).toMatch(/ 22:15$/);
    expect(text).not.toContain(`request of ${utcDay(row.sent_at)}`);
    expect(reminder.html).toContain(`our request of ${dayIn(row.sent_at, MVD)}.`);
  });

  it('does not remind answered, declined, withdrawn or expired requests, nor those of a closed quotation', async () => {
    const [answered, declined, cancelled, expired, marker] = [
      await agent('es'),
      await agent('es'),
      await agent('en'),
      await agent('en'),
      await agent('es'),
    ];
    const { reference, requests } = await requested([answered, declined, cancelled, expired, marker]);
    const id = (a: { id: string }) => requests.get(a.id)!;
    await sql(t.db.url, 'UPDATE cost_requests SET answered_at = now() WHERE id = $1', [id(answered)]);
    await sql(t.db.url, `UPDATE cost_requests SET declined_at = now(), decline_reason = 'NO_SERVICE' WHERE id = $1`, [
      id(declined),
    ]);
    await request(t.http)
      .post(`/app/v1/quotations/${reference}/cost-requests/${id(cancelled)}/cancel`)
      .set('Authorization', `Bearer ${pricing}`)
      .expect(204);
    await sql(t.db.url, `UPDATE cost_requests SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      id(expired),
    ]);
    const closedAgent = await agent('es');
    const closed = await requested([closedAgent]);
    await sql(
      t.db.url,
      `UPDATE quotations SET status = 'NOT_APPROVED', not_approved_reason = 'PRICE' WHERE reference = $1`,
      [closed.reference],
    );
    for (const r of [...requests.values(), ...closed.requests.values()]) await age(r);

    // The open request of the same quotation is the marker: once its reminder left, the scan had passed the others.
    await waitFor(() => reminders(reference, marker.email).length === 1);
    await mailSettled(t.app, sink);
    expect(reminders(reference).map(to)).toEqual([marker.email]);
    expect(reminders(closed.reference)).toHaveLength(0);
  });

  it('two scans at once (two instances) send each reminder once', async () => {
    const agents = [await agent('es'), await agent('en'), await agent('pt')];
    const { reference, requests } = await requested(agents);
    // Mailed just now, scanned as if 25 hours later: the schedule's own clock has not reached them.
    const at = new Date(Date.now() + 25 * 3_600_000);
    const service = t.app.get(CostRequestRemindersService);
    const [a, b] = await Promise.all([service.scan(at), service.scan(at)]);
    // Each request was claimed by one scan only: the claims add up to the rows marked at that time
    // (other tests' open requests may be due at that hour too).
    const [{ claimed }] = await sql<{ claimed: number }>(
      t.db.url,
      'SELECT count(*)::int claimed FROM cost_requests WHERE reminded_at = $1',
      [at],
    );
    expect(a + b).toBe(claimed);
    expect(claimed).toBeGreaterThanOrEqual(3);
    await waitFor(() => reminders(reference).length >= 3);
    await mailSettled(t.app, sink);
    expect(reminders(reference).map(to).sort()).toEqual(agents.map((x) => x.email).sort());
    const [{ n }] = await sql<{ n: number }>(
      t.db.url,
      'SELECT count(*)::int n FROM cost_requests WHERE id = ANY($1::uuid[]) AND reminded_at IS NOT NULL',
      [[...requests.values()]],
    );
    expect(n).toBe(3);
  });

  it('shows pricing the open requests waiting past the time, on the services it prices, oldest first, a page at a time', async () => {
    const [old, older, answered, recent] = [await agent('es'), await agent('es'), await agent('es'), await agent('es')];
    const { reference, requests } = await requested([old, older, answered, recent]);
    await sql(t.db.url, `UPDATE cost_requests SET sent_at = now() - interval '30 hours' WHERE id = $1`, [
      requests.get(old.id),
    ]);
    await sql(t.db.url, `UPDATE cost_requests SET sent_at = now() - interval '50 hours' WHERE id = $1`, [
      requests.get(older.id),
    ]);
    await sql(
      t.db.url,
      `UPDATE cost_requests SET sent_at = now() - interval '40 hours', answered_at = now() WHERE id = $1`,
      [requests.get(answered.id)],
    );
    const list = async (token: string, query = 'limit=100') => {
      const res = await request(t.http)
        .get(`/app/v1/cost-requests/waiting?${query}`)
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      return res.body as WaitingCostRequestPage;
    };
    const page = await list(pricing);
    expect(page.thresholdHours).toBe(24);
    const mine = page.items.filter((i) => i.reference === reference);
    expect(mine.map((i) => [i.provider.id, i.waitingHours, i.service])).toEqual([
      [older.id, 50, 'SEA_LCL'],
      [old.id, 30, 'SEA_LCL'],
    ]);
    // Sorted by the mail's time across quotations, and paged by cursor without repeats.
    const sent = page.items.map((i) => i.sentAt);
    expect([...sent].sort()).toEqual(sent);
    const first = await list(pricing, 'limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(pricing, `limit=1&cursor=${first.nextCursor}`);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect([first.items[0].id, second.items[0].id]).toEqual(page.items.slice(0, 2).map((i) => i.id));

    // Air pricing does not see sea requests; a commercial is refused; a bad cursor is a 400.
    await createUser(t, 'pricing-air-rem', ['PRICING', 'PRICING_AIR']);
    const air = await list(await loginAs(t.http, 'pricing-air-rem'));
    expect(air.items.filter((i) => i.reference === reference)).toEqual([]);
    const refused = await request(t.http)
      .get('/app/v1/cost-requests/waiting')
      .set('Authorization', `Bearer ${comercial}`);
    expect(refused.status).toBe(403);
    for (const cursor of ['nope', Buffer.from(JSON.stringify({ v: 'x', id: 'y' })).toString('base64url')]) {
      const bad = await request(t.http)
        .get(`/app/v1/cost-requests/waiting?cursor=${cursor}`)
        .set('Authorization', `Bearer ${pricing}`);
      expect(bad.status).toBe(400);
    }
  });
});
