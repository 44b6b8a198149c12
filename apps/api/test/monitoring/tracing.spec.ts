import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { type ApiProcess, startApiProcess, stopApiProcess } from '../faults/api-process.js';
import { demoClient, httpClient, seedFaultAgents, until } from '../faults/fault-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { testRedisUrl } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './otlp-receiver.js';

const SERVER = 2;
const CONSUMER = 5;

/**
 * Tracing as production runs it (dist/main.js with TRACING_ENABLED, the SDK started before the app loads),
 * exported over OTLP/HTTP to a receiver in this test.
 */
describe('OpenTelemetry traces', () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let receiver: OtlpReceiver;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    [db, sink, receiver] = await Promise.all([createTestDatabase(), startSmtpSink(), startOtlpReceiver()]);
    api = await startApiProcess({
      databaseUrl: db.url,
      redisUrl: testRedisUrl(),
      queuePrefix: `trace-${randomBytes(4).toString('hex')}`,
      smtpPort: sink.port,
      env: { TRACING_ENABLED: 'true', TRACING_OTLP_ENDPOINT: receiver.url, LOG_LEVEL: 'info' },
    });
  });

  afterAll(async () => {
    await stopApiProcess(api);
    await Promise.all([db?.drop(), sink?.close(), receiver?.close()]);
  });

  it('follows one trace from the request that asks agents for costs through its statements, the queued job and the mail send', async () => {
    const agents = await seedFaultAgents(db.url, 2);
    const client = httpClient(api!.base);
    const tokens = { comercial: await client.login('comercial'), pricing: await client.login('pricing') };
    await client.requestCosts(tokens, await demoClient(db.url), agents);
    await until(() => sink.mails.length === 2, 'the two cost-request mails');
    // Spans leave in batches about a second apart, and a job's span ends after its SMTP send: it can leave in the
    // next batch (on a loaded CI machine the sends had arrived and the jobs not yet).
    const requestSpan = () =>
      receiver.spans.find(
        (s) => s.kind === SERVER && s.attributes['http.route'] === '/app/v1/quotations/:reference/cost-requests',
      );
    await until(
      () =>
        receiver.spans.filter((s) => s.name === 'smtp send').length === 2 &&
        receiver.spans.filter(
          (s) => s.kind === CONSUMER && s.name.startsWith('process') && s.traceId === requestSpan()?.traceId,
        ).length === 2,
      'the mail spans and their jobs',
      20_000,
    );

    const request = requestSpan();
    expect(request).toBeDefined();
    expect(request!.service).toBe('freight-api');
    const trace = receiver.spans.filter((s) => s.traceId === request!.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    /** The chain of parents of a span, up to the trace's root. */
    const ancestors = (s: ReceivedSpan): ReceivedSpan[] => {
      const up = byId.get(s.parentSpanId);
      return up ? [up, ...ancestors(up)] : [];
    };

    // The request's own statements (the cost requests and their outbox rows written in one transaction).
    const statements = trace.filter(
      (s) => s.attributes['db.system.name'] === 'postgresql' || s.attributes['db.system'] === 'postgresql',
    );
    expect(statements.length).toBeGreaterThan(3);
    expect(statements.some((s) => ancestors(s).includes(request!))).toBe(true);
    expect(
      statements.some((s) =>
        /outbox_jobs/.test(String(s.attributes['db.query.text'] ?? s.attributes['db.statement'] ?? '')),
      ),
    ).toBe(true);

    // The mail jobs, processed in spans whose parent is the request (through the outbox row), each with its SMTP send.
    const jobs = trace.filter((s) => s.kind === CONSUMER && s.name.startsWith('process'));
    expect(jobs).toHaveLength(2);
    for (const job of jobs) expect(ancestors(job)).toContain(request);
    const sends = trace.filter((s) => s.name === 'smtp send');
    expect(sends).toHaveLength(2);
    for (const send of sends) {
      expect(jobs).toContain(ancestors(send)[0]);
      expect(send.attributes['server.port']).toBe(sink.port);
    }
    // The mail ledger's statements of each send are in the trace too.
    expect(statements.filter((s) => jobs.some((j) => ancestors(s).includes(j))).length).toBeGreaterThan(0);

    // The request's log line names the trace.
    const line = api!
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { route?: string; trace_id?: string; res?: unknown })
      .find((l) => l.route === '/app/v1/quotations/:reference/cost-requests' && l.res);
    expect(line?.trace_id).toBe(request!.traceId);
  });
});
