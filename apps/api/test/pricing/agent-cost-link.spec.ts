import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AgentCostContext, CostInfo, CostRequestInfo } from '@freight/shared';
import { waitFor } from '../mail/mail-test-module.js';
import { QuotationNotificationsListener } from '../../src/modules/notifications/quotation-notifications.listener.js';
import { AgentLinkService } from '../../src/modules/pricing/agent-link.service.js';
import { loginAs } from '../support/app.js';
import { sql } from '../support/sql.js';
import { agentClient, agentLinkApp, requestedQuotation, staff, validCosts } from './agent-link-app.js';

/** The agent's side of a cost request: the mail's no-login link, what it shows, what it takes and refuses. */
describe('the no-login cost link an agent answers', () => {
  const w = agentLinkApp();
  const as = (who: 'comercial' | 'pricing') => staff(w, who);
  const agent = (token: string) => agentClient(w.t, token, 'es');

  it("e-mails each agent a link in its language, records sending, and shows the job without the client's identity", async () => {
    const { reference, tokens } = await requestedQuotation(w);
    const mails = w.sink.mails.filter((m) => m.subject?.includes(reference));
    expect(mails.map((m) => m.subject?.replace(/:.*$/, '')).sort()).toEqual([
      `Solicitação de custos ${reference} (Marítimo LCL)`,
      `Solicitud de costos ${reference} (Marítimo LCL)`,
    ]);
    await waitFor(async () => {
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
      w.t.db.url,
      `SELECT kind FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_REQUEST'`,
      [reference],
    );
    expect(events).toHaveLength(2);
  });

  it("names the charge codes in the agent's own language (issue 24: names per language)", async () => {
    await sql(
      w.t.db.url,
      `UPDATE charge_codes SET description = 'Flete de prueba', description_en = 'Test freight', description_pt = 'Frete de teste' WHERE id = $1`,
      [w.ids.oft],
    );
    const { tokens } = await requestedQuotation(w);
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
          { ...c.costs[0], charges: [{ chargeCodeId: w.ids.oft, currency: 'USD', amountPerUnit: 0, quantity: 3 }] },
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
              chargeCodeId: w.ids.oft,
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
    const { reference, tokens } = await requestedQuotation(w);
    const res = await agent(tokens.pt).submit(build(validCosts(w.ids)));
    expect(res.status).toBe(400);
    expect((res.body as { details: { fields: { field: string; rules: string[] }[] } }).details.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, rules: expect.arrayContaining([rule]) as unknown })]),
    );
    const [{ n }] = await sql<{ n: string }>(
      w.t.db.url,
      'SELECT count(*) n FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1',
      [reference],
    );
    expect(Number(n)).toBe(0);
    expect(((await agent(tokens.pt).context()).body as AgentCostContext).alreadyAnswered).toBe(false);
  });

  it('accepts one submission, writes the cost-received event, and answers a second with the spec message', async () => {
    const { reference, tokens } = await requestedQuotation(w);
    expect((await agent(tokens.es).submit(validCosts(w.ids))).status).toBe(201);
    const second = await agent(tokens.es).submit(validCosts(w.ids));
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
      w.t.db.url,
      `SELECT kind, detail FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_RECEIVED'`,
      [reference],
    );
    expect(events).toEqual([{ kind: 'COST_RECEIVED', detail: 'Shanghai Logistics' }]);
    const requests = (await as('pricing').get(`/app/v1/quotations/${reference}/cost-requests`))
      .body as CostRequestInfo[];
    expect(requests.find((r) => r.provider.name === 'Shanghai Logistics')?.answeredAt).not.toBeNull();
  });

  it('accepts exactly one of 20 parallel submissions with one token, storing one set of costs', async () => {
    const { reference, tokens } = await requestedQuotation(w);
    const results = await Promise.all(Array.from({ length: 20 }, () => agent(tokens.pt).submit(validCosts(w.ids))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [{ n }] = await sql<{ n: string }>(
      w.t.db.url,
      'SELECT count(*) n FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1',
      [reference],
    );
    expect(Number(n)).toBe(1);
    // The pricing user who took it is told once (the notification is written after the response).
    const told = async () =>
      sql<{ title: string; message: string }>(
        w.t.db.url,
        `SELECT n.title, n.message FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'pricing' AND n.key = $1 AND n.title LIKE 'Costos recibidos%'`,
        [reference],
      );
    // Once told, and the listener has no work left from this request: nothing more about it can come.
    const listener = w.t.app.get(QuotationNotificationsListener);
    await waitFor(async () => (await told()).length > 0 && listener.pendingWork === 0);
    expect(await told()).toEqual([
      { title: `Costos recibidos ${reference}`, message: 'Santos Cargo envió sus costos.' },
    ]);
  });

  it('tells the agent a cancelled quotation is cancelled and refuses its costs', async () => {
    const { reference, tokens } = await requestedQuotation(w);
    expect((await as('comercial').post(`/app/v1/quotations/${reference}/inactivate`)).status).toBe(204);
    expect(((await agent(tokens.es).context()).body as AgentCostContext).cancelled).toBe(true);
    const res = await agent(tokens.es).submit(validCosts(w.ids));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'QUOTATION_CANCELLED', message: 'Esta cotización ha sido cancelada.' });
  });

  describe('link tokens', () => {
    let links: AgentLinkService;
    let reference: string;
    let tokens: Record<string, string>;
    beforeAll(async () => {
      links = w.t.app.get(AgentLinkService);
      ({ reference, tokens } = await requestedQuotation(w));
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
      const other = await requestedQuotation(w);
      const c = claims(tokens.es);
      const mixed = links.sign(
        { costRequestId: claims(other.tokens.es).crq, quotationId: c.qid, providerId: c.pid },
        new Date(Date.now() + 60_000),
      );
      const res = await agent(mixed).submit(validCosts(w.ids));
      expect(res.status).toBe(401);
      expect((res.body as { code: string }).code).toBe('AGENT_LINK_INVALID');
    });

    it('refuses a staff token on the agent endpoints', async () => {
      expect((await agent(w.tokens.pricing).context()).status).toBe(401);
      expect((await agent(await loginAs(w.t.http, 'admin')).submit(validCosts(w.ids))).status).toBe(401);
    });

    it('refuses the agent token on every staff endpoint', async () => {
      for (const path of [
        '/auth/v1/me',
        '/app/v1/quotations',
        `/app/v1/quotations/${reference}`,
        `/app/v1/quotations/${reference}/costs`,
        '/app/v1/users',
      ]) {
        const res = await request(w.t.http).get(path).set('Authorization', `Bearer ${tokens.es}`);
        expect(res.status).toBe(401);
      }
    });
  });
});
