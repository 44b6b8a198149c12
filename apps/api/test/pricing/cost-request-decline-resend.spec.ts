import { describe, expect, it } from '@jest/globals';
import type { AgentCostContext, CostRequestInfo } from '@freight/shared';
import { waitFor } from '../mail/mail-test-module.js';
import { sql } from '../support/sql.js';
import { agentClient, agentLinkApp, staff, validCosts } from './agent-link-app.js';
import { ANSWER_BY_ISO, englishAgent, requested } from './cost-request-fixture.js';
import { linkOf } from './pricing-fixtures.js';

/** Issue 22: an agent declines, pricing resends or cancels a request, and each link ends when it should. */
describe('declining, resending and cancelling a cost request', () => {
  const w = agentLinkApp();
  const agentEn = englishAgent(w);
  const pricing = staff(w, 'pricing');
  const agent = (token: string) => agentClient(w.t, token, 'en');

  it('lets an agent decline with a reason once: the event, the notification, and the link is closed (409, nothing changed)', async () => {
    const { reference, mails } = await requested(w, agentEn.id);
    const token = linkOf(mails.es).token;
    const noText = await agent(token).decline({ reason: 'OTHER', text: '  ' });
    expect(noText.status).toBe(400);
    expect(noText.body).toMatchObject({ details: { fields: [{ field: 'text', rules: ['isNotEmpty'] }] } });
    expect((await agent(token).decline({ reason: 'MAYBE' })).status).toBe(400);

    expect((await agent(token).decline({ reason: 'OTHER', text: 'No reefer equipment this month' })).status).toBe(204);
    const row = ((await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[]).find(
      (r) => r.email === 'li.wei@agents.test',
    )!;
    expect(row).toMatchObject({
      state: 'DECLINED',
      declineReason: 'OTHER',
      declineText: 'No reefer equipment this month',
      answeredAt: null,
    });
    expect(row.declinedAt).not.toBeNull();
    const events = await sql<{ detail: string }>(
      w.t.db.url,
      `SELECT detail FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_DECLINED'`,
      [reference],
    );
    expect(events).toEqual([{ detail: 'Shanghai Logistics: OTHER: No reefer equipment this month' }]);
    await waitFor(async () => {
      const rows = await sql<{ title: string }>(
        w.t.db.url,
        `SELECT n.title FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'pricing' AND n.title LIKE $1`,
        [`%${reference}%`],
      );
      return rows.some((r) => /declin/i.test(r.title));
    });

    // A second use of the declined link: a decline or costs are refused with the code, and nothing changes.
    const again = await agent(token).decline({ reason: 'NO_SERVICE' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'COST_REQUEST_DECLINED',
      message: 'You have already said you cannot quote this request.',
    });
    const costs = await agent(token).submit(validCosts(w.ids));
    expect(costs.status).toBe(409);
    expect((costs.body as { code: string }).code).toBe('COST_REQUEST_DECLINED');
    const after = ((await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[]).find(
      (r) => r.email === 'li.wei@agents.test',
    )!;
    expect(after).toEqual(row);
    const [{ n }] = await sql<{ n: string }>(
      w.t.db.url,
      'SELECT count(*) n FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1',
      [reference],
    );
    expect(Number(n)).toBe(0);
    expect(((await agent(token).context()).body as AgentCostContext).declined).toBe(true);
  });

  it('refuses a decline on an answered link (409, nothing changed)', async () => {
    const { reference, mails } = await requested(w, agentEn.id);
    const token = linkOf(mails.pt).token;
    expect((await agent(token).submit(validCosts(w.ids))).status).toBe(201);
    const res = await agent(token).decline({ reason: 'NO_CAPACITY' });
    expect(res.status).toBe(409);
    expect((res.body as { code: string }).code).toBe('COSTS_ALREADY_SENT');
    const row = ((await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[]).find(
      (r) => r.email === 'ana@agents.test',
    )!;
    expect(row).toMatchObject({ state: 'ANSWERED', declinedAt: null, declineReason: null });
    const events = await sql(
      w.t.db.url,
      `SELECT 1 FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_DECLINED'`,
      [reference],
    );
    expect(events).toHaveLength(0);
  });

  it('resends a request: the old link ends at once, the new mail carries a link that works; an answered request cannot be resent', async () => {
    const { reference, mails } = await requested(w, agentEn.id);
    const oldToken = linkOf(mails.en).token;
    expect((await agent(oldToken).context()).status).toBe(200);
    const rows = (await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    const old = rows.find((r) => r.email === 'ops@harbour.test')!;
    const before = w.sink.mails.length;
    const res = await pricing.post(`/app/v1/quotations/${reference}/cost-requests/${old.id}/resend`, {
      answerBy: ANSWER_BY_ISO,
    });
    expect(res.status).toBe(201);
    // At once: before the new mail has even left.
    const refused = await agent(oldToken).context();
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'AGENT_LINK_REVOKED', details: { language: 'en' } });
    expect((await agent(oldToken).submit(validCosts(w.ids))).status).toBe(401);
    expect((await agent(oldToken).decline({ reason: 'NO_SERVICE' })).status).toBe(401);
    await waitFor(() => w.sink.mails.slice(before).some((m) => m.subject?.includes(reference)));
    const fresh = w.sink.mails.slice(before).find((m) => m.subject?.includes(reference))!;
    const newToken = linkOf(fresh).token;
    expect(newToken).not.toBe(oldToken);
    expect((await agent(newToken).context()).status).toBe(200);
    const after = (await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    expect(
      after
        .filter((r) => r.email === 'ops@harbour.test')
        .map((r) => r.state)
        .sort(),
    ).toEqual(['CANCELLED', 'OPENED']);

    // Answered requests are final: neither resent nor cancelled.
    const pt = after.find((r) => r.email === 'ana@agents.test')!;
    expect((await agent(linkOf(mails.pt).token).submit(validCosts(w.ids))).status).toBe(201);
    expect((await pricing.post(`/app/v1/quotations/${reference}/cost-requests/${pt.id}/resend`)).status).toBe(409);
    expect((await pricing.post(`/app/v1/quotations/${reference}/cost-requests/${pt.id}/cancel`)).status).toBe(409);
  });

  it('cancels a request: its link ends, and a cost request of another quotation is not found through this one', async () => {
    const { reference, mails } = await requested(w, agentEn.id);
    const other = await requested(w, agentEn.id);
    const rows = (await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    const es = rows.find((r) => r.email === 'li.wei@agents.test')!;
    // Another quotation's reference cannot withdraw this request.
    expect((await pricing.post(`/app/v1/quotations/${other.reference}/cost-requests/${es.id}/cancel`)).status).toBe(
      409,
    );
    expect((await agent(linkOf(mails.es).token).context()).status).toBe(200);
    expect((await pricing.post(`/app/v1/quotations/${reference}/cost-requests/${es.id}/cancel`)).status).toBe(204);
    const res = await agent(linkOf(mails.es).token).context();
    expect(res.status).toBe(401);
    expect((res.body as { code: string }).code).toBe('AGENT_LINK_REVOKED');
    const after = ((await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[]).find(
      (r) => r.id === es.id,
    )!;
    expect(after.state).toBe('CANCELLED');
    expect((await pricing.post(`/app/v1/quotations/${reference}/cost-requests/${es.id}/cancel`)).status).toBe(409);
  });
});
