import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { CostRequestInfo } from '@freight/shared';
import { freePort, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { seedAgentsAndCodes } from './pricing-fixtures.js';

describe('cost requests while the SMTP server is down', () => {
  let t: TestApp;
  let sink: SmtpSink | undefined;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ smtp: { host: '127.0.0.1', port, secure: false, user: null, password: null, from: 'Freight <no-reply@freight.test>' }, mailRetryBaseDelayMs: 300 });
  });
  afterAll(async () => {
    await t.close();
    await sink?.close();
  });

  it('are retried and delivered once it is back, none twice, and only then marked sent', async () => {
    const ids = await seedAgentsAndCodes(t);
    const [comercial, pricing] = [await loginAs(t.http, 'comercial'), await loginAs(t.http, 'pricing')];
    const created = await request(t.http).post('/app/v1/quotations').set('Authorization', `Bearer ${comercial}`).send(validRequest('SEA_LCL', await demoClientId(t)));
    const { reference } = created.body as { reference: string };
    await request(t.http).post(`/app/v1/quotations/${reference}/take`).set('Authorization', `Bearer ${pricing}`).expect(204);
    await request(t.http).post(`/app/v1/quotations/${reference}/cost-requests`).set('Authorization', `Bearer ${pricing}`).send({ providerIds: [ids.agentEs, ids.agentPt] }).expect(201);

    // Let the first attempts fail against the closed port.
    await new Promise((r) => setTimeout(r, 1200));
    const list = async () => (await request(t.http).get(`/app/v1/quotations/${reference}/cost-requests`).set('Authorization', `Bearer ${pricing}`)).body as CostRequestInfo[];
    expect((await list()).every((r) => r.sentAt === null)).toBe(true);

    sink = await startSmtpSink(port);
    const end = Date.now() + 20_000;
    while ((sink.mails.length < 2 || (await list()).some((r) => r.sentAt === null)) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    // Give any duplicate a chance to show up before counting.
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.mails.map((m) => (m.to as { text: string }).text).sort()).toEqual(['ana@agents.test', 'li.wei@agents.test']);
    expect((await list()).every((r) => r.sentAt !== null)).toBe(true);
    const ledger = await sql(t.db.url, `SELECT 1 FROM sent_mails WHERE idempotency_key LIKE 'cost-request:%'`);
    expect(ledger).toHaveLength(2);
  });
});
