import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OutboxRelay } from '../../src/common/queue/outbox-relay.js';
import { createApp } from '../../src/create-app.js';
import { InboundNotices, inboundNoticeJobId } from '../../src/modules/inbound/inbound-notices.js';
import type { TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import {
  askBothAgents,
  countOf,
  type InboundWorld,
  plusOf,
  startInboundWorld,
  storedMail,
  until,
} from './inbound-fixtures.js';

const AGENT = 'li.wei@agents.test';

/**
 * Issue 42: pricing's notice of a stored reply is written in the transaction that stores it (an outbox
 * row), so a process that dies right after the commit does not lose it: the next start delivers it.
 */
describe('the notice of a stored reply survives a crash after the commit', () => {
  let w: InboundWorld;
  let t: TestApp;
  const count = (query: string, params: unknown[] = []) => countOf(t, query, params);

  beforeAll(async () => {
    w = await startInboundWorld();
    t = w.t;
  });
  afterAll(async () => {
    await w?.close();
  });

  it('the reply and its notice commit together; with nothing handed over before the "crash", a restarted portal tells pricing', async () => {
    const q = await askBothAgents(w);
    const told = `SELECT count(*) n FROM notifications WHERE key = $1 AND topic->>'kind' = 'costReplyByMail'`;
    // The process "dies" after its commits: its relay hands nothing over and its worker takes nothing any more.
    await t.app.get(OutboxRelay).close();
    await t.app.get(InboundNotices).onModuleDestroy();

    const first = q.mail(AGENT);
    const sent = await w.agentMail.sendMail({
      from: AGENT,
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      inReplyTo: first.messageId,
      text: 'Rate 990 USD.',
    });
    const mail = await storedMail(t, sent.messageId);
    expect(mail.kind).toBe('REPLY');
    // The notice is a committed row beside the reply, waiting for a relay.
    const rows = await sql<{ queue: string; data: { kind: string; quotationId: string } }>(
      t.db.url,
      'SELECT queue, data FROM outbox_jobs WHERE job_id = $1',
      [inboundNoticeJobId(mail.id, 'REPLY')],
    );
    expect(rows).toEqual([{ queue: 'inbound-notices', data: expect.objectContaining({ kind: 'REPLY' }) }]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await count(told, [q.reference])).toBe(0);

    // A new process on the same database and job datastore delivers what the dead one left.
    const again = await createApp(t.config);
    try {
      await until(async () => (await count(told, [q.reference])) > 0, 20_000, 'the notice after the restart');
      expect(
        await count('SELECT count(*) n FROM outbox_jobs WHERE job_id = $1', [
          rows.length ? inboundNoticeJobId(mail.id, 'REPLY') : '',
        ]),
      ).toBe(0);
    } finally {
      await again.close();
    }
  });
});
