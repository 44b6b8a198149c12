import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type {
  AgentCostContext,
  AgentSuggestion,
  CostInfo,
  CostRequestInfo,
  Page,
  QuotationSummary,
} from '@freight/shared';
import { waitFor } from '../mail/mail-test-module.js';
import { loginAs } from '../support/app.js';
import { sql } from '../support/sql.js';
import { agentClient, agentLinkApp, newQuotation, requestedQuotation, staff, validCosts } from './agent-link-app.js';

/** Pricing's side of agent costs: taking a request, entering costs for an agent, owners and agent suggestions. */
describe('pricing takes requests, enters agent costs and picks agents', () => {
  const w = agentLinkApp();
  const as = (who: 'comercial' | 'pricing') => staff(w, who);
  const agent = (token: string) => agentClient(w.t, token, 'es');

  it('queues new requests for pricing, takes one into PENDING and refuses a second take', async () => {
    const reference = await newQuotation(w);
    const fresh = (await as('pricing').get('/app/v1/quotations').query({ view: 'pricingNew', limit: 100 }))
      .body as Page<QuotationSummary>;
    expect(fresh.items.map((q) => q.reference)).toContain(reference);
    expect((await as('comercial').post(`/app/v1/quotations/${reference}/take`)).status).toBe(403);
    expect((await as('pricing').post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
    const again = await as('pricing').post(`/app/v1/quotations/${reference}/take`);
    expect(again.status).toBe(409);
    const mine = (await as('pricing').get('/app/v1/quotations').query({ view: 'pricingInProcess', limit: 100 }))
      .body as Page<QuotationSummary>;
    expect(mine.items.find((q) => q.reference === reference)?.status).toBe('PENDING');
  });

  it('refuses a pricing user without the mode permission', async () => {
    await sql(
      w.t.db.url,
      `DELETE FROM user_permissions WHERE permission = 'PRICING_SEA' AND user_id = (SELECT id FROM users WHERE username = 'pricing')`,
    );
    try {
      const limited = await loginAs(w.t.http, 'pricing');
      const reference = await newQuotation(w);
      const res = await request(w.t.http)
        .post(`/app/v1/quotations/${reference}/take`)
        .set('Authorization', `Bearer ${limited}`);
      expect(res.status).toBe(403);
      expect((res.body as { code: string }).code).toBe('PRICING_MODE_NOT_ALLOWED');
    } finally {
      // Restored whatever happened: every other test prices sea as pricing.
      await sql(
        w.t.db.url,
        `INSERT INTO user_permissions (user_id, permission) SELECT id, 'PRICING_SEA' FROM users WHERE username = 'pricing' ON CONFLICT DO NOTHING`,
      );
    }
  });

  it("lets pricing enter an agent's costs on its behalf under the same rules", async () => {
    const reference = await newQuotation(w);
    await as('pricing').post(`/app/v1/quotations/${reference}/take`);
    const bad = await as('pricing').post(`/app/v1/quotations/${reference}/costs`, {
      providerId: w.ids.agentPt,
      costs: [],
    });
    expect(bad.status).toBe(400);
    const ok = await as('pricing').post(`/app/v1/quotations/${reference}/costs`, {
      providerId: w.ids.agentPt,
      ...validCosts(w.ids),
    });
    expect(ok.status).toBe(201);
    const costs = (await as('pricing').get(`/app/v1/quotations/${reference}/costs`)).body as CostInfo[];
    expect(costs).toEqual([
      expect.objectContaining({
        viaLink: false,
        provider: expect.objectContaining({ name: 'Santos Cargo' }) as unknown,
      }),
    ]);
    // The timeline names the agent, as it does for costs sent through the link.
    const events = await sql<{ detail: string }>(
      w.t.db.url,
      `SELECT detail FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_RECEIVED'`,
      [reference],
    );
    expect(events).toEqual([{ detail: 'Santos Cargo' }]);
    expect(
      (
        await as('comercial').post(`/app/v1/quotations/${reference}/costs`, {
          providerId: w.ids.agentPt,
          ...validCosts(w.ids),
        })
      ).status,
    ).toBe(403);
  });

  it("marks the agent's open request answered when pricing enters its costs on its behalf", async () => {
    const { reference, tokens } = await requestedQuotation(w);
    await waitFor(async () => {
      const list = (await as('pricing').get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
      return list.every((r) => r.sentAt !== null);
    });
    const ok = await as('pricing').post(`/app/v1/quotations/${reference}/costs`, {
      providerId: w.ids.agentPt,
      ...validCosts(w.ids),
    });
    expect(ok.status).toBe(201);
    const rows = (await as('pricing').get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    const byProvider = Object.fromEntries(rows.map((r) => [r.provider.id, r]));
    // Santos's request is answered; Shanghai's, not entered, still waits.
    expect(byProvider[w.ids.agentPt].answeredAt).not.toBeNull();
    expect(byProvider[w.ids.agentEs].answeredAt).toBeNull();
    // The costs belong to that request, and the agent's own link now says it was answered.
    const [{ linked }] = await sql<{ linked: string }>(
      w.t.db.url,
      `SELECT count(*) linked FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1 AND c.cost_request_id = $2`,
      [reference, byProvider[w.ids.agentPt].id],
    );
    expect(Number(linked)).toBe(1);
    expect(((await agent(tokens.pt).context()).body as AgentCostContext).alreadyAnswered).toBe(true);
    expect((await agent(tokens.pt).submit(validCosts(w.ids))).status).toBe(409);
    // A second entry for the same agent finds no open request and is stored on its own.
    expect(
      (
        await as('pricing').post(`/app/v1/quotations/${reference}/costs`, {
          providerId: w.ids.agentPt,
          ...validCosts(w.ids),
        })
      ).status,
    ).toBe(201);
    const after = (await as('pricing').get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    expect(after.find((r) => r.provider.id === w.ids.agentPt)?.answeredAt).toBe(byProvider[w.ids.agentPt].answeredAt);
  });

  it('filters the staff lists by pricing owner and shows the owner on each row', async () => {
    const taken = await newQuotation(w);
    const waiting = await newQuotation(w);
    expect((await as('pricing').post(`/app/v1/quotations/${taken}/take`)).status).toBe(204);
    const [{ id: pricingId }] = await sql<{ id: string }>(
      w.t.db.url,
      `SELECT id FROM users WHERE username = 'pricing'`,
    );
    const owners = (await as('comercial').get('/app/v1/quotations/pricing-owners')).body as {
      id: string;
      name: string;
    }[];
    expect(owners.map((o) => o.id)).toContain(pricingId);

    const list = async (who: 'comercial' | 'pricing', query: Record<string, string | number>) =>
      (
        (
          await as(who)
            .get('/app/v1/quotations')
            .query({ limit: 100, ...query })
        ).body as Page<QuotationSummary>
      ).items;
    const all = await list('pricing', { view: 'pricingAll', pricingUserId: pricingId });
    expect(all.map((q) => q.reference)).toContain(taken);
    expect(all.map((q) => q.reference)).not.toContain(waiting);
    expect(all.every((q) => q.pricingUser?.id === pricingId)).toBe(true);
    // The commercial's own list filters the same way and names the analyst, not the commercial assignee.
    const mine = await list('comercial', { view: 'mine', pricingUserId: pricingId });
    expect(mine.find((q) => q.reference === taken)?.pricingUser).toMatchObject({ id: pricingId });
    expect(mine.find((q) => q.reference === waiting)).toBeUndefined();
    const unfiltered = await list('comercial', { view: 'mine' });
    expect(unfiltered.find((q) => q.reference === waiting)?.pricingUser).toBeNull();
    // The header of the detail reads the same field.
    const detail = (await as('comercial').get(`/app/v1/quotations/${taken}`)).body as QuotationSummary;
    expect(detail.pricingUser).toMatchObject({ id: pricingId });
    expect(
      (await as('pricing').get('/app/v1/quotations').query({ view: 'pricingAll', pricingUserId: 'nope' })).status,
    ).toBe(400);
  });

  it('suggests agents covering the lane first', async () => {
    const reference = await newQuotation(w);
    const list = (await as('pricing').get(`/app/v1/quotations/${reference}/agent-suggestions`)).body as {
      name: string;
      score: number;
    }[];
    const score = (name: string) => list.find((p) => p.name === name)?.score ?? -1;
    // Shanghai covers CN -> UY by sea; Santos only serves the service.
    expect(score('Shanghai Logistics')).toBe(Math.max(...list.map((p) => p.score)));
    expect(score('Shanghai Logistics')).toBeGreaterThan(score('Santos Cargo'));
    expect(list.map((p) => p.score)).toEqual([...list.map((p) => p.score)].sort((a, b) => b - a));
    // Each says why: Shanghai covers the lane CN → UY and serves LCL.
    const shanghai = (list as unknown as AgentSuggestion[]).find((p) => p.name === 'Shanghai Logistics');
    expect(shanghai?.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'LANE', origin: 'CN', destination: 'UY' },
        { kind: 'SERVICE', service: 'SEA_LCL' },
      ]),
    );
  });

  it('marks the agents already asked for this quotation in the suggestions (issue 36)', async () => {
    const fresh = await newQuotation(w);
    const before = (await as('pricing').get(`/app/v1/quotations/${fresh}/agent-suggestions`)).body as AgentSuggestion[];
    expect(before.length).toBeGreaterThan(2);
    expect(before.every((s) => s.asked === null)).toBe(true);
    const { reference } = await requestedQuotation(w);
    const suggested = async () =>
      (await as('pricing').get(`/app/v1/quotations/${reference}/agent-suggestions`)).body as AgentSuggestion[];
    // The request reads SENT once the mail left (recorded just after the SMTP server accepted it).
    await waitFor(async () => (await suggested()).filter((s) => s.asked?.state === 'SENT').length === 2);
    const asked = (await suggested()).filter((s) => s.asked !== null);
    expect(asked.map((s) => s.id).sort()).toEqual([w.ids.agentEs, w.ids.agentPt].sort());
    for (const s of asked) expect(s.asked).toEqual({ state: 'SENT', at: expect.any(String) });
  });
});
