import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import type { MetricsConfig } from '../../src/common/config/app-config.js';
import { MailQueue } from '../../src/common/mail/mail.queue.js';
import { InboundMailService } from '../../src/modules/inbound/inbound-mail.service.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { waitFor } from '../mail/mail-test-module.js';
import { openStomp, type TestStomp } from '../notifications/stomp-test-client.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { sample, scrape, seriesOf } from './scrape.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const METRICS: MetricsConfig = { enabled: true, token: TOKEN, allow: ['loopback'] };

describe('the Prometheus endpoint (GET /metrics)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let stomp: TestStomp | undefined;

  beforeAll(async () => {
    // Refusing at first: the mail below is retried once, then sent.
    sink = await startSmtpSink(0, 0, { refusing: true });
    t = await startTestApp({
      metrics: METRICS,
      // The tests below play an outside caller through a proxy on loopback (X-Forwarded-For).
      trustProxy: 'loopback',
      smtp: smtpConfigFor(sink, 'F <f@freight.test>'),
    });
    await t.app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await stomp?.stop();
    await t?.close();
    await sink?.close();
  });

  it('after requests, a job, a mail, a reply by mail and a STOMP session, shows each with its labels', async () => {
    // Counters are read as the change from this scrape: the tests run in random order and others add to them.
    const before = await scrape(t.http);
    const delta = (text: string, name: string, labels?: Record<string, string>) =>
      (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'comercial', password: 'wrong-password' })
      .expect(401);
    const comercial = await loginAs(t.http, 'comercial');
    const admin = await loginAs(t.http, 'admin');
    await request(t.http).get('/app/v1/quotations/NO-SUCH-REF').set('Authorization', `Bearer ${comercial}`).expect(404);

    // A job and a mail: refused once by SMTP (a retry), then accepted.
    await t.app.get(MailQueue).enqueue({ to: 'ops@example.com', subject: 'Metrics', text: 'x', idempotencyKey: 'm-1' });
    await waitFor(() => sink.refused.length >= 1);
    sink.accept();
    await waitFor(() => sink.mails.length === 1);

    // A reply by mail that matches no cost request.
    const inbound = t.app.get(InboundMailService);
    const raw = Buffer.from(
      'From: a@agents.test\r\nTo: x@fw.test\r\nSubject: hello\r\nMessage-ID: <m1@agents.test>\r\n\r\nHi\r\n',
    );
    await inbound.receive({ channel: 'smtp', envelopeFrom: 'a@agents.test', envelopeTo: [], raw });
    inbound.kick();
    await inbound.idle();

    // A STOMP session that receives one notification.
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    stomp = openStomp(port, comercial);
    await stomp.connected;
    await stomp.subscribe();
    const [{ id }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'comercial'`);
    await request(t.http)
      .post('/app/v1/notification/')
      .set('Authorization', `Bearer ${admin}`)
      .send({ recipientId: id, title: 'T', message: 'M', key: 'MVD-26-000001' })
      .expect(201);
    await waitFor(() => stomp!.messages.length === 1);

    // Job outcomes are recorded as the worker hears them: the completed event may trail the SMTP answer.
    // The queue gauges are read at most every 5 s (CachedRead), so the baseline scrape's value may linger.
    let text = '';
    await waitFor(async () => {
      text = await scrape(t.http);
      return (
        delta(text, 'freight_job_duration_seconds_count', { queue: 'mail', outcome: 'completed' }) >= 1 &&
        delta(text, 'freight_queue_jobs', { queue: 'mail', state: 'completed' }) >= 1 &&
        // A stored mail is counted as its notice (an outbox job) is delivered, just after its commit.
        delta(text, 'freight_inbound_mails_total', { kind: 'UNMATCHED' }) >= 1
      );
    });

    const route = { method: 'GET', route: '/app/v1/quotations/:reference', status: '404' };
    expect(delta(text, 'freight_http_request_duration_seconds_count', route)).toBe(1);
    const login = { method: 'POST', route: '/auth/v1/login' };
    expect(delta(text, 'freight_http_request_duration_seconds_count', { ...login, status: '200' })).toBe(2);
    expect(delta(text, 'freight_http_request_duration_seconds_count', { ...login, status: '401' })).toBe(1);
    // The scrape itself is the one request in flight.
    expect(sample(text, 'freight_http_requests_in_flight')).toBe(1);
    expect(delta(text, 'freight_login_failures_total')).toBe(1);
    expect(delta(text, 'freight_login_lockouts_total')).toBe(0);

    expect(delta(text, 'freight_job_duration_seconds_count', { queue: 'mail', outcome: 'failed' })).toBe(1);
    expect(delta(text, 'freight_mails_total', { outcome: 'sent' })).toBe(1);
    expect(delta(text, 'freight_mails_total', { outcome: 'retried' })).toBe(1);
    expect(delta(text, 'freight_mails_total', { outcome: 'failed' })).toBe(0);
    expect(delta(text, 'freight_queue_jobs', { queue: 'mail', state: 'completed' })).toBe(1);
    expect(sample(text, 'freight_queue_jobs', { queue: 'mail', state: 'waiting' })).toBe(0);
    expect(sample(text, 'freight_outbox_jobs', { queue: 'mail' })).toBe(0);
    expect(delta(text, 'freight_inbound_mails_total', { kind: 'UNMATCHED' })).toBe(1);
    expect(sample(text, 'freight_stomp_connections')).toBe(1);
    // CONNECT and SUBSCRIBE came in; the notification went out.
    expect(sample(text, 'freight_stomp_messages_total', { direction: 'in' })).toBeGreaterThanOrEqual(2);
    expect(delta(text, 'freight_stomp_messages_total', { direction: 'out' })).toBe(1);

    expect(sample(text, 'freight_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'freight_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'freight_db_query_duration_seconds_count')).toBeGreaterThan(10);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total'])
      expect([name, sample(text, name)]).toEqual([name, expect.any(Number)]);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('computes the business gauges from the database: waiting for pricing, agents by age, approvals, backups', async () => {
    const count = async (where: string) =>
      (await sql<{ n: number }>(t.db.url, `SELECT count(*)::int AS n FROM quotations WHERE ${where}`))[0].n;
    const waiting = await count(`status = 'REQUESTED' AND active`);
    const approval = await count(`approval_state = 'REQUESTED' AND active`);
    await sql(
      t.db.url,
      `INSERT INTO backup_runs (file, size_bytes, duration_ms, finished_at) VALUES ('b.dump', 10, 5, '2026-11-01T10:00:00Z')`,
    );
    // A cost request mailed three days ago to an agent, unanswered, on an open quotation.
    await sql(
      t.db.url,
      `INSERT INTO cost_requests (id, quotation_id, provider_id, email, language, expires_at, sent_at)
       SELECT gen_random_uuid(), q.id, p.id, 'late@agents.test', 'en', now() + interval '10 days', now() - interval '3 days'
       FROM (SELECT id FROM quotations WHERE active AND status = 'PENDING' LIMIT 1) q, (SELECT id FROM providers LIMIT 1) p`,
    );
    // Past the 5 s the gauges are kept between scrapes.
    await new Promise((r) => setTimeout(r, 5_100));
    const text = await scrape(t.http);

    expect(sample(text, 'freight_quotations_waiting_pricing')).toBe(waiting);
    expect(sample(text, 'freight_quotations_awaiting_approval')).toBe(approval);
    expect(sample(text, 'freight_backup_last_success_timestamp_seconds')).toBe(
      Date.parse('2026-11-01T10:00:00Z') / 1000,
    );
    const [{ n }] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int AS n FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id
       WHERE r.sent_at <= now() - interval '48 hours' AND r.sent_at > now() - interval '7 days' AND r.answered_at IS NULL
         AND r.declined_at IS NULL AND r.cancelled_at IS NULL AND r.expires_at > now() AND q.active AND q.status NOT IN ('APPROVED', 'NOT_APPROVED')`,
    );
    expect(n).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'freight_cost_requests_waiting', { age: '48h_to_7d' })).toBe(n);
    for (const age of ['under_24h', '24h_to_48h', 'over_7d'])
      expect([age, sample(text, 'freight_cost_requests_waiting', { age })]).toEqual([age, expect.any(Number)]);
  });

  it('labels requests by route template: 1,000 distinct references add no series', async () => {
    const token = await loginAs(t.http, 'comercial');
    const get = (ref: string) =>
      request(t.http).get(`/app/v1/quotations/${ref}`).set('Authorization', `Bearer ${token}`).expect(404);
    await get('REF-WARMUP');
    await request(t.http).get('/no/such/path/1').expect(404);
    // The scrape's own series exist from the first scrape on.
    await scrape(t.http);
    const before = seriesOf(await scrape(t.http), 'freight_http_request_duration_seconds_bucket');

    for (let i = 0; i < 1000; i += 50)
      await Promise.all(Array.from({ length: 50 }, (_, j) => get(`REF-${String(i + j).padStart(6, '0')}`)));
    for (let i = 2; i < 40; i++) await request(t.http).get(`/no/such/path/${i}`).expect(404);
    const text = await scrape(t.http);

    expect(seriesOf(text, 'freight_http_request_duration_seconds_bucket')).toEqual(before);
    expect(text).not.toContain('REF-000');
    expect(text).not.toContain('/no/such/path');
    const route = { method: 'GET', route: '/app/v1/quotations/:reference', status: '404' };
    expect(sample(text, 'freight_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(1001);
    expect(
      sample(text, 'freight_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(39);
  });

  it('serves every metric the Grafana dashboard and the alert rules read', async () => {
    const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
    const files = ['monitoring/grafana/dashboards/freight-portal.json', 'monitoring/prometheus/alerts.yml'];
    const named = new Set(
      files.flatMap((f) =>
        [...readFileSync(resolve(root, f), 'utf8').matchAll(/\b(?:freight|nodejs|process)_\w+/g)].map((m) => m[0]),
      ),
    );
    expect(named.size).toBeGreaterThan(20);
    // Families as declared (# TYPE), not samples: a labelled metric has no sample before its first
    // observation, and the tests run in random order. A histogram serves _bucket, _count and _sum.
    const served = new Set(
      [...(await scrape(t.http)).matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [name, `${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
      ),
    );
    expect([...named].filter((n) => !served.has(n)).sort()).toEqual([]);
  });

  it('refuses a caller from outside with METRICS_FORBIDDEN in the caller language, and serves one with the token', async () => {
    const outside = '203.0.113.7';
    const messages: Record<string, string> = {};
    for (const lang of ['es', 'en', 'pt']) {
      const res = await request(t.http).get('/metrics').set('X-Forwarded-For', outside).set('Accept-Language', lang);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'METRICS_FORBIDDEN', details: null });
      messages[lang] = (res.body as { message: string }).message;
    }
    expect(messages.en).toBe('Metrics are served only to allowed addresses or with the metrics token.');
    expect(new Set(Object.values(messages)).size).toBe(3);
    expect(
      (await request(t.http).get('/metrics').set('X-Forwarded-For', outside).set('Authorization', 'Bearer wrong-token'))
        .status,
    ).toBe(403);
    // A signed-in administrator is still an outsider to the scrape endpoint.
    const admin = await loginAs(t.http, 'admin');
    const asAdmin = await request(t.http)
      .get('/metrics')
      .set('X-Forwarded-For', outside)
      .set('Authorization', `Bearer ${admin}`);
    expect(asAdmin.status).toBe(403);

    const scraped = await request(t.http)
      .get('/metrics')
      .set('X-Forwarded-For', outside)
      .set('Authorization', `Bearer ${TOKEN}`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scraped.text).toContain('freight_http_request_duration_seconds_bucket');
  });
});
