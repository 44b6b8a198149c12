import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AgentCostContext, CostRequestInfo } from '@freight/shared';
import { waitFor } from '../mail/mail-test-module.js';
import { loginAs } from '../support/app.js';
import { sql } from '../support/sql.js';
import { wallIn } from '../support/zoned-text.js';
import { agentClient, agentLinkApp, staff } from './agent-link-app.js';
import { ANSWER_BY, ANSWER_BY_DAY, ANSWER_BY_ISO, englishAgent, requested } from './cost-request-fixture.js';
import { validRequest } from '../quotations/builders.js';
import { linkOf } from './pricing-fixtures.js';

/** Issue 22: the cost-request mail an agent can act on, its times in the analyst's zone, and the first view. */
describe('the cost-request mail an agent can act on', () => {
  const w = agentLinkApp();
  const agentEn = englishAgent(w);
  const pricing = staff(w, 'pricing');
  const agent = (token: string) => agentClient(w.t, token, 'en');

  it('mails each agent, in its language, the job in words, the answer-by date and the analyst to reply to, in HTML and plain text', async () => {
    const { reference, mails } = await requested(w, agentEn.id, { answerBy: ANSWER_BY_ISO });
    const [{ packages, weight, volume, chargeable }] = await sql<{
      packages: number;
      weight: string;
      volume: string;
      chargeable: string;
    }>(
      w.t.db.url,
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
      w.t.db.url,
      `INSERT INTO users SELECT (jsonb_populate_record(NULL::users, to_jsonb(u) || jsonb_build_object(
         'id', gen_random_uuid(), 'global_id', NULL, 'code', 'MAD-AN', 'name', 'Marta Madrid', 'email', 'marta@freight.local',
         'username', 'pricing_madrid', 'time_zone', 'Europe/Madrid'))).* FROM users u WHERE username = 'pricing'`,
    );
    await sql(
      w.t.db.url,
      `INSERT INTO user_permissions (user_id, permission)
       SELECT m.id, p.permission FROM users m, user_permissions p JOIN users u ON u.id = p.user_id
       WHERE m.username = 'pricing_madrid' AND u.username = 'pricing'`,
    );
    const madrid = await loginAs(w.t.http, 'pricing_madrid');
    const created = await request(w.t.http)
      .post('/app/v1/quotations')
      .set('Authorization', `Bearer ${w.tokens.comercial}`)
      .send(validRequest('SEA_LCL', w.clientId));
    expect(created.status).toBe(201);
    const { reference } = created.body as { reference: string };
    const asMadrid = (p: string) => request(w.t.http).post(p).set('Authorization', `Bearer ${madrid}`);
    expect((await asMadrid(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
    const res = await asMadrid(`/app/v1/quotations/${reference}/cost-requests`).send({
      providerIds: [agentEn.id],
      answerBy: ANSWER_BY_ISO,
    });
    expect(res.status).toBe(201);
    await waitFor(() => w.sink.mails.some((m) => m.subject?.includes(reference)));
    const mail = w.sink.mails.find((m) => m.subject?.includes(reference))!;
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
    const { reference } = await requested(w, agentEn.id);
    const [row] = (await pricing.get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
    const hours = (new Date(row.answerBy!).getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(48);
    expect(hours).toBeLessThan(48.2);
    expect(row.expiresAt > row.answerBy!).toBe(true);
    const past = await pricing.post(`/app/v1/quotations/${reference}/cost-requests`, {
      providerIds: [w.ids.agentEs],
      answerBy: '2020-01-01T00:00:00.000Z',
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'answerBy', rules: ['future'] }] },
    });
  });

  it('shows the agent who is asking and by when, and records the first view only once', async () => {
    const { reference, mails } = await requested(w, agentEn.id, { answerBy: ANSWER_BY_ISO });
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
});
