import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import type {
  AgentCostContext,
  CostQuestionInfo,
  CostRequestFileInfo,
  CostRequestInfo,
  DocumentInfo,
} from '@freight/shared';
import * as f from '../documents/fixtures.js';
import { binary } from '../documents/http.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
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

/** Issue 22: the files an agent attaches and the questions it asks from its no-login page. */
describe('cost request files and questions', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let pricingToken: string;
  let comercialToken: string;
  let ids: Awaited<ReturnType<typeof seedAgentsAndCodes>>;
  let clientId: string;

  const staff = (token: string) => ({
    get: (p: string) => request(t.http).get(p).set('Authorization', `Bearer ${token}`),
    post: (p: string, body: object = {}) => request(t.http).post(p).set('Authorization', `Bearer ${token}`).send(body),
  });
  const agent = (token: string) => ({
    context: () => request(t.http).get('/app/v1/agent/cost-request').set('Authorization', `Bearer ${token}`),
    upload: (bytes: Buffer, filename: string) =>
      request(t.http)
        .post('/app/v1/agent/files')
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', 'en')
        .attach('file', bytes, { filename, contentType: 'application/octet-stream' }),
    file: (id: string) =>
      request(t.http)
        .get(`/app/v1/agent/files/${id}/content`)
        .set('Authorization', `Bearer ${token}`)
        .buffer(true)
        .parse(binary),
    ask: (text: string) =>
      request(t.http)
        .post('/app/v1/agent/questions')
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', 'en')
        .send({ text }),
    question: (id: string) =>
      request(t.http).get(`/app/v1/agent/questions/${id}`).set('Authorization', `Bearer ${token}`),
    decline: (body: object) =>
      request(t.http).post('/app/v1/agent/decline').set('Authorization', `Bearer ${token}`).send(body),
    submit: () =>
      request(t.http)
        .post('/app/v1/agent/costs')
        .set('Authorization', `Bearer ${token}`)
        .send({
          costs: [
            {
              description: 'Direct',
              validUntil: '2030-12-31',
              charges: [{ chargeCodeId: ids.oft, currency: 'USD', amountPerUnit: 45, quantity: 4 }],
            },
          ],
        }),
  });

  /** A taken SEA_LCL quotation and cost requests to both agents; each agent's token by language. */
  async function requested(): Promise<{ reference: string; es: string; pt: string }> {
    const created = await staff(comercialToken).post('/app/v1/quotations', validRequest('SEA_LCL', clientId));
    expect(created.status).toBe(201);
    const reference = (created.body as { reference: string }).reference;
    expect((await staff(pricingToken).post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
    expect(
      (
        await staff(pricingToken).post(`/app/v1/quotations/${reference}/cost-requests`, {
          providerIds: [ids.agentEs, ids.agentPt],
        })
      ).status,
    ).toBe(201);
    const mine = () => sink.mails.filter((m) => m.subject?.includes(reference));
    await until(() => mine().length === 2);
    const by = (to: string) => mine().find((m) => (m.to as { text: string }).text === to)!;
    return { reference, es: linkOf(by('li.wei@agents.test')).token, pt: linkOf(by('ana@agents.test')).token };
  }
  const requestsOf = async (reference: string) =>
    (await staff(pricingToken).get(`/app/v1/quotations/${reference}/cost-requests`)).body as CostRequestInfo[];
  const countOf = async (table: string, reference: string) =>
    Number(
      (
        await sql<{ n: string }>(
          t.db.url,
          `SELECT count(*) n FROM ${table} x JOIN cost_requests r ON r.id = x.cost_request_id JOIN quotations q ON q.id = r.quotation_id WHERE q.reference = $1`,
          [reference],
        )
      )[0].n,
    );

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
    pricingToken = await loginAs(t.http, 'pricing');
    comercialToken = await loginAs(t.http, 'comercial');
    ids = await seedAgentsAndCodes(t);
    clientId = await demoClientId(t);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('stores an agent file through the document checks; pricing sees and downloads it as an attachment, nobody else reaches it', async () => {
    const { reference, es, pt } = await requested();
    const up = await agent(es).upload(f.pdf('tariff'), '../Quote <Shanghai>.pdf');
    expect(up.status).toBe(201);
    const info = up.body as CostRequestFileInfo;
    expect(info).toMatchObject({ mimeType: 'application/pdf', sizeBytes: f.pdf('tariff').length });
    expect(info.name).not.toMatch(/[/<>]/);
    expect(info.name.endsWith('.pdf')).toBe(true);

    // Types are checked by content: an executable named .pdf is refused and nothing is stored.
    const disguised = await agent(es).upload(f.elf(), 'quote.pdf');
    expect(disguised.status).toBe(415);
    expect((disguised.body as { code: string }).code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(await countOf('cost_request_files', reference)).toBe(1);

    // The agent's page lists it and the agent can read its own file back.
    expect(((await agent(es).context()).body as AgentCostContext).files).toEqual([info]);
    const own = await agent(es).file(info.id);
    expect(own.status).toBe(200);
    expect(Buffer.compare(own.body as Buffer, f.pdf('tariff'))).toBe(0);

    // Another request's link (the other agent on the same quotation) does not find it.
    const other = await agent(pt).file(info.id);
    expect(other.status).toBe(404);
    expect(((await agent(pt).context()).body as AgentCostContext).files).toEqual([]);

    // Pricing sees it beside the agent's request and downloads it: an attachment, nosniff, same bytes.
    const row = (await requestsOf(reference)).find((r) => r.email === 'li.wei@agents.test')!;
    expect(row.files).toEqual([info]);
    const dl = await staff(pricingToken)
      .get(`/app/v1/quotations/${reference}/cost-requests/${row.id}/files/${info.id}/content`)
      .buffer(true)
      .parse(binary);
    expect(dl.status).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(dl.body as Buffer, f.pdf('tariff'))).toBe(0);

    // The file is not a quotation document, and a commercial cannot download it.
    const docs = (await staff(comercialToken).get(`/app/v1/quotations/${reference}/documents`)).body as DocumentInfo[];
    expect(docs.map((d) => d.id)).not.toContain(info.id);
    expect(
      (
        await staff(comercialToken).get(
          `/app/v1/quotations/${reference}/cost-requests/${row.id}/files/${info.id}/content`,
        )
      ).status,
    ).toBe(403);
    // Through the other agent's request of the same quotation the file is not found either.
    const ptRow = (await requestsOf(reference)).find((r) => r.email === 'ana@agents.test')!;
    expect(
      (
        await staff(pricingToken).get(
          `/app/v1/quotations/${reference}/cost-requests/${ptRow.id}/files/${info.id}/content`,
        )
      ).status,
    ).toBe(404);
  });

  it('a question reaches pricing, the answer is e-mailed to the agent with the same link, and the thread shows on both sides', async () => {
    const { reference, es, pt } = await requested();
    expect((await agent(es).ask('  ')).status).toBe(400);
    const asked = await agent(es).ask('Is the cargo stackable on the upper deck?');
    expect(asked.status).toBe(201);
    const q = asked.body as CostQuestionInfo;
    expect(q).toMatchObject({ question: 'Is the cargo stackable on the upper deck?', answer: null });

    await until(async () => {
      const rows = await sql<{ message: string }>(
        t.db.url,
        `SELECT n.message FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'pricing' AND n.title LIKE $1`,
        [`%${reference}%`],
      );
      return rows.some((r) => r.message.includes('upper deck'));
    });

    // Another request's link cannot read the question.
    expect((await agent(pt).question(q.id)).status).toBe(404);

    const row = (await requestsOf(reference)).find((r) => r.email === 'li.wei@agents.test')!;
    expect(row.questions).toEqual([q]);
    const answerPath = `/app/v1/quotations/${reference}/cost-requests/${row.id}/questions/${q.id}/answer`;
    expect((await staff(comercialToken).post(answerPath, { text: 'No' })).status).toBe(403);
    const answered = await staff(pricingToken).post(answerPath, { text: 'Yes, up to two high.\nNo top load.' });
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({
      id: q.id,
      answer: 'Yes, up to two high.\nNo top load.',
      answeredBy: 'Pablo Pricing',
    });
    const again = await staff(pricingToken).post(answerPath, { text: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect((again.body as { code: string }).code).toBe('COST_QUESTION_ALREADY_ANSWERED');

    // The answer mail, read back from the sink: the agent's language (es), the analyst as Reply-To, both parts, the same link.
    let mail: ParsedMail | undefined;
    await until(() => !!(mail = sink.mails.find((m) => m.subject === `Respuesta a su consulta sobre ${reference}`)));
    expect((mail!.to as { text: string }).text).toBe('li.wei@agents.test');
    expect(mail!.replyTo?.value[0].address).toMatch(/@/);
    expect(mail!.replyTo?.value[0].name).toBe('Pablo Pricing');
    expect(mail!.text).toContain('Is the cargo stackable on the upper deck?');
    expect(mail!.text).toContain('Yes, up to two high.\nNo top load.');
    expect(linkOf(mail!).token).toBe(es);
    expect(mail!.html).toContain('Yes, up to two high.<br>No top load.');

    // The quotation's log records the question and the answer.
    const events = await sql<{ kind: string; detail: string }>(
      t.db.url,
      `SELECT kind, detail FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id
       WHERE q.reference = $1 AND kind LIKE 'COST_QUESTION%' ORDER BY e.created_at, kind`,
      [reference],
    );
    expect(events).toEqual([
      { kind: 'COST_QUESTION', detail: 'Shanghai Logistics: Is the cargo stackable on the upper deck?' },
      { kind: 'COST_QUESTION_ANSWERED', detail: 'Shanghai Logistics' },
    ]);

    // Both sides show the thread with the answer.
    const ctx = (await agent(es).context()).body as AgentCostContext;
    expect(ctx.questions).toEqual([answered.body]);
    expect((await agent(es).question(q.id)).body).toEqual(answered.body);
    expect((await requestsOf(reference)).find((r) => r.id === row.id)!.questions).toEqual([answered.body]);
    // An answer to a question of another request through this one is not found.
    const ptRow = (await requestsOf(reference)).find((r) => r.email === 'ana@agents.test')!;
    expect(
      (
        await staff(pricingToken).post(
          `/app/v1/quotations/${reference}/cost-requests/${ptRow.id}/questions/${q.id}/answer`,
          { text: 'x' },
        )
      ).status,
    ).toBe(404);
  });

  it('an answered or declined link takes no more files or questions (409 with its code, nothing stored)', async () => {
    const { reference, es, pt } = await requested();
    expect((await agent(es).submit()).status).toBe(201);
    expect((await agent(pt).decline({ reason: 'NO_SERVICE' })).status).toBe(204);
    for (const [token, code] of [
      [es, 'COSTS_ALREADY_SENT'],
      [pt, 'COST_REQUEST_DECLINED'],
    ] as const) {
      const file = await agent(token).upload(f.pdf(), 'late.pdf');
      expect(file.status).toBe(409);
      expect((file.body as { code: string }).code).toBe(code);
      const question = await agent(token).ask('Too late?');
      expect(question.status).toBe(409);
      expect((question.body as { code: string }).code).toBe(code);
    }
    expect(await countOf('cost_request_files', reference)).toBe(0);
    expect(await countOf('cost_request_questions', reference)).toBe(0);
  });

  it('refuses more files than a request may hold', async () => {
    const { reference, es } = await requested();
    for (let i = 0; i < 10; i++) expect((await agent(es).upload(f.pdf(String(i)), `sheet-${i}.pdf`)).status).toBe(201);
    const over = await agent(es).upload(f.pdf('11'), 'one-more.pdf');
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'COST_REQUEST_FILE_LIMIT', details: { max: 10 } });
    expect(await countOf('cost_request_files', reference)).toBe(10);
  });
});
