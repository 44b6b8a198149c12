import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { HealthDetails } from '../../src/modules/health/health-details.service.js';
import { InboundSmtpReceiver } from '../../src/modules/inbound/inbound-smtp.receiver.js';
import { loginAs } from '../support/app.js';
import { sql } from '../support/sql.js';
import { type InboundWorld, MAILBOX, startInboundWorld, storedMail, until } from './inbound-fixtures.js';

const rawMail = (id: string) =>
  Buffer.from(
    [
      'From: li.wei@agents.test',
      `To: ${MAILBOX.local}@${MAILBOX.domain}`,
      `Subject: Tariffs ${id}`,
      `Message-ID: <${id}-${Date.now()}@agents.test>`,
      '',
      'See attached.',
      '',
    ].join('\r\n'),
  );

/** Issue 42: the operator sees the inbound channel on /health/details. */
describe('inbound mail channel on /health/details', () => {
  let w: InboundWorld;
  let admin: string;
  const inbound = async () => {
    const res = await request(w.t.http).get('/health/details').set('Authorization', `Bearer ${admin}`);
    const d = res.body as HealthDetails;
    return { status: d.status, ...d.inbound! };
  };
  const storeRaw = (id: string, attempts: number, error: string | null, receivedAt: string) =>
    sql(
      w.t.db.url,
      `INSERT INTO inbound_raw_mails (id, channel, envelope_to, raw, attempts, last_error, received_at)
       VALUES (gen_random_uuid(), 'smtp', '{}', $1, $2, $3, $4)`,
      [rawMail(id), attempts, error, receivedAt],
    );

  beforeAll(async () => {
    w = await startInboundWorld();
    admin = await loginAs(w.t.http, 'admin');
  });
  afterAll(async () => {
    await w?.close();
  });

  it('shows the channel, what waits, what fails, the held mails and the last mail received', async () => {
    expect(await inbound()).toMatchObject({
      enabled: true,
      mailbox: 'costs@fw.test',
      channels: [{ kind: 'smtp', up: true, port: w.t.app.get(InboundSmtpReceiver).port() }],
      lastReceivedAt: null,
      waiting: 0,
      failing: 0,
      gaveUp: 0,
      held: 0,
    });

    // As a crash or a failing parse leaves them: stored, not processed (nothing kicks the queue here).
    await storeRaw('waits', 0, null, '2026-01-10T10:00:00Z');
    await storeRaw('retried', 2, 'first failure', '2026-01-10T10:01:00Z');
    await storeRaw('given-up', 5, 'failed five times', '2026-01-10T10:02:00Z');
    expect(await inbound()).toMatchObject({
      status: 'degraded',
      lastReceivedAt: '2026-01-10T10:02:00.000Z',
      waiting: 2,
      failing: 2,
      gaveUp: 1,
      lastError: 'failed five times',
      held: 0,
    });

    // A mail through the receiver starts the queue: the two waiting ones are processed with it.
    const sent = await w.agentMail.sendMail({
      from: 'ana@agents.test',
      to: `${MAILBOX.local}@${MAILBOX.domain}`,
      subject: 'No reference here',
      text: 'Rates.',
    });
    await storedMail(w.t, sent.messageId);
    const after = await until(async () => {
      const s = await inbound();
      return s.waiting === 0 && s.held === 3 ? s : null;
    });
    const [{ received_at }] = await sql<{ received_at: Date }>(
      w.t.db.url,
      'SELECT max(received_at) received_at FROM inbound_raw_mails',
    );
    expect(after).toMatchObject({ failing: 1, gaveUp: 1, lastReceivedAt: received_at.toISOString() });
    expect(String(after.lastReceivedAt) > '2026-01-10T10:02:00.000Z').toBe(true);
  });
});
