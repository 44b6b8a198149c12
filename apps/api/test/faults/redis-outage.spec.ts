import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { messageIdFor } from '../../src/common/mail/mail.service.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { validRequest } from '../quotations/builders.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';
import { type ApiProcess, startApiProcess, stopApiProcess } from './api-process.js';
import { demoClient, extraCopies, httpClient, seedFaultAgents, until } from './fault-fixtures.js';
import { type OwnRedis, startOwnRedis } from './own-redis.js';

const REQUESTS = 20;
const AGENTS = 2;
const OUTAGE_MS = 30_000;
const FROM = 'Freight <no-reply@freight.test>';

/**
 * Fault suite (issue 37): the API's Redis is stopped for 30 s while pricing makes 20 cost requests
 * (two agents each). Writes never wait on Redis: each answers 201 within 2 s, its rows and its mails
 * (in the outbox) committed together; once Redis answers again the relay hands the mails to the queue
 * and every one arrives exactly once, within 10 s. /health says the queue is down meanwhile.
 */
describe('faults: Redis stopped for 30 s under cost requests', () => {
  let db: TestDatabase;
  let redis: OwnRedis;
  let sink: SmtpSink;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    [db, redis, sink] = await Promise.all([createTestDatabase(), startOwnRedis(), startSmtpSink()]);
    api = await startApiProcess({
      databaseUrl: db.url,
      redisUrl: redis.url,
      queuePrefix: `redis-out-${randomBytes(4).toString('hex')}`,
      smtpPort: sink.port,
      env: { MAIL_FROM: FROM },
    });
  }, 240_000);

  afterAll(async () => {
    await redis?.start().catch(() => undefined);
    await stopApiProcess(api);
    await redis?.destroy();
    await sink?.close();
    await db?.drop();
  }, 240_000);

  it(`POST /app/v1/quotations/{ref}/cost-requests x${REQUESTS} while Redis is down: 201 within 2 s each, no row missing, every mail once within 10 s of its return`, async () => {
    if (!api) throw new Error('no API');
    const http = httpClient(api.base);
    const providers = await seedFaultAgents(db.url, AGENTS);
    const clientId = await demoClient(db.url);
    const tokens = { comercial: await http.login('comercial'), pricing: await http.login('pricing') };
    // The quotations are created and taken first: what the outage meets is the cost requests.
    const references: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const created = await http.call(
        'POST',
        '/app/v1/quotations',
        tokens.comercial,
        validRequest('SEA_LCL', clientId),
      );
      const { reference } = created.body as { reference: string };
      expect((await http.call('POST', `/app/v1/quotations/${reference}/take`, tokens.pricing)).status).toBe(204);
      references.push(reference);
    }

    const stoppedAt = Date.now();
    await redis.stop();
    await until(
      async () => (await fetch(`${api!.base}/health`)).status === 503,
      '/health to report the queue down',
      15_000,
    );
    const healthDownMs = Date.now() - stoppedAt;
    // Spread over the outage, one every 1.2 s.
    const answers: { reference: string; status: number; ms: number }[] = [];
    for (const reference of references) {
      const started = Date.now();
      const res = await http.call('POST', `/app/v1/quotations/${reference}/cost-requests`, tokens.pricing, {
        providerIds: providers,
      });
      answers.push({ reference, status: res.status, ms: Date.now() - started });
      await new Promise((r) => setTimeout(r, Math.max(0, 1200 - (Date.now() - started))));
    }
    const rowsDuringOutage = await costRequestRows(db.url, references);
    const mailsDuringOutage = sink.mails.length;
    const outboxDuringOutage = await outboxCount(db.url);
    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt))));
    const outageMs = Date.now() - stoppedAt;

    await redis.start();
    const backAt = Date.now();
    const expected = await expectedMessageIds(db.url, references);
    await until(async () => (await outboxCount(db.url)) === 0, 'the outbox handed to the queue', 30_000, 100);
    const handedMs = Date.now() - backAt;
    await until(() => sink.mails.length > 0, 'a first mail', 30_000, 20);
    const firstMs = Date.now() - backAt;
    await until(
      () => expected.every((id) => sink.mails.some((m) => m.messageId === id)),
      'every mail after Redis returned',
      30_000,
    );
    const deliveredMs = Date.now() - backAt;
    // Everything is recorded as sent, so nothing more can leave for these keys.
    await until(async () => (await sentRows(db.url)) === expected.length, 'the ledger to record every mail');
    const healthAfter = (await fetch(`${api.base}/health`)).status;

    const ids = sink.mails.map((m) => m.messageId ?? '');
    const slowest = Math.max(...answers.map((a) => a.ms));
    const marked = (await costRequestRows(db.url, references)).filter((r) => r.sent).length;
    console.log(
      `faults/redis-outage: Redis down ${outageMs} ms (/health 503 after ${healthDownMs} ms); ${answers.length} cost requests meanwhile: ` +
        `${answers.filter((a) => a.status === 201).length} x 201, slowest ${slowest} ms; rows ${rowsDuringOutage.length}, ` +
        `${outboxDuringOutage} mails waiting in the outbox, ${mailsDuringOutage} delivered during the outage; ` +
        `after Redis returned: outbox handed over in ${handedMs} ms, first mail at ${firstMs} ms, all ${expected.length} in ${deliveredMs} ms, duplicated ${extraCopies(ids)}, marked sent ${marked}`,
    );

    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
    expect(slowest).toBeLessThan(2000);
    expect(rowsDuringOutage).toHaveLength(REQUESTS * AGENTS);
    expect(mailsDuringOutage).toBe(0);
    expect(outboxDuringOutage).toBe(REQUESTS * AGENTS);
    expect(expected).toHaveLength(REQUESTS * AGENTS);
    expect(deliveredMs).toBeLessThan(10_000);
    expect(sink.mails).toHaveLength(REQUESTS * AGENTS);
    expect(extraCopies(ids)).toBe(0);
    expect(marked).toBe(REQUESTS * AGENTS);
    expect(await outboxCount(db.url)).toBe(0);
    expect(healthAfter).toBe(200);
  }, 150_000);
});

async function costRequestRows(url: string, references: string[]) {
  return sql<{ id: string; sent: boolean }>(
    url,
    `SELECT r.id, r.sent_at IS NOT NULL AS sent FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id WHERE q.reference = ANY($1)`,
    [references],
  );
}

async function expectedMessageIds(url: string, references: string[]): Promise<string[]> {
  return (await costRequestRows(url, references)).map((r) => messageIdFor(`cost-request:${r.id}`, FROM));
}

async function outboxCount(url: string): Promise<number> {
  const [{ n }] = await sql<{ n: number }>(url, `SELECT count(*)::int AS n FROM outbox_jobs`);
  return n;
}

async function sentRows(url: string): Promise<number> {
  const [{ n }] = await sql<{ n: number }>(
    url,
    `SELECT count(*)::int AS n FROM sent_mails WHERE idempotency_key LIKE 'cost-request:%' AND state = 'SENT'`,
  );
  return n;
}
