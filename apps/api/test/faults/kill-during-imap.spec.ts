import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import * as f from '../documents/fixtures.js';
import { composed } from '../inbound/compose.js';
import { type Dovecot, startDovecot } from '../inbound/dovecot.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { testRedisUrl } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';
import { type ApiProcess, startApiProcess, stopApiProcess } from './api-process.js';
import { demoClient, httpClient, seedFaultAgents, until } from './fault-fixtures.js';

const REPLIES = 20;
const PER_QUOTATION = 20;

/**
 * Fault suite (issue 42): the API is killed with SIGKILL while it reads a mailbox of agents' replies
 * over IMAP (a real dovecot); a new process on the same database and mailbox reads on. Every reply
 * lands on its cost request, none is stored twice.
 */
describe('faults: kill -9 of the API while it reads replies from an IMAP mailbox', () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let imap: Dovecot;
  let api: ApiProcess | undefined;
  const start = () =>
    startApiProcess({
      databaseUrl: db.url,
      redisUrl: testRedisUrl(),
      queuePrefix: `kimap-${randomBytes(4).toString('hex')}`,
      smtpPort: sink.port,
      env: {
        INBOUND_MAIL_ADDRESS: 'costs@fw.test',
        INBOUND_IMAP_HOST: imap.host,
        INBOUND_IMAP_PORT: String(imap.port),
        INBOUND_IMAP_SECURE: 'false',
        INBOUND_IMAP_USER: imap.user,
        INBOUND_IMAP_PASSWORD: imap.password,
      },
    });
  const count = async (query: string, params: unknown[] = []) =>
    Number((await sql<{ n: string }>(db.url, query, params))[0].n);

  beforeAll(async () => {
    [db, sink, imap] = await Promise.all([createTestDatabase(), startSmtpSink(), startDovecot()]);
  }, 240_000);
  afterAll(async () => {
    await stopApiProcess(api);
    await Promise.all([sink?.close(), imap?.close()]);
    await db?.drop();
  }, 240_000);

  it(`SIGKILL while ${REPLIES} replies are read, then a new process: every reply on its request, none stored twice`, async () => {
    const providers = await seedFaultAgents(db.url, PER_QUOTATION);
    const clientId = await demoClient(db.url);
    api = await start();
    const http = httpClient(api.base);
    const tokens = { comercial: await http.login('comercial'), pricing: await http.login('pricing') };
    const references = await Promise.all(
      Array.from({ length: REPLIES / PER_QUOTATION }, () => http.requestCosts(tokens, clientId, providers)),
    );
    const requests = await sql<{ id: string; email: string; reply_token: string }>(
      db.url,
      `SELECT r.id, r.email, r.reply_token FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id
       WHERE q.reference = ANY($1) ORDER BY r.id`,
      [references],
    );
    expect(requests).toHaveLength(REPLIES);
    // The portal is down while the replies arrive: the new process starts with all of them to read.
    await stopApiProcess(api);
    const ids = requests.map((r, i) => `<kill-imap-${i}@agents.test>`);
    for (const [i, r] of requests.entries())
      await imap.deliver(
        await composed({
          from: r.email,
          to: `costs+${r.reply_token}@fw.test`,
          subject: 'Re: cost request',
          messageId: ids[i],
          text: `Rate ${1000 + i} USD`,
          // A quote of a few hundred kilobytes, as agents send: reading the mailbox takes a moment.
          attachments: [{ filename: `quote-${i}.pdf`, content: f.pdf('x'.repeat(300_000)) }],
        }),
      );
    const stored = () => count('SELECT count(*) n FROM inbound_raw_mails');

    api = await start();
    await until(async () => (await stored()) > 0, 'the first reply stored', 60_000, 5);
    await new Promise((r) => setTimeout(r, Math.random() * 100));
    api.child.kill('SIGKILL');
    expect((await api.exited).signal).toBe('SIGKILL');
    const storedAtKill = await stored();
    // Killed mid-way through the mailbox.
    expect(storedAtKill).toBeLessThan(REPLIES);

    api = await start();
    const answered = () =>
      count('SELECT count(*) n FROM cost_requests WHERE id = ANY($1) AND answered_by_mail_at IS NOT NULL', [
        requests.map((r) => r.id),
      ]);
    await until(async () => (await answered()) === REPLIES, `all ${REPLIES} requests answered by mail`, 120_000);
    await until(
      async () => (await count('SELECT count(*) n FROM inbound_raw_mails WHERE processed_at IS NULL')) === 0,
      'every stored mail processed',
    );
    const perMessage = await sql<{ message_id: string; n: string }>(
      db.url,
      'SELECT message_id, count(*) n FROM inbound_mails GROUP BY message_id',
    );
    console.log(
      `faults/kill-9 while reading IMAP: ${REPLIES} replies; killed after ${storedAtKill} were stored; ` +
        `after the restart ${perMessage.length} stored, ${await stored()} raw copies kept`,
    );
    expect(perMessage.map((m) => m.message_id).sort()).toEqual([...ids].sort());
    expect(perMessage.every((m) => m.n === '1')).toBe(true);
    // Read once each: no raw copy was stored a second time (a second copy would be dropped, but is never made).
    expect(await stored()).toBe(REPLIES);
    expect(await count('SELECT count(*) n FROM cost_request_files WHERE inbound_mail_id IS NOT NULL')).toBe(REPLIES);
  }, 360_000);
});
