import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type {
  AgentCostContext,
  AgentSuggestion,
  CostInfo,
  CostRequestInfo,
  Page,
  QuotationSummary,
} from '@freight/shared';
import { QuotationNotificationsListener } from '../../src/modules/notifications/quotation-notifications.listener.js';
import { AgentLinkService } from '../../src/modules/pricing/agent-link.service.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { linkOf, seedAgentsAndCodes } from './pricing-fixtures.js';

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('agent cost requests and the no-login cost link', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const tok: Record<string, string> = {};
  let ids: Awaited<ReturnType<typeof seedAgentsAndCodes>>;
  let clientId: string;

  const as = (who: string) => ({
    get: (p: string) => request(t.http).get(p).set('Authorization', `Bearer ${tok[who]}`),
    post: (p: string, body: object = {}) =>
      request(t.http).post(p).set('Authorization', `Bearer ${tok[who]}`).send(body),
  });
  const agent = (token: string) => ({
    context: () => request(t.http).get('/app/v1/agent/cost-request').set('Authorization', `Bearer ${token}`),
    submit: (body: object) =>
      request(t.http)
        .post('/app/v1/agent/costs')
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', 'es')
        .send(body),
  });
  const newQuotation = async () =>
    (
      (await as('comercial').post('/app/v1/quotations', validRequest('SEA_LCL', clientId))).body as {
        reference: string;
      }
    ).reference;
  const validCosts = () => ({
    costs: [
      {
        description: 'Vía Santos',
        validUntil: '2030-12-31',
        route: 'SHA-SSZ-MVD',
        transitDays: 38,
        freeDays: 14,
        carrier: 'MSC',
        charges: [
          { chargeCodeId: ids.oft, currency: 'USD', amountPerUnit: 45, quantity: 4 },
          { chargeCodeId: ids.thc, currency: 'USD', amountPerUnit: 120, quantity: 1 },
        ],
      },
    ],
  });

  /** Takes a fresh quotation and requests costs from both agents; returns the reference and each agent's token. */
  async function requestedQuotation(): Promise<{ reference: string; tokens: Record<string, string> }> {
    const reference = await newQuotation();
    expect((await as('pricing').post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
    const before = sink.mails.length;
    const res = await as('pricing').post(`/app/v1/quotations/${reference}/cost-requests`, {
      providerIds: [ids.agentEs, ids.agentPt],
    });
    expect(res.status).toBe(201);
    await until(() => sink.mails.filter((m) => m.subject?.includes(reference)).length === 2);
    const mails = sink.mails.slice(before).filter((m) => m.subject?.includes(reference));
    const byTo = Object.fromEntries(mails.map((m) => [(m.to as { text: string }).text, linkOf(m).token]));
    return { reference, tokens: { es: byTo['li.wei@agents.test'], pt: byTo['ana@agents.test'] } };
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: {
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        user: null,
        password: null,
        from: 'Freight <no-reply@freight.test>',
      },
    });
    for (const u of ['comercial', 'pricing', 'gerente']) tok[u] = await loginAs(t.http, u);
    ids = await seedAgentsAndCodes(t);
    clientId = await demoClientId(t);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('queues new requests for pricing, takes one into PENDING and refuses a second take', async () => {
    const reference = await newQuotation();
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
      t.db.url,
      `DELETE FROM user_permissions WHERE permission = 'PRICING_SEA' AND user_id = (SELECT id FROM users WHERE username = 'pricing')`,
    );
    try {
      const limited = await loginAs(t.http, 'pricing');
      const reference = await newQuotation();
      const res = await request(t.http)
        .post(`/app/v1/quotations/${reference}/take`)
        .set('Authorization', `Bearer ${limited}`);
      expect(res.status).toBe(403);
      expect((res.body as { code: string }).code).toBe('PRICING_MODE_NOT_ALLOWED');
    } finally {
      // Restored whatever happened: every other test prices sea as pricing.
      await sql(
        t.db.url,
        `INSERT INTO user_permissions (user_id, permission) SELECT id, 'PRICING_SEA' FROM users WHERE username = 'pricing' ON CONFLICT DO NOTHING`,
      );
    }
  });

  it("e-mails each agent a link in its language, records sending, and shows the job without the client's identity", async () => {
    const { reference, tokens } = await requestedQuotation();
    const mails = sink.mails.filter((m) => m.subject?.includes(reference));
    expect(mails.map((m) => m.subject?.replace(/:.*$/, '')).sort()).toEqual([
      `Solicitação de custos ${reference} (Marítimo LCL)`,
      `Solicitud de costos ${reference} (Marítimo LCL)`,
    ]);
    await until(async () => {
      const list = (await as('pricing').get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
      return list.length === 2 && list.every((r) => r.sentAt !== null);
    });
    const ctx = await agent(tokens.es).context();
    expect(ctx.status).toBe(200);
    const body = ctx.body as AgentCostContext;
    expect(body).toMatchObject({
      reference,
      service: 'SEA_LCL',
      cancelled: false,
      alreadyAnswered: false,
      provider: { name: 'Shanghai Logistics', language: 'es' },
    });
    const concepts = body.chargeCodes.map((c) => c.concept);
    expect(concepts).toEqual(expect.arrayContaining(['T-OFT', 'T-THC']));
    expect(concepts).not.toContain('T-AFT');
    expect(JSON.stringify(body)).not.toMatch(/Frigor|215478930012|clientId/);
    const events = await sql<{ kind: string }>(
      t.db.url,
      `SELECT kind FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_REQUEST'`,
      [reference],
    );
    expect(events).toHaveLength(2);
  });

  it("names the charge codes in the agent's own language (issue 24: names per language)", async () => {
    await sql(
      t.db.url,
      `UPDATE charge_codes SET description = 'Flete de prueba', description_en = 'Test freight', description_pt = 'Frete de teste' WHERE id = $1`,
      [ids.oft],
    );
    const { tokens } = await requestedQuotation();
    const name = async (token: string) =>
      ((await agent(token).context()).body as AgentCostContext).chargeCodes.find((c) => c.concept === 'T-OFT')
        ?.description;
    expect(await name(tokens.pt)).toBe('Frete de teste');
    expect(await name(tokens.es)).toBe('Flete de prueba');
  });

  it.each<[string, (c: ReturnType<typeof validCosts>) => object, string, string]>([
    ['no cost at all', () => ({ costs: [] }), 'costs', 'atLeastOneCost'],
    [
      'a cost without charges',
      (c) => ({ costs: [{ ...c.costs[0], charges: [] }] }),
      'costs.0.charges',
      'atLeastOneCharge',
    ],
    [
      'a charge without a code',
      (c) => ({ costs: [{ ...c.costs[0], charges: [{ currency: 'USD', amountPerUnit: 10, quantity: 1 }] }] }),
      'costs.0.charges.0.chargeCodeId',
      'chargeCodeRequired',
    ],
    [
      'no charge with a value',
      (c) => ({
        costs: [
          { ...c.costs[0], charges: [{ chargeCodeId: ids.oft, currency: 'USD', amountPerUnit: 0, quantity: 3 }] },
        ],
      }),
      'costs.0.charges',
      'atLeastOneChargeWithValue',
    ],
    [
      '31 concepts',
      (c) => ({
        costs: [
          {
            ...c.costs[0],
            charges: Array.from({ length: 31 }, () => ({
              chargeCodeId: ids.oft,
              currency: 'USD',
              amountPerUnit: 1,
              quantity: 1,
            })),
          },
        ],
      }),
      'costs.0.charges',
      'tooManyCharges',
    ],
    [
      'an unknown charge code',
      (c) => ({
        costs: [
          {
            ...c.costs[0],
            charges: [
              { chargeCodeId: '00000000-0000-4000-8000-000000000001', currency: 'USD', amountPerUnit: 5, quantity: 1 },
            ],
          },
        ],
      }),
      'costs.0.charges.0.chargeCodeId',
      'notFound',
    ],
  ])('refuses %s with its rule and stores nothing', async (_label, build, field, rule) => {
    const { reference, tokens } = await requestedQuotation();
    const res = await agent(tokens.pt).submit(build(validCosts()));
    expect(res.status).toBe(400);
    expect((res.body as { details: { fields: { field: string; rules: string[] }[] } }).details.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, rules: expect.arrayContaining([rule]) as unknown })]),
    );
    const [{ n }] = await sql<{ n: string }>(
      t.db.url,
      'SELECT count(*) n FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1',
      [reference],
    );
    expect(Number(n)).toBe(0);
    expect(((await agent(tokens.pt).context()).body as AgentCostContext).alreadyAnswered).toBe(false);
  });

  it('accepts one submission, writes the cost-received event, and answers a second with the spec message', async () => {
    const { reference, tokens } = await requestedQuotation();
    expect((await agent(tokens.es).submit(validCosts())).status).toBe(201);
    const second = await agent(tokens.es).submit(validCosts());
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'COSTS_ALREADY_SENT', message: 'Ya ha enviado los costos.' });
    const costs = (await as('pricing').get(`/app/v1/quotations/${reference}/costs`)).body as CostInfo[];
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatchObject({
      provider: { name: 'Shanghai Logistics' },
      viaLink: true,
      carrier: 'MSC',
      transitDays: 38,
      totals: { USD: 300 },
    });
    const events = await sql<{ kind: string; detail: string }>(
      t.db.url,
      `SELECT kind, detail FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_RECEIVED'`,
      [reference],
    );
    expect(events).toEqual([{ kind: 'COST_RECEIVED', detail: 'Shanghai Logistics' }]);
    const requests = (await as('pricing').get(`/app/v1/quotations/${reference}/cost-requests`))
      .body as CostRequestInfo[];
    expect(requests.find((r) => r.provider.name === 'Shanghai Logistics')?.answeredAt).not.toBeNull();
  });

  it('accepts exactly one of 20 parallel submissions with one token, storing one set of costs', async () => {
    const { reference, tokens } = await requestedQuotation();
    const results = await Promise.all(Array.from({ length: 20 }, () => agent(tokens.pt).submit(validCosts())));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [{ n }] = await sql<{ n: string }>(
      t.db.url,
      'SELECT count(*) n FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1',
      [reference],
    );
    expect(Number(n)).toBe(1);
    // The pricing user who took it is told once (the notification is written after the response).
    const told = async () =>
      sql<{ title: string; message: string }>(
        t.db.url,
        `SELECT n.title, n.message FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'pricing' AND n.key = $1 AND n.title LIKE 'Costos recibidos%'`,
        [reference],
      );
    // Once told, and the listener has no work left from this request: nothing more about it can come.
    const listener = t.app.get(QuotationNotificationsListener);
    await until(async () => (await told()).length > 0 && listener.pendingWork === 0);
    expect(await told()).toEqual([
      { title: `Costos recibidos ${reference}`, message: 'Santos Cargo envió sus costos.' },
    ]);
  });

  it('tells the agent a cancelled quotation is cancelled and refuses its costs', async () => {
    const { reference, tokens } = await requestedQuotation();
    expect((await as('comercial').post(`/app/v1/quotations/${reference}/inactivate`)).status).toBe(204);
    expect(((await agent(tokens.es).context()).body as AgentCostContext).cancelled).toBe(true);
    const res = await agent(tokens.es).submit(validCosts());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'QUOTATION_CANCELLED', message: 'Esta cotización ha sido cancelada.' });
  });

  describe('link tokens', () => {
    let links: AgentLinkService;
    let reference: string;
    let tokens: Record<string, string>;
    beforeAll(async () => {
      links = t.app.get(AgentLinkService);
      ({ reference, tokens } = await requestedQuotation());
    });
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { crq: string; qid: string; pid: string };

    it('refuses an expired link with its own code', async () => {
      const c = claims(tokens.es);
      const expired = links.sign(
        { costRequestId: c.crq, quotationId: c.qid, providerId: c.pid },
        new Date(Date.now() - 1000),
      );
      const res = await agent(expired).context();
      expect(res.status).toBe(401);
      expect((res.body as { code: string }).code).toBe('AGENT_LINK_EXPIRED');
    });

    it('refuses a tampered link', async () => {
      const [h, , s] = tokens.es.split('.');
      const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims(tokens.es), pid: claims(tokens.pt).pid })).toString('base64url')}.${s}`;
      expect((await agent(forged).context()).status).toBe(401);
    });

    it("refuses a validly signed link whose claims point at another quotation's request", async () => {
      const other = await requestedQuotation();
      const c = claims(tokens.es);
      const mixed = links.sign(
        { costRequestId: claims(other.tokens.es).crq, quotationId: c.qid, providerId: c.pid },
        new Date(Date.now() + 60_000),
      );
      const res = await agent(mixed).submit(validCosts());
      expect(res.status).toBe(401);
      expect((res.body as { code: string }).code).toBe('AGENT_LINK_INVALID');
    });

    it('refuses a staff token on the agent endpoints', async () => {
      expect((await agent(tok.pricing).context()).status).toBe(401);
      expect((await agent(tok.admin ?? (tok.admin = await loginAs(t.http, 'admin'))).submit(validCosts())).status).toBe(
        401,
      );
    });

    it('refuses the agent token on every staff endpoint', async () => {
      for (const path of [
        '/auth/v1/me',
        '/app/v1/quotations',
        `/app/v1/quotations/${reference}`,
        `/app/v1/quotations/${reference}/costs`,
        '/app/v1/users',
      ]) {
        const res = await request(t.http).get(path).set('Authorization', `Bearer ${tokens.es}`);
        expect(res.status).toBe(401);
      }
    });
  });

  it("lets pricing enter an agent's costs on its behalf under the same rules", async () => {
    const reference = await newQuotation();
    await as('pricing').post(`/app/v1/quotations/${reference}/take`);
    const bad = await as('pricing').post(`/app/v1/quotations/${reference}/costs`, {
      providerId: ids.agentPt,
      costs: [],
    });
    expect(bad.status).toBe(400);
    const ok = await as('pricing').post(`/app/v1/quotations/${reference}/costs`, {
      providerId: ids.agentPt,
      ...validCosts(),
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
      t.db.url,
      `SELECT detail FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_RECEIVED'`,
      [reference],
    );
    expect(events).toEqual([{ detail: 'Santos Cargo' }]);
    expect(
      (
        await as('comercial').post(`/app/v1/quotations/${reference}/costs`, {
          providerId: ids.agentPt,
          ...validCosts(),
        })
      ).status,
    ).toBe(403);
  });

  it("marks the agent's open request answered when pricing enters its costs on its behalf", async () => {
    const { reference, tokens } = await requestedQuotation();
    await until(async () => {
      const list = (await as('pricing').get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
      return list.every((r) => r.sentAt !== null);
    });
    const ok = await as('pricing').post(`/app/v1/quotations/${reference}/costs`, {
      providerId: ids.agentPt,
      ...validCosts(),
    });
    expect(ok.status).toBe(201);
    const rows = (await as('pricing').get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    const byProvider = Object.fromEntries(rows.map((r) => [r.provider.id, r]));
    // Santos's request is answered; Shanghai's, not entered, still waits.
    expect(byProvider[ids.agentPt].answeredAt).not.toBeNull();
    expect(byProvider[ids.agentEs].answeredAt).toBeNull();
    // The costs belong to that request, and the agent's own link now says it was answered.
    const [{ linked }] = await sql<{ linked: string }>(
      t.db.url,
      `SELECT count(*) linked FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1 AND c.cost_request_id = $2`,
      [reference, byProvider[ids.agentPt].id],
    );
    expect(Number(linked)).toBe(1);
    expect(((await agent(tokens.pt).context()).body as AgentCostContext).alreadyAnswered).toBe(true);
    expect((await agent(tokens.pt).submit(validCosts())).status).toBe(409);
    // A second entry for the same agent finds no open request and is stored on its own.
    expect(
      (await as('pricing').post(`/app/v1/quotations/${reference}/costs`, { providerId: ids.agentPt, ...validCosts() }))
        .status,
    ).toBe(201);
    const after = (await as('pricing').get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    expect(after.find((r) => r.provider.id === ids.agentPt)?.answeredAt).toBe(byProvider[ids.agentPt].answeredAt);
  });

  it('filters the staff lists by pricing owner and shows the owner on each row', async () => {
    const taken = await newQuotation();
    const waiting = await newQuotation();
    expect((await as('pricing').post(`/app/v1/quotations/${taken}/take`)).status).toBe(204);
    const [{ id: pricingId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'pricing'`);
    const owners = (await as('comercial').get('/app/v1/quotations/pricing-owners')).body as {
      id: string;
      name: string;
    }[];
    expect(owners.map((o) => o.id)).toContain(pricingId);

    const list = async (who: string, query: Record<string, string | number>) =>
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
    const reference = await newQuotation();
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
    const fresh = await newQuotation();
    const before = (await as('pricing').get(`/app/v1/quotations/${fresh}/agent-suggestions`)).body as AgentSuggestion[];
    expect(before.length).toBeGreaterThan(2);
    expect(before.every((s) => s.asked === null)).toBe(true);
    const { reference } = await requestedQuotation();
    const suggested = async () =>
      (await as('pricing').get(`/app/v1/quotations/${reference}/agent-suggestions`)).body as AgentSuggestion[];
    // The request reads SENT once the mail left (recorded just after the SMTP server accepted it).
    await until(async () => (await suggested()).filter((s) => s.asked?.state === 'SENT').length === 2);
    const asked = (await suggested()).filter((s) => s.asked !== null);
    expect(asked.map((s) => s.id).sort()).toEqual([ids.agentEs, ids.agentPt].sort());
    for (const s of asked) expect(s.asked).toEqual({ state: 'SENT', at: expect.any(String) });
  });
});
