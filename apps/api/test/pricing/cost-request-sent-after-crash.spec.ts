import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MailQueue, mailJobId } from '../../src/common/mail/mail.queue.js';
import { QueueFactory } from '../../src/common/queue/queue.factory.js';
import { QUEUE_NAMES, type SendMailJob } from '../../src/common/queue/queue.constants.js';
import { mailSettled } from '../mail/mail-settled.js';
import { waitFor } from '../mail/mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { seedAgentsAndCodes } from './pricing-fixtures.js';

/**
 * Found by the kill -9 fault test (test/faults/kill-during-mail.spec.ts): a process killed after the
 * mail ledger committed but before the cost request was marked sent left it "queued" for ever, since
 * the retried job found the key sent and told nobody.
 */
describe('a cost-request mail in the ledger whose request was never marked sent', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('POST /app/v1/quotations/{ref}/cost-requests, then the job runs again (crash after the ledger commit): the request is marked sent, no second mail', async () => {
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
      .send({ providerIds: [ids.agentEs] })
      .expect(201);
    const [{ id }] = await sql<{ id: string }>(
      t.db.url,
      `SELECT r.id FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id WHERE q.reference = $1`,
      [reference],
    );
    const key = `cost-request:${id}`;
    await waitFor(
      async () =>
        (await sql(t.db.url, `SELECT 1 FROM cost_requests WHERE id = $1 AND sent_at IS NOT NULL`, [id])).length === 1,
    );
    await mailSettled(t.app, sink);
    expect(sink.mails).toHaveLength(1);

    // The state a kill between the ledger commit and the marking leaves: sent, but not marked.
    await sql(t.db.url, `UPDATE cost_requests SET sent_at = NULL WHERE id = $1`, [id]);
    const jobs = t.app.get(QueueFactory).createQueue<SendMailJob>(QUEUE_NAMES.mail);
    const job = await jobs.getJob(mailJobId(key));
    if (!job) throw new Error('the completed mail job is gone');
    const data = job.data;
    await job.remove();
    // The same job again, as BullMQ retries a job whose process died.
    await t.app.get(MailQueue).enqueue(data);
    await waitFor(async () => (await jobs.getJobState(mailJobId(key))) === 'completed');

    const [{ sent_at }] = await sql<{ sent_at: Date | null }>(
      t.db.url,
      `SELECT sent_at FROM cost_requests WHERE id = $1`,
      [id],
    );
    const [ledger] = await sql<{ sent_at: Date }>(
      t.db.url,
      `SELECT sent_at FROM sent_mails WHERE idempotency_key = $1`,
      [key],
    );
    expect(sent_at?.toISOString()).toBe(ledger.sent_at.toISOString());
    await mailSettled(t.app, sink);
    expect(sink.mails).toHaveLength(1);
  });
});
