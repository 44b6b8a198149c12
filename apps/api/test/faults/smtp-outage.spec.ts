import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { mailSettled } from '../mail/mail-settled.js';
import { freePort, smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { demoClient, extraCopies, httpClient, mailIdentity, seedFaultAgents, until } from './fault-fixtures.js';

const AGENTS = 100;
const PER_QUOTATION = 10;

/**
 * Fault suite (issue 18): the SMTP server is out of service (451 to every recipient) while pricing
 * sends 100 cost requests through the real path (10 quotations x 10 agents, sent at once), then it
 * comes back. Every mail arrives once, and the ledger and the requests agree with the mailbox.
 */
describe('faults: SMTP down during 100 cost requests, then up', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let base: string;

  beforeAll(async () => {
    // Refusing from the start, on a port it keeps until the end.
    sink = await startSmtpSink(0, 0, { refusing: true });
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
      mailRetryBaseDelayMs: 250,
    });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('POST /app/v1/quotations/{ref}/cost-requests x10 (100 agents) while SMTP answers 451: none lost, none twice, 100 ledger rows, all marked sent', async () => {
    const providers = await seedFaultAgents(t.db.url, AGENTS);
    const api = httpClient(base);
    const tokens = { comercial: await api.login('comercial'), pricing: await api.login('pricing') };
    const clientId = await demoClient(t.db.url);
    const groups = Array.from({ length: AGENTS / PER_QUOTATION }, (_, i) =>
      providers.slice(i * PER_QUOTATION, (i + 1) * PER_QUOTATION),
    );
    const startedAt = Date.now();
    const references = await Promise.all(groups.map((ids) => api.requestCosts(tokens, clientId, ids)));
    const requestedMs = Date.now() - startedAt;
    const markedSent = async () => {
      const [{ n }] = await sql<{ n: string }>(
        t.db.url,
        `SELECT count(*) AS n FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id WHERE q.reference = ANY($1) AND r.sent_at IS NOT NULL`,
        [references],
      );
      return Number(n);
    };

    // Down: every agent's mail was really tried and refused twice (so it is being retried), and nothing arrived.
    const refusedTimes = (to: string) => sink.refused.filter((r) => r === to).length;
    const recipients = Array.from({ length: AGENTS }, (_, i) => `agent-${String(i + 1).padStart(3, '0')}@faults.test`);
    await until(() => recipients.every((to) => refusedTimes(to) >= 2), 'two refused tries per agent');
    expect(sink.mails).toHaveLength(0);
    expect(await markedSent()).toBe(0);
    const refusedWhileDown = sink.refused.length;

    // Up again.
    const upAt = Date.now();
    sink.accept();
    await until(() => sink.mails.length >= AGENTS, `${AGENTS} mails in the sink`);
    const deliveredMs = Date.now() - upAt;
    // Whatever was still queued or retrying has gone out before counting (a marker, not a sleep).
    await mailSettled(t.app, sink);

    const identities = sink.mails.map(mailIdentity);
    const messageIds = sink.mails.map((m) => m.messageId ?? '');
    const ledger = await sql<{ key: string; message_id: string | null }>(
      t.db.url,
      `SELECT idempotency_key AS key, message_id FROM sent_mails WHERE idempotency_key LIKE 'cost-request:%'`,
    );
    const sent = await markedSent();
    console.log(
      `faults/smtp-outage: ${AGENTS} cost requests in ${requestedMs} ms; ${refusedWhileDown} tries refused while down; ` +
        `after SMTP came back ${sink.mails.length} mails delivered in ${deliveredMs} ms, ` +
        `lost ${AGENTS - new Set(identities).size}, duplicated ${extraCopies(identities)}, ledger rows ${ledger.length}, marked sent ${sent}`,
    );

    expect(sink.mails).toHaveLength(AGENTS);
    expect(new Set(sink.mails.map((m) => (m.to as { text: string }).text))).toEqual(new Set(recipients));
    expect(extraCopies(identities)).toBe(0);
    expect(extraCopies(messageIds)).toBe(0);
    // Each quotation's ten agents got its reference.
    for (const ref of references)
      expect(sink.mails.filter((m) => m.subject?.includes(ref))).toHaveLength(PER_QUOTATION);
    expect(ledger).toHaveLength(AGENTS);
    // The ledger names exactly the Message-IDs the mailbox holds.
    expect(new Set(ledger.map((r) => r.message_id))).toEqual(new Set(messageIds));
    expect(sent).toBe(AGENTS);
    // Each refusal was an answer from the server: no try was left in doubt, none was sent again.
    const [{ interrupted }] = await sql<{ interrupted: number }>(
      t.db.url,
      `SELECT COALESCE(sum(interrupted), 0)::int AS interrupted FROM sent_mails WHERE idempotency_key LIKE 'cost-request:%'`,
    );
    expect(interrupted).toBe(0);
  }, 240_000);
});

