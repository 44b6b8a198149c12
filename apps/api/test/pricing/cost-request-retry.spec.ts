import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { CostRequestInfo } from '@freight/shared';
import { mailSettled } from '../mail/mail-settled.js';
import { waitFor } from '../mail/mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { seedAgentsAndCodes } from './pricing-fixtures.js';

const AGENTS = ['ana@agents.test', 'li.wei@agents.test'];

describe('cost requests while the SMTP server refuses mail', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    // Refusing from the start, on a port it keeps until the end (no window for another process).
    sink = await startSmtpSink(0, 0, { refusing: true });
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
      mailRetryBaseDelayMs: 300,
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('are retried and delivered once it is back, none twice, and only then marked sent', async () => {
    const ids = await seedAgentsAndCodes(t);
    const [comercial, pricing] = [await loginAs(t.http, 'comercial'), await loginAs(t.http, 'pricing')];
    const created = await request(t.http)
      .post('/app/v1/quotations')
      .set('Authorization', `Bearer ${comercial}`)
      .send(validRequest('SEA_LCL', await demoClientId(t)));
    const { reference } = created.body as { reference: string };
    await request(t.http)
      .post(`/app/v1/quotations/${reference}/take`)
      .set('Authorization', `Bearer ${pricing}`)
      .expect(204);
    await request(t.http)
      .post(`/app/v1/quotations/${reference}/cost-requests`)
      .set('Authorization', `Bearer ${pricing}`)
      .send({ providerIds: [ids.agentEs, ids.agentPt] })
      .expect(201);
    const list = async () =>
      (
        await request(t.http)
          .get(`/app/v1/quotations/${reference}/cost-requests`)
          .set('Authorization', `Bearer ${pricing}`)
      ).body as CostRequestInfo[];

    // Each agent's mail was really tried and refused; neither request is marked sent.
    await waitFor(() => AGENTS.every((to) => sink.refused.includes(to)));
    const whileDown = await list();
    expect(whileDown).toHaveLength(2);
    expect(whileDown.map((r) => r.sentAt)).toEqual([null, null]);
    expect(sink.mails).toHaveLength(0);

    sink.accept();
    await waitFor(async () => sink.mails.length >= 2 && (await list()).every((r) => r.sentAt !== null), 20_000);
    // Whatever was still queued or retrying has gone out before counting.
    await mailSettled(t.app, sink);
    expect(sink.mails.map((m) => (m.to as { text: string }).text).sort()).toEqual(AGENTS);
    expect((await list()).every((r) => r.sentAt !== null)).toBe(true);
    const ledger = await sql(t.db.url, `SELECT 1 FROM sent_mails WHERE idempotency_key LIKE 'cost-request:%'`);
    expect(ledger).toHaveLength(2);
  });
});
