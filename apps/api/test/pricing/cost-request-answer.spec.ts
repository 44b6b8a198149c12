import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import type { AgentCostContext, CostRequestInfo } from '@freight/shared';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { linkOf, seedAgentsAndCodes } from './pricing-fixtures.js';
import { wallIn } from '../support/zoned-text.js';

// Three days ahead at 17:30 UTC: 14:30 in Montevideo (UTC-3, the analyst's zone), inside the link's 14 days.
const ANSWER_BY = new Date(new Date(Date.now() + 3 * 86_400_000).setUTCHours(17, 30, 0, 0));
const ANSWER_BY_DAY = ANSWER_BY.toISOString().slice(0, 10).split('-').reverse().join('/');
const ANSWER_BY_ISO = ANSWER_BY.toISOString();

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Issue 22: the cost-request mail an agent can act on, the decline, and pricing's view of each request. */
describe('cost requests agents can act on', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let pricingToken: string;
  let comercialToken: string;
  let ids: Awaited<ReturnType<typeof seedAgentsAndCodes>>;
  let agentEn: string;
  let clientId: string;

  const pricing = {
    get: (p: string) => request(t.http).get(p).set('Authorization', `Bearer ${pricingToken}`),
    post: (p: string, body: object = {}) =>
      request(t.http).post(p).set('Authorization', `Bearer ${pricingToken}`).send(body),
  };
  const agent = (token: string) => ({
    context: () => request(t.http).get('/app/v1/agent/cost-request').set('Authorization', `Bearer ${token}`),
    decline: (body: object) =>
      request(t.http)
        .post('/app/v1/agent/decline')
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', 'en')
        .send(body),
    submit: (body: object) =>
      request(t.http)
        .post('/app/v1/agent/costs')
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', 'en')
        .send(body),
  });
  const validCosts = () => ({
    costs: [
      {
        description: 'Direct',
        validUntil: '2030-12-31',
        charges: [{ chargeCodeId: ids.oft, currency: 'USD', amountPerUnit: 45, quantity: 4 }],
      },
    ],
  });

  /** A taken SEA_LCL quotation with dates, cost requests to the three agents; each agent's mail by language. */
  async function requested(
    extra: object = {},
  ): Promise<{ reference: string; mails: Record<'es' | 'en' | 'pt', ParsedMail> }> {
    const body = { ...validRequest('SEA_LCL', clientId), shipmentDate: '2030-03-15', goodsReadyDate: '2030-03-10' };
    const created = await request(t.http)
      .post('/app/v1/quotations')
      .set('Authorization', `Bearer ${comercialToken}`)
      .send(body);
    expect(created.status).toBe(201);
    const reference = (created.body as { reference: string }).reference;
    expect((await pricing.post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
    const res = await pricing.post(`/app/v1/quotations/${reference}/cost-requests`, {
      providerIds: [ids.agentEs, agentEn, ids.agentPt],
      ...extra,
    });
    expect(res.status).toBe(201);
    const mine = () => sink.mails.filter((m) => m.subject?.includes(reference));
    await until(() => mine().length === 3);
    const by = (to: string) => mine().find((m) => (m.to as { text: string }).text === to)!;
    return {
      reference,
      mails: { es: by('li.wei@agents.test'), en: by('ops@harbour.test'), pt: by('ana@agents.test') },
    };
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
    pricingToken = await loginAs(t.http, 'pricing');
    comercialToken = await loginAs(t.http, 'comercial');
    ids = await seedAgentsAndCodes(t);
    [{ id: agentEn }] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO providers (id, code, name, language, services, updated_at)
      VALUES (gen_random_uuid(), 'TST-GB', 'Harbour Freight Ltd', 'en', '{SEA_LCL}', now()) RETURNING id`,
    );
    await sql(
      t.db.url,
      `INSERT INTO provider_contacts (id, provider_id, name, email, "primary", updated_at) VALUES (gen_random_uuid(), $1, 'Tom', 'ops@harbour.test', true, now())`,
      [agentEn],
    );
    clientId = await demoClientId(t);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('mails each agent, in its language, the job in words, the answer-by date and the analyst to reply to, in HTML and plain text', async () => {
    const { reference, mails } = await requested({ answerBy: ANSWER_BY_ISO });
    const [{ packages, weight, volume, chargeable }] = await sql<{
      packages: number;
      weight: string;
      volume: string;
      chargeable: string;
    }>(
      t.db.url,
      'SELECT total_packages packages, total_weight_kg weight, total_volume_m3 volume, chargeable FROM quotations WHERE reference = $1',
      [reference],
    );
    expect(Number(volume)).toBeGreaterThan(0);
    const expected = {
      es: {
        subject: `Solicitud de costos ${reference} (Marítimo LCL)`,
        service: 'Servicio: Marítimo LCL',
        lane: 'Ruta: Shanghai (China) → Montevideo (Uruguay)',
        packages: `Bultos: ${packages}`,
        pallets: 'Pallets: 2',
        commodity: 'Tipo de mercadería: Carga general',
        dg: 'Mercadería peligrosa: No',
        stackable: 'Apilable: Sí',
        dates: ['Fecha de embarque: 15/03/2030', 'Mercadería lista: 10/03/2030'],
        answerBy: `Respuesta antes del: ${ANSWER_BY_DAY} 14:30 (America/Montevideo)`,
      },
      en: {
        subject: `Cost request ${reference} (Sea LCL)`,
        service: 'Service: Sea LCL',
        lane: "Lane: Shanghai (People's Republic of China) → Montevideo (Uruguay)",
        packages: `Packages: ${packages}`,
        pallets: 'Pallets: 2',
        commodity: 'Commodity type: General cargo',
        dg: 'Dangerous goods: No',
        stackable: 'Stackable: Yes',
        dates: ['Shipment date: 15/03/2030', 'Goods ready: 10/03/2030'],
        answerBy: `Answer by: ${ANSWER_BY_DAY} 14:30 (America/Montevideo)`,
      },
      pt: {
        subject: `Solicitação de custos ${reference} (Marítimo LCL)`,
        service: 'Serviço: Marítimo LCL',
        lane: 'Rota: Shanghai (China) → Montevideo (Uruguai)',
        packages: `Volumes: ${packages}`,
        pallets: 'Paletes: 2',
        commodity: 'Tipo de mercadoria: Carga geral',
        dg: 'Carga perigosa: Não',
        stackable: 'Empilhável: Sim',
        dates: ['Data de embarque: 15/03/2030', 'Mercadoria pronta: 10/03/2030'],
        answerBy: `Resposta até: ${ANSWER_BY_DAY} 14:30 (America/Montevideo)`,
      },
    };
    for (const language of ['es', 'en', 'pt'] as const) {
      const mail = mails[language];
      const e = expected[language];
      const text = mail.text ?? '';
      expect(mail.subject).toContain(e.subject);
      expect(mail.subject).toContain(`${ANSWER_BY_DAY} 14:30`);
      for (const line of [
        e.service,
        e.lane,
        e.packages,
        e.pallets,
        e.commodity,
        e.dg,
        e.stackable,
        ...e.dates,
        e.answerBy,
        'Incoterm: FOB',
      ])
        expect(text).toContain(line);
      // Weight, volume and the sea W/M, as numbers whatever the language's separators.
      const numbers = text.replace(/(\d)[.,](?=\d{3}\b)/g, '$1').replace(/(\d),(\d)/g, '$1.$2');
      expect(numbers).toContain(`${Number(weight)} kg`);
      expect(numbers).toContain(`${Number(volume)} m³`);
      expect(numbers).toMatch(new RegExp(`W/M: ${Number(chargeable)}\\b`));
      expect(text).not.toContain('SEA_LCL');
      // Signed by the analyst and the company; a reply reaches the analyst, not no-reply@.
      expect(text).toMatch(/Pablo Pricing\npricing@freight\.local\nFreight Logistics Montevideo$/);
      expect(mail.replyTo?.value).toEqual([{ address: 'pricing@freight.local', name: 'Pablo Pricing' }]);
      expect((mail.from as { text: string }).text).toContain('no-reply@freight.test');
      // The HTML part says the same: every line of the summary, the button and the link as text.
      const html = mail.html || '';
      const { url } = linkOf(mail);
      expect(html).toContain(`href="${url}"`);
      expect(html.split(`href="${url}"`)).toHaveLength(3);
      expect(html).toContain(`>${url}</a>`);
      for (const line of [e.service, e.lane, e.answerBy, e.commodity, e.pallets]) {
        const [label, value] = line.split(': ');
        expect(html).toContain(`>${label}</th>`);
        expect(html).toContain(`>${value}</td>`);
      }
      expect(html).toContain('Pablo Pricing<br>pricing@freight.local<br>Freight Logistics Montevideo');
    }
    const list = (await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    expect(list.map((r) => r.answerBy)).toEqual([ANSWER_BY_ISO, ANSWER_BY_ISO, ANSWER_BY_ISO]);
    // The link's end is an instant too: with its time, in the analyst's zone, named like the answer-by.
    const expiresOn = `${wallIn(list[0].expiresAt, 'America/Montevideo')} (America/Montevideo)`;
    expect(mails.en.text).toContain(`no login needed, valid until ${expiresOn}:`);
    expect(mails.es.text).toContain(`válido hasta el ${expiresOn}:`);
    expect(mails.pt.text).toContain(`válido até ${expiresOn}:`);
  });

  it("writes every time of the mail and of the agent's page in the analyst's zone, named (an analyst in Madrid)", async () => {
    // A pricing analyst like the demo one, working from Madrid.
    await sql(
      t.db.url,
      `INSERT INTO users SELECT (jsonb_populate_record(NULL::users, to_jsonb(u) || jsonb_build_object(
         'id', gen_random_uuid(), 'global_id', NULL, 'code', 'MAD-AN', 'name', 'Marta Madrid', 'email', 'marta@freight.local',
         'username', 'pricing_madrid', 'time_zone', 'Europe/Madrid'))).* FROM users u WHERE username = 'pricing'`,
    );
    await sql(
      t.db.url,
      `INSERT INTO user_permissions (user_id, permission)
       SELECT m.id, p.permission FROM users m, user_permissions p JOIN users u ON u.id = p.user_id
       WHERE m.username = 'pricing_madrid' AND u.username = 'pricing'`,
    );
    const madrid = await loginAs(t.http, 'pricing_madrid');
    const created = await request(t.http)
      .post('/app/v1/quotations')
      .set('Authorization', `Bearer ${comercialToken}`)
      .send(validRequest('SEA_LCL', clientId));
    expect(created.status).toBe(201);
    const { reference } = created.body as { reference: string };
    const asMadrid = (p: string) => request(t.http).post(p).set('Authorization', `Bearer ${madrid}`);
    expect((await asMadrid(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
    const res = await asMadrid(`/app/v1/quotations/${reference}/cost-requests`).send({
      providerIds: [agentEn],
      answerBy: ANSWER_BY_ISO,
    });
    expect(res.status).toBe(201);
    await until(() => sink.mails.some((m) => m.subject?.includes(reference)));
    const mail = sink.mails.find((m) => m.subject?.includes(reference))!;
    const [row] = (await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];

    const answerBy = `${wallIn(ANSWER_BY, 'Europe/Madrid')} (Europe/Madrid)`;
    expect(mail.subject).toContain(`answer by ${answerBy}`);
    expect(mail.text).toContain(`Answer by: ${answerBy}`);
    expect(mail.text).toContain(`valid until ${wallIn(row.expiresAt, 'Europe/Madrid')} (Europe/Madrid):`);
    expect(mail.text).not.toContain('America/Montevideo');

    // The agent's page gets the zone the mail used, to write the same hours and name it.
    const page = await agent(linkOf(mail).token).context();
    expect(page.status).toBe(200);
    expect(page.body as AgentCostContext).toMatchObject({
      answerBy: ANSWER_BY_ISO,
      timeZone: 'Europe/Madrid',
      requester: { analystName: 'Marta Madrid', analystEmail: 'marta@freight.local' },
    });
  });

  it('stores the default answer-by (48 h) when pricing sets none, and refuses one in the past', async () => {
    const before = Date.now();
    const { reference } = await requested();
    const [row] = (await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    const hours = (new Date(row.answerBy!).getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(48);
    expect(hours).toBeLessThan(48.2);
    expect(row.expiresAt > row.answerBy!).toBe(true);
    const past = await pricing.post(`/app/v1/quotations/${reference}/cost-requests`, {
      providerIds: [ids.agentEs],
      answerBy: '2020-01-01T00:00:00.000Z',
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'answerBy', rules: ['future'] }] },
    });
  });

  it('shows the agent who is asking and by when, and records the first view only once', async () => {
    const { reference, mails } = await requested({ answerBy: ANSWER_BY_ISO });
    const token = linkOf(mails.en).token;
    const first = await agent(token).context();
    expect(first.status).toBe(200);
    expect(first.body as AgentCostContext).toMatchObject({
      answerBy: ANSWER_BY_ISO,
      // The zone the mail wrote the times in (the analyst's): the page writes them there too.
      timeZone: 'America/Montevideo',
      declined: false,
      requester: {
        companyName: 'Freight Logistics Montevideo',
        analystName: 'Pablo Pricing',
        analystEmail: 'pricing@freight.local',
      },
    });
    const opened = async () =>
      ((await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[]).find(
        (r) => r.email === 'ops@harbour.test',
      )!;
    const once = await opened();
    expect(once.firstOpenedAt).not.toBeNull();
    expect(once.state).toBe('OPENED');
    await agent(token).context();
    expect((await opened()).firstOpenedAt).toBe(once.firstOpenedAt);
    const unopened = (
      (await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[]
    ).find((r) => r.email === 'ana@agents.test')!;
    expect(unopened.firstOpenedAt).toBeNull();
  });

  it('lets an agent decline with a reason once: the event, the notification, and the link is closed (409, nothing changed)', async () => {
    const { reference, mails } = await requested();
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
      t.db.url,
      `SELECT detail FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_DECLINED'`,
      [reference],
    );
    expect(events).toEqual([{ detail: 'Shanghai Logistics: OTHER: No reefer equipment this month' }]);
    await until(async () => {
      const rows = await sql<{ title: string }>(
        t.db.url,
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
    const costs = await agent(token).submit(validCosts());
    expect(costs.status).toBe(409);
    expect((costs.body as { code: string }).code).toBe('COST_REQUEST_DECLINED');
    const after = ((await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[]).find(
      (r) => r.email === 'li.wei@agents.test',
    )!;
    expect(after).toEqual(row);
    const [{ n }] = await sql<{ n: string }>(
      t.db.url,
      'SELECT count(*) n FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference = $1',
      [reference],
    );
    expect(Number(n)).toBe(0);
    expect(((await agent(token).context()).body as AgentCostContext).declined).toBe(true);
  });

  it('refuses a decline on an answered link (409, nothing changed)', async () => {
    const { reference, mails } = await requested();
    const token = linkOf(mails.pt).token;
    expect((await agent(token).submit(validCosts())).status).toBe(201);
    const res = await agent(token).decline({ reason: 'NO_CAPACITY' });
    expect(res.status).toBe(409);
    expect((res.body as { code: string }).code).toBe('COSTS_ALREADY_SENT');
    const row = ((await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[]).find(
      (r) => r.email === 'ana@agents.test',
    )!;
    expect(row).toMatchObject({ state: 'ANSWERED', declinedAt: null, declineReason: null });
    const events = await sql(
      t.db.url,
      `SELECT 1 FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'COST_DECLINED'`,
      [reference],
    );
    expect(events).toHaveLength(0);
  });

  it('resends a request: the old link ends at once, the new mail carries a link that works; an answered request cannot be resent', async () => {
    const { reference, mails } = await requested();
    const oldToken = linkOf(mails.en).token;
    expect((await agent(oldToken).context()).status).toBe(200);
    const rows = (await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    const old = rows.find((r) => r.email === 'ops@harbour.test')!;
    const before = sink.mails.length;
    const res = await pricing.post(`/app/v1/quotations/${reference}/cost-requests/${old.id}/resend`, {
      answerBy: ANSWER_BY_ISO,
    });
    expect(res.status).toBe(201);
    // At once: before the new mail has even left.
    const refused = await agent(oldToken).context();
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'AGENT_LINK_REVOKED', details: { language: 'en' } });
    expect((await agent(oldToken).submit(validCosts())).status).toBe(401);
    expect((await agent(oldToken).decline({ reason: 'NO_SERVICE' })).status).toBe(401);
    await until(() => sink.mails.slice(before).some((m) => m.subject?.includes(reference)));
    const fresh = sink.mails.slice(before).find((m) => m.subject?.includes(reference))!;
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
    expect((await agent(linkOf(mails.pt).token).submit(validCosts())).status).toBe(201);
    expect((await pricing.post(`/app/v1/quotations/${reference}/cost-requests/${pt.id}/resend`)).status).toBe(409);
    expect((await pricing.post(`/app/v1/quotations/${reference}/cost-requests/${pt.id}/cancel`)).status).toBe(409);
  });

  it('cancels a request: its link ends, and a cost request of another quotation is not found through this one', async () => {
    const { reference, mails } = await requested();
    const other = await requested();
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
