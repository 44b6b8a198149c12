import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { mailSettled } from '../mail/mail-settled.js';
import { waitFor } from '../mail/mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { validRequest } from '../quotations/builders.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { demoClient, extraCopies, httpClient, mailIdentity, seedFaultAgents } from '../faults/fault-fixtures.js';

const ANALYSTS = 8;
const AGENTS = 3;
const ROUNDS = 5;

/**
 * Issue 37: pricing analysts asking agents for costs at the same moment. Every request of a round
 * hits quotations of the same client, commercial and day, so each write touches the same analytics
 * figures; the mails of earlier requests leave (and are recorded as sent) while later requests are
 * written. The mail queue runs all along: nothing is paused to keep the writes apart.
 */
describe('eight analysts requesting costs at the same moment', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let base: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it(`POST /app/v1/quotations/{ref}/cost-requests by ${ANALYSTS} analysts at once (${AGENTS} agents each, same client and day), ${ROUNDS} rounds: no 500, every request has its rows and one mail per agent`, async () => {
    const agents = await seedFaultAgents(t.db.url, AGENTS);
    const analysts = await seedAnalysts(t.db.url, ANALYSTS);
    const clientId = await demoClient(t.db.url);
    const api = httpClient(base);
    const comercial = await api.login('comercial');
    const tokens = await Promise.all(analysts.map((name) => api.login(name)));

    const statuses: number[] = [];
    const failures: string[] = [];
    const references: string[] = [];
    const startedAt = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      // Each analyst's quotation: created and taken first (the same client, commercial and day).
      const refs = await Promise.all(
        tokens.map(async (token) => {
          const created = await api.call('POST', '/app/v1/quotations', comercial, validRequest('SEA_LCL', clientId));
          if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
          const { reference } = created.body as { reference: string };
          const taken = await api.call('POST', `/app/v1/quotations/${reference}/take`, token);
          if (taken.status !== 204) throw new Error(`take: ${taken.status} ${JSON.stringify(taken.body)}`);
          return reference;
        }),
      );
      // Then all eight ask their agents at once, while the previous rounds' mails are being sent.
      const answers = await Promise.all(
        refs.map((reference, i) =>
          api.call('POST', `/app/v1/quotations/${reference}/cost-requests`, tokens[i], { providerIds: agents }),
        ),
      );
      answers.forEach((a, i) => {
        statuses.push(a.status);
        if (a.status !== 201) failures.push(`${refs[i]}: ${a.status} ${JSON.stringify(a.body)}`);
      });
      references.push(...refs);
    }
    const requestedMs = Date.now() - startedAt;

    const expectedMails = ROUNDS * ANALYSTS * AGENTS;
    await waitFor(() => sink.mails.length >= statuses.filter((s) => s === 201).length * AGENTS, 60_000).catch(
      () => undefined,
    );
    await mailSettled(t.app, sink);
    const rows = await sql<{ reference: string; requests: number; sent: number }>(
      t.db.url,
      `SELECT q.reference, count(r.id)::int AS requests, count(r.sent_at)::int AS sent
       FROM quotations q LEFT JOIN cost_requests r ON r.quotation_id = q.id
       WHERE q.reference = ANY($1) GROUP BY q.reference`,
      [references],
    );
    const identities = sink.mails.map(mailIdentity);
    const byStatus = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(
      `concurrency/cost-requests: ${statuses.length} requests by ${ANALYSTS} analysts in ${ROUNDS} rounds (${requestedMs} ms): ` +
        `${Object.entries(byStatus)
          .map(([s, n]) => `${n} x ${s}`)
          .join(', ')}; ` +
        `${sink.mails.length} mails for ${expectedMails} expected, duplicated ${extraCopies(identities)}`,
    );

    expect(failures).toEqual([]);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Every request left its three rows, each recorded as sent, and each agent got one mail per quotation.
    expect(rows).toHaveLength(references.length);
    expect(rows.filter((r) => r.requests !== AGENTS || r.sent !== AGENTS)).toEqual([]);
    expect(sink.mails).toHaveLength(expectedMails);
    expect(extraCopies(identities)).toBe(0);
    for (const reference of references)
      expect(sink.mails.filter((m) => m.subject?.includes(reference))).toHaveLength(AGENTS);
  }, 240_000);
});

/** Pricing analysts of sea freight (analyst1...), each with the demo pricing user's password. */
async function seedAnalysts(databaseUrl: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `analyst${i + 1}`);
  await sql(
    databaseUrl,
    `INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
     SELECT gen_random_uuid(), 'AN' || n, 'Analyst ' || n, 'analyst' || n || '@freight.local', 'analyst' || n, u.password_hash, now()
     FROM generate_series(1, $1::int) n, users u WHERE u.username = 'pricing'`,
    [count],
  );
  await sql(
    databaseUrl,
    `INSERT INTO user_permissions (user_id, permission)
     SELECT u.id, p FROM users u, unnest(ARRAY['PRICING', 'PRICING_SEA', 'UPDATE_QUOTATION_COSTS', 'VIEW_AGENT', 'VIEW_QUOTATION']) p
     WHERE u.username = ANY($1)`,
    [names],
  );
  return names;
}
