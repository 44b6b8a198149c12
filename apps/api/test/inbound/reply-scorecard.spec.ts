import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AgentScorecard } from '@freight/shared';
import request from 'supertest';
import { loginAs } from '../support/app.js';
import { sql } from '../support/sql.js';
import { askBothAgents, type InboundWorld, plusOf, startInboundWorld, storedMail } from './inbound-fixtures.js';

const AGENT = 'li.wei@agents.test';

/** Issue 42: an answer by mail counts on the agents' scorecard like one through the link, with its answer time. */
describe('the scorecard counts answers by mail', () => {
  let w: InboundWorld;

  beforeAll(async () => {
    w = await startInboundWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  it('a reply by mail is an answer of its agent, answered in the hours since its mail left', async () => {
    const q = await askBothAgents(w);
    const id = await q.requestId(AGENT);
    // The request mail left three hours before the reply arrives.
    await sql(w.t.db.url, `UPDATE cost_requests SET sent_at = now() - interval '3 hours' WHERE id = $1`, [id]);
    const analyst = await loginAs(w.t.http, 'analista');
    const today = new Date().toISOString().slice(0, 10);
    // From yesterday: between 00:00 and 03:00 UTC the request mail left on the day before.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const scorecard = async () => {
      const res = await request(w.t.http)
        .get(`/analytics/v1/agents/scorecard?from=${yesterday}&to=${today}`)
        .set('Authorization', `Bearer ${analyst}`);
      return (res.body as AgentScorecard).agents.find((a) => a.providerId === w.ids.agentEs);
    };
    expect((await scorecard())?.answered ?? 0).toBe(0);

    const first = q.mail(AGENT);
    const sent = await w.agentMail.sendMail({
      from: AGENT,
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      inReplyTo: first.messageId,
      text: 'Rate 1100 USD.',
    });
    expect((await storedMail(w.t, sent.messageId)).kind).toBe('REPLY');
    const after = await scorecard();
    expect(after).toMatchObject({ requests: 1, answered: 1, pending: 0, answerRate: 1 });
    expect(after!.medianHours).toBeGreaterThanOrEqual(2);
    expect(after!.medianHours).toBeLessThanOrEqual(4);
  });
});
