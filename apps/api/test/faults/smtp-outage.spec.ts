import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { mailSettled } from '../mail/mail-settled.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
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
      smtp: {
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        user: null,
        password: null,
        from: 'Freight <no-reply@freight.test>',
      },
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
  }, 90_000);
});