/**
 * The same with the SMTP port closed (the relay's host is up, its server is not): every connection is
 * refused, so nothing can have been accepted; once a server listens there, each mail arrives once.
 */
describe('faults: SMTP port closed during 30 cost requests, then a server listens on it', () => {
  let t: TestApp;
  let sink: SmtpSink | undefined;
  let port: number;
  let base: string;
  const closedAgents = 30;

  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({
      smtp: smtpConfigFor({ port }),
      mailRetryBaseDelayMs: 250,
    });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('POST /app/v1/quotations/{ref}/cost-requests x3 (30 agents) while nothing listens on the SMTP port: none lost, none twice, each try recorded as refused', async () => {
    const providers = await seedFaultAgents(t.db.url, closedAgents);
    const api = httpClient(base);
    const tokens = { comercial: await api.login('comercial'), pricing: await api.login('pricing') };
    const clientId = await demoClient(t.db.url);
    const references = await Promise.all(
      [0, 1, 2].map((i) => api.requestCosts(tokens, clientId, providers.slice(i * 10, (i + 1) * 10))),
    );
    const ledger = async () =>
      (
        await sql<{ failed: number; sending: number; sent: number; attempts: number; interrupted: number }>(
          t.db.url,
          `SELECT count(*) FILTER (WHERE state = 'FAILED')::int AS failed, count(*) FILTER (WHERE state = 'SENDING')::int AS sending,
             count(*) FILTER (WHERE state = 'SENT')::int AS sent, COALESCE(sum(attempts), 0)::int AS attempts, COALESCE(sum(interrupted), 0)::int AS interrupted
           FROM sent_mails WHERE idempotency_key LIKE 'cost-request:%'`,
        )
      )[0];
    // Every mail tried twice and refused (connection refused), recorded as FAILED: the server holds no copy.
    await until(async () => {
      const l = await ledger();
      return l.failed === closedAgents && l.attempts >= 2 * closedAgents;
    }, 'two refused tries per mail');
    const whileClosed = await ledger();

    const upAt = Date.now();
    sink = await startSmtpSink(port);
    await until(() => sink!.mails.length >= closedAgents, `${closedAgents} mails in the sink`);
    const deliveredMs = Date.now() - upAt;
    await mailSettled(t.app, sink);
    const after = await ledger();
    const identities = sink.mails.map(mailIdentity);
    console.log(
      `faults/smtp-closed-port: ${closedAgents} cost requests; while the port was closed ${whileClosed.attempts} tries, all refused (ledger: ${whileClosed.failed} failed, ${whileClosed.sending} trying); ` +
        `after a server listened ${sink.mails.length} mails in ${deliveredMs} ms, duplicated ${extraCopies(identities)}, ledger ${after.sent} sent, ${after.interrupted} resent after a cut-short try`,
    );

    expect(sink.mails).toHaveLength(closedAgents);
    expect(extraCopies(identities)).toBe(0);
    for (const ref of references) expect(sink.mails.filter((m) => m.subject?.includes(ref))).toHaveLength(10);
    // No try was ever left in doubt (a refused connection is a clean refusal): none was counted as possibly sent.
    expect(after).toMatchObject({ sent: closedAgents, failed: 0, sending: 0, interrupted: 0 });
  }, 240_000);
});
