import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { CostDraftInfo, CostInfo, CostRequestInfo, InboundMailInfo } from '@freight/shared';
import * as f from '../documents/fixtures.js';
import { sql } from '../support/sql.js';
import { fillTemplate, templateHead, templateOf } from './cost-template-fill.js';
import {
  askBothAgents,
  type InboundWorld,
  plusOf,
  staffOf,
  startInboundWorld,
  storedMail,
  until,
} from './inbound-fixtures.js';

/** Issue 42: the cost template attached to the request mail, filled in by the agent, becomes a draft cost. */
describe('a reply by mail with the filled cost template (SMTP receiver)', () => {
  let w: InboundWorld;
  const staff = () => staffOf(w.t, w.pricing);
  const count = async (query: string, params: unknown[] = []) =>
    Number((await sql<{ n: string }>(w.t.db.url, query, params))[0].n);
  const draftsOf = async (reference: string) =>
    (await staff().get(`/app/v1/quotations/${reference}/cost-drafts`)).body as CostDraftInfo[];

  /** The agent's reply through the portal's SMTP receiver, with the given attachments. */
  const reply = async (
    to: string,
    q: Awaited<ReturnType<typeof askBothAgents>>,
    attachments: { filename: string; content: Buffer }[],
  ) => {
    const first = q.mail(to);
    const sent = await w.agentMail.sendMail({
      from: to,
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      inReplyTo: first.messageId,
      text: 'Please find our quote attached.',
      attachments,
    });
    return storedMail(w.t, sent.messageId);
  };

  beforeAll(async () => {
    w = await startInboundWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  it("each request mail carries the pre-filled template in the agent's language: marker, reference, the mode's charges", async () => {
    const q = await askBothAgents(w);
    const es = await templateHead(templateOf(q.mail('li.wei@agents.test')).content);
    const pt = await templateHead(templateOf(q.mail('ana@agents.test')).content);
    expect(templateOf(q.mail('ana@agents.test')).name).toBe(`costs-${q.reference}.xlsx`);
    expect(es).toMatchObject({
      sheetName: 'Costos',
      hidden: { row1: true, columnA: true },
      marker: ['#freight-cost-template', 1, q.reference],
    });
    expect(pt.sheetName).toBe('Custos');
    // Sea codes only (the quotation is SEA_LCL): the test's own sea codes in, its air code out.
    expect(es.charges).toEqual(expect.arrayContaining(['OFT', 'T-OFT', 'T-THC']));
    expect(es.charges).not.toContain('T-AFT');
    expect(q.mail('ana@agents.test').text).toContain('planilha de custos');
  });

  it('a reply with a PDF and the filled template lands on its request: files stored, draft cost readable, row answered, pricing told; confirmed, it is the cost', async () => {
    const q = await askBothAgents(w);
    const tpl = templateOf(q.mail('li.wei@agents.test'));
    const xlsx = await fillTemplate(tpl.content, {
      amounts: { 'T-OFT': 1450.1, 'T-THC': '85,5' },
      currency: { 'T-THC': 'EUR' },
      fields: { description: 'Direct via Santos', validUntil: '31/03/2027', transitDays: 32, freeDays: '14' },
    });
    const row = await reply('li.wei@agents.test', q, [
      { filename: 'quote.pdf', content: f.pdf('rate sheet') },
      { filename: tpl.name, content: xlsx },
    ]);
    const id = await q.requestId('li.wei@agents.test');
    expect(row).toMatchObject({ kind: 'REPLY', cost_request_id: id });

    const list = (await staff().get(`/app/v1/quotations/${q.reference}/cost-requests`)).body as CostRequestInfo[];
    const li = list.find((x) => x.id === id)!;
    expect(li).toMatchObject({ state: 'ANSWERED', pendingDrafts: 1 });
    expect(li.answeredByMailAt).not.toBeNull();
    expect(li.files.map((x) => x.name).sort()).toEqual([tpl.name, 'quote.pdf']);
    expect(list.find((x) => x.email === 'ana@agents.test')).toMatchObject({
      state: expect.not.stringMatching('ANSWERED'),
      pendingDrafts: 0,
    });
    await until(
      async () =>
        (await count(`SELECT count(*) n FROM notifications WHERE key = $1 AND topic->>'kind' = 'costReplyByMail'`, [
          q.reference,
        ])) > 0,
    );

    const [draft] = await draftsOf(q.reference);
    expect(draft).toMatchObject({
      costRequestId: id,
      provider: { name: 'Shanghai Logistics' },
      fileName: tpl.name,
      state: 'PENDING',
      decision: null,
      description: 'Direct via Santos',
      validUntil: '2027-03-31',
      transitDays: 32,
      freeDays: 14,
    });
    // Quantity pre-filled with the chargeable W/M; totals exact to the cent.
    const oft = draft.charges.find((c) => c.chargeCode.concept === 'T-OFT')!;
    const thc = draft.charges.find((c) => c.chargeCode.concept === 'T-THC')!;
    expect(draft.charges).toHaveLength(2);
    expect(oft).toMatchObject({ currency: 'USD', amountPerUnit: 1450.1 });
    expect(thc).toMatchObject({ currency: 'EUR', amountPerUnit: 85.5 });
    expect(oft.total).toBe(Math.round(1450.1 * oft.quantity * 100) / 100);
    expect(draft.totals).toEqual({ USD: oft.total, EUR: thc.total });
    // Nothing is a cost until pricing confirms it.
    expect((await staff().get(`/app/v1/quotations/${q.reference}/costs`)).body).toEqual([]);

    const confirmed = await staff().post(`/app/v1/quotations/${q.reference}/cost-drafts/${draft.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ state: 'CONFIRMED', decision: { by: expect.any(String) } });
    const costs = (await staff().get(`/app/v1/quotations/${q.reference}/costs`)).body as CostInfo[];
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatchObject({
      provider: { name: 'Shanghai Logistics' },
      description: 'Direct via Santos',
      validUntil: '2027-03-31',
      totals: draft.totals,
    });
    expect(costs[0].charges.map((c) => [c.chargeCode.concept, c.currency, c.amountPerUnit, c.total])).toEqual([
      ['T-OFT', 'USD', 1450.1, oft.total],
      ['T-THC', 'EUR', 85.5, thc.total],
    ]);
    const again = await staff().post(`/app/v1/quotations/${q.reference}/cost-drafts/${draft.id}/confirm`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'COST_DRAFT_ALREADY_DECIDED' });
    expect((await staff().get(`/app/v1/quotations/${q.reference}/costs`)).body).toHaveLength(1);
  });

  it('a template that cannot be read exactly, or is damaged, is flagged on the reply with its code; no draft is written', async () => {
    const q = await askBothAgents(w);
    const tpl = templateOf(q.mail('ana@agents.test'));
    // "1.450" is 1450 to one reader and 1.45 to another: refused, not guessed.
    const ambiguous = await fillTemplate(tpl.content, { amounts: { 'T-OFT': '1.450', 'T-THC': 20 } });
    const row = await reply('ana@agents.test', q, [{ filename: tpl.name, content: ambiguous }]);
    const id = await q.requestId('ana@agents.test');
    expect(row).toMatchObject({ kind: 'REPLY', cost_request_id: id });
    const mails = (await staff().get(`/app/v1/quotations/${q.reference}/cost-requests/${id}/mails`))
      .body as InboundMailInfo[];
    expect(mails[0].templateErrors).toEqual([
      { name: tpl.name, code: 'COST_TEMPLATE_VALUE_INVALID', line: expect.any(Number), field: 'amount' },
    ]);
    // The reply still answers the request and its file is kept.
    expect(mails[0].files.map((x) => x.name)).toEqual([tpl.name]);
    expect(await count('SELECT count(*) n FROM cost_drafts WHERE cost_request_id = $1', [id])).toBe(0);

    const q2 = await askBothAgents(w);
    const damaged = templateOf(q2.mail('li.wei@agents.test'));
    const row2 = await reply('li.wei@agents.test', q2, [
      { filename: damaged.name, content: damaged.content.subarray(0, 300) },
    ]);
    const mails2 = (await staff().get(`/app/v1/quotations/${q2.reference}/cost-requests/${row2.cost_request_id}/mails`))
      .body as InboundMailInfo[];
    expect(mails2[0]).toMatchObject({
      kind: 'REPLY',
      templateErrors: [{ name: damaged.name, code: 'COST_TEMPLATE_UNREADABLE' }],
    });
    expect(await count('SELECT count(*) n FROM cost_drafts WHERE cost_request_id = $1', [row2.cost_request_id])).toBe(
      0,
    );
  });

  it("another quotation's template is flagged; an agent's own spreadsheet is just a file", async () => {
    const q = await askBothAgents(w);
    const other = await askBothAgents(w);
    const foreign = templateOf(other.mail('li.wei@agents.test'));
    const theirs = new ExcelJS.Workbook();
    theirs.addWorksheet('Tariff 2027').addRow(['OFT', 1200, 'USD']);
    const row = await reply('li.wei@agents.test', q, [
      { filename: foreign.name, content: await fillTemplate(foreign.content, { amounts: { 'T-OFT': 10 } }) },
      { filename: 'their-rates.xlsx', content: Buffer.from(await theirs.xlsx.writeBuffer()) },
    ]);
    const mails = (await staff().get(`/app/v1/quotations/${q.reference}/cost-requests/${row.cost_request_id}/mails`))
      .body as InboundMailInfo[];
    expect(mails[0].templateErrors).toEqual([
      { name: foreign.name, code: 'COST_TEMPLATE_OTHER_REQUEST', line: 1, field: 'reference' },
    ]);
    expect(mails[0].files.map((x) => x.name).sort()).toEqual([foreign.name, 'their-rates.xlsx']);
    expect(await draftsOf(q.reference)).toEqual([]);
  });

  it("a held reply's template becomes a draft only once pricing accepts the mail", async () => {
    const q = await askBothAgents(w);
    const first = q.mail('li.wei@agents.test');
    const tpl = templateOf(first);
    // From a colleague of the agent, not its contact: held for pricing.
    const sent = await w.agentMail.sendMail({
      from: 'chen@agents.test',
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      text: 'On behalf of Li Wei.',
      attachments: [{ filename: tpl.name, content: await fillTemplate(tpl.content, { amounts: { 'T-OFT': 990 } }) }],
    });
    const row = await storedMail(w.t, sent.messageId);
    expect(row.kind).toBe('HELD_STRANGER');
    expect(await draftsOf(q.reference)).toEqual([]);
    expect((await staff().post(`/app/v1/inbound-mails/${row.id}/accept`)).status).toBe(200);
    const drafts = await draftsOf(q.reference);
    expect(drafts.map((d) => [d.costRequestId, d.state, d.charges.map((c) => c.amountPerUnit)])).toEqual([
      [row.cost_request_id, 'PENDING', [990]],
    ]);
  });

  it('a discarded draft leaves no cost, and is not decided twice', async () => {
    const q = await askBothAgents(w);
    const tpl = templateOf(q.mail('ana@agents.test'));
    await reply('ana@agents.test', q, [
      { filename: tpl.name, content: await fillTemplate(tpl.content, { amounts: { 'T-THC': 12 } }) },
    ]);
    const [draft] = await until(async () => {
      const d = await draftsOf(q.reference);
      return d.length ? d : null;
    });
    const discarded = await staff().post(`/app/v1/quotations/${q.reference}/cost-drafts/${draft.id}/discard`);
    expect(discarded.body).toMatchObject({ state: 'DISCARDED' });
    expect(
      (await staff().post(`/app/v1/quotations/${q.reference}/cost-drafts/${draft.id}/confirm`)).body,
    ).toMatchObject({ code: 'COST_DRAFT_ALREADY_DECIDED' });
    expect((await staff().get(`/app/v1/quotations/${q.reference}/costs`)).body).toEqual([]);
    const list = (await staff().get(`/app/v1/quotations/${q.reference}/cost-requests`)).body as CostRequestInfo[];
    expect(list.every((r) => r.pendingDrafts === 0)).toBe(true);
  });
});
