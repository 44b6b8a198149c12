import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { mailJobId } from '../../src/common/mail/mail.queue.js';
import { messageIdFor } from '../../src/common/mail/mail.service.js';
import { MAIL_JOBS, type SendMailJob } from '../../src/common/queue/queue.constants.js';
import { MARKER_SUBJECT_PREFIX, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { testRedisUrl } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';
import { type ApiProcess, startApiProcess, stopApiProcess } from './api-process.js';
import { demoClient, extraCopies, httpClient, mailIdentity, seedFaultAgents, until } from './fault-fixtures.js';

const MAILS = 200;
const PER_QUOTATION = 20;
const FROM = 'Freight <no-reply@freight.test>';
// The mail worker's concurrency (MailOptions): at most this many sends are cut short by one kill.
const MAIL_CONCURRENCY = 4;

/**
 * Fault suite (issue 18): the API process is killed with SIGKILL while it delivers 200 cost-request
 * mails, and a new process is started on the same database and Redis. Counted from the SMTP sink.
 */
describe('faults: kill -9 of the API while mail jobs run, then restart', () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let redis: Redis;
  let mailQueue: Queue<SendMailJob>;
  let first: ApiProcess | undefined;
  let second: ApiProcess | undefined;
  const prefix = `kill-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Each mail is held 10 ms before the server's answer, so sends are in flight when the kill lands.
    sink = await startSmtpSink(0, 10);
    // The API's own mail queue (Redis backend: queue "mail" under the process's prefix).
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    mailQueue = new Queue<SendMailJob>('mail', { connection: redis, prefix });
  }, 60_000);

  afterAll(async () => {
    first?.child.kill('SIGKILL');
    await stopApiProcess(second);
    await mailQueue?.obliterate({ force: true }).catch(() => undefined);
    await mailQueue?.close();
    redis?.disconnect();
    await sink?.close();
    await db?.drop();
  }, 60_000);

  it('SIGKILL mid-delivery of 200 cost-request mails, then a new process: 0 lost, 0 duplicated, 200 ledger rows', async () => {
    // A short job lock, so the new process takes over the killed one's jobs in seconds (default 30 s).
    const start = () =>
      startApiProcess({
        databaseUrl: db.url,
        redisUrl: testRedisUrl(),
        queuePrefix: prefix,
        smtpPort: sink.port,
        env: { JOB_LOCK_MS: '2000', MAIL_FROM: FROM },
      });
    const t0 = Date.now();
    first = await start();
    const firstStartMs = Date.now() - t0;
    const api = httpClient(first.base);
    const providers = await seedFaultAgents(db.url, PER_QUOTATION);
    const tokens = { comercial: await api.login('comercial'), pricing: await api.login('pricing') };
    const clientId = await demoClient(db.url);

    // Held while the 200 requests are made (the queue is paused: nothing is sent, nothing retried).
    await mailQueue.pause();
    const references = await Promise.all(
      Array.from({ length: MAILS / PER_QUOTATION }, () => api.requestCosts(tokens, clientId, providers)),
    );
    const requests = await sql<{ id: string }>(
      db.url,
      `SELECT r.id FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id WHERE q.reference = ANY($1)`,
      [references],
    );
    expect(requests).toHaveLength(MAILS);
    expect(await mailQueue.getJobCountByTypes('wait')).toBe(MAILS);
    await mailQueue.resume();

    // Killed mid-way, without any chance to finish what it is doing.
    await until(() => sink.mails.length >= MAILS / 4, 'a quarter of the mails', 30_000, 5);
    first.child.kill('SIGKILL');
    const ended = await first.exited;
    expect(ended.signal).toBe('SIGKILL');
    const deliveredAtKill = sink.mails.length;
    const [{ n: ledgerAtKill }] = await sql<{ n: string }>(
      db.url,
      `SELECT count(*) AS n FROM sent_mails WHERE idempotency_key LIKE 'cost-request:%'`,
    );

    const restartedAt = Date.now();
    second = await start();
    const secondStartMs = Date.now() - restartedAt;
    const expected = new Set(requests.map((r) => messageIdFor(`cost-request:${r.id}`, FROM)));
    const delivered = () => new Set(sink.mails.map((m) => m.messageId));
    await until(() => [...expected].every((id) => delivered().has(id)), `all ${MAILS} Message-IDs in the sink`, 40_000);
    const recoveredMs = Date.now() - restartedAt;

    // Nothing more is on its way: a marker mail queued now arrives, and then the queue is empty.
    const marker = `${MARKER_SUBJECT_PREFIX}${randomBytes(4).toString('hex')}`;
    await mailQueue.add(
      MAIL_JOBS.send,
      { to: 'marker@freight.test', subject: marker, text: 'marker', idempotencyKey: `test-marker:${marker}` },
      { jobId: mailJobId(`test-marker:${marker}`) },
    );
    await until(() => sink.markers.some((m) => m.subject === marker), 'the marker mail');
    await until(
      async () =>
        Object.values(await mailQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')).every(
          (n) => n === 0,
        ),
      'an empty mail queue',
    );

    const messageIds = sink.mails.map((m) => m.messageId ?? '');
    // What a recipient sees as separate mails: (recipient, subject) pairs, and Message-IDs per pair.
    const idsPerMail = new Map<string, Set<string>>();
    for (const m of sink.mails)
      idsPerMail.set(mailIdentity(m), (idsPerMail.get(mailIdentity(m)) ?? new Set()).add(m.messageId ?? ''));
    const lost = [...expected].filter((id) => !delivered().has(id)).length;
    const duplicated = [...idsPerMail.values()].filter((ids) => ids.size > 1).length;
    // Copies of one message sent again: SMTP accepted it, the kill came before the ledger committed.
    const resent = extraCopies(messageIds);
    const ledger = await sql<{ key: string }>(
      db.url,
      `SELECT idempotency_key AS key FROM sent_mails WHERE idempotency_key LIKE 'cost-request:%'`,
    );
    const [{ n: markedSent }] = await sql<{ n: string }>(
      db.url,
      `SELECT count(*) AS n FROM cost_requests WHERE id = ANY($1) AND sent_at IS NOT NULL`,
      [requests.map((r) => r.id)],
    );
    console.log(
      `faults/kill-9: ${MAILS} mails queued; killed after ${deliveredAtKill} delivered (${ledgerAtKill} in the ledger); ` +
        `the new process (up in ${secondStartMs} ms, the first took ${firstStartMs} ms) delivered the rest ${recoveredMs} ms after the restart began; ` +
        `lost ${lost}, duplicated ${duplicated}, same message re-sent ${resent} (same Message-ID, collapsed by the receiver); ` +
        `ledger rows ${ledger.length}, marked sent ${markedSent}`,
    );

    // The kill landed mid-way: the new process had mails left to send.
    expect(deliveredAtKill).toBeLessThan(MAILS / 2);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
    expect(new Set(messageIds)).toEqual(expected);
    expect(idsPerMail.size).toBe(MAILS);
    // Only a send cut short by the kill can go out twice: at most one per mail worker slot.
    expect(resent).toBeLessThanOrEqual(MAIL_CONCURRENCY);
    expect(ledger).toHaveLength(MAILS);
    expect(new Set(ledger.map((r) => r.key)).size).toBe(MAILS);
    expect(Number(markedSent)).toBe(MAILS);
  }, 120_000);
});
