import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressObject } from 'mailparser';
import type { Transporter } from 'nodemailer';
import { type CostRequestInfo, MAX_FILES_PER_COST_REQUEST, MAX_UPLOAD_BYTES } from '@freight/shared';
import { InboundMailService } from '../../src/modules/inbound/inbound-mail.service.js';
import * as f from '../documents/fixtures.js';
import type { TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { composed } from './compose.js';
import {
  askBothAgents,
  type Asked,
  filesOf as filesOfIn,
  type InboundWorld,
  MAILBOX,
  plusOf,
  requestRow,
  staffOf,
  startInboundWorld,
  storedMail,
  until,
} from './inbound-fixtures.js';

/** Issue 42: agents answer a cost request by replying to its mail; the portal files the reply. */
describe('replies by mail to cost requests (SMTP receiver)', () => {
  let w: InboundWorld;
  let t: TestApp;
  let agentMail: Transporter;
  let pricing: string;

  const stored = (messageId: string) => storedMail(t, messageId);
  const filesOf = (costRequestId: string) => filesOfIn(t, costRequestId);
  const request1 = (id: string) => requestRow(t, id);
  const staff = (token: string) => staffOf(t, token);
  const asked = (): Promise<Asked> => askBothAgents(w);

  beforeAll(async () => {
    w = await startInboundWorld();
    ({ t, agentMail, pricing } = w);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('a reply with a PDF lands on its request: text without the quote, file stored, row answered by mail, pricing told', async () => {
    const q = await asked();
    const first = q.mail('li.wei@agents.test');
    // Reply-To names the analyst and the request's own plus-address.
    const replyTo = (first.replyTo as AddressObject).value.map((v) => v.address);
    expect(replyTo).toHaveLength(2);
    expect(plusOf(first)).toMatch(/^costs\+[0-9a-f]{32}@fw\.test$/);
    const sent = await agentMail.sendMail({
      from: '"Li Wei" <li.wei@agents.test>',
      to: replyTo.join(', '),
      subject: `Re: ${first.subject}`,
      inReplyTo: first.messageId,
      text: `Rate 1200 USD, valid until Friday, free days 14.\n\nOn Mon, Pricing wrote:\n> ${first.text?.split('\n')[0]}`,
      attachments: [{ filename: 'quote.pdf', content: f.pdf('rate sheet') }],
    });
    const row = await stored(sent.messageId);
    const id = await q.requestId('li.wei@agents.test');
    expect(row).toMatchObject({ kind: 'REPLY', cost_request_id: id, matched_by: 'TOKEN' });
    expect(row.text).toBe('Rate 1200 USD, valid until Friday, free days 14.');
    const r = await request1(id);
    expect(r.answered_by_mail_at).not.toBeNull();
    expect(r.answered_at).toEqual(r.answered_by_mail_at);

    const list = (await staff(pricing).get(`/app/v1/quotations/${q.reference}/cost-requests`))
      .body as CostRequestInfo[];
    const li = list.find((x) => x.email === 'li.wei@agents.test')!;
    expect(li.state).toBe('ANSWERED');
    expect(li.files).toEqual([expect.objectContaining({ name: 'quote.pdf', mimeType: 'application/pdf' })]);
    const file = await staff(pricing)
      .get(`/app/v1/quotations/${q.reference}/cost-requests/${id}/files/${li.files[0].id}/content`)
      .buffer(true);
    expect(file.status).toBe(200);
    // The other agent's row is untouched.
    expect(list.find((x) => x.email === 'ana@agents.test')!.state).not.toBe('ANSWERED');
    await until(async () => {
      const n = await sql<{ topic: { kind: string } }>(
        t.db.url,
        `SELECT topic FROM notifications WHERE key = $1 AND topic->>'kind' = 'costReplyByMail'`,
        [q.reference],
      );
      return n.length > 0;
    });
  });

  it('a reply that lost its plus-address still finds its request by In-Reply-To', async () => {
    const q = await asked();
    const first = q.mail('ana@agents.test');
    const sent = await agentMail.sendMail({
      from: 'ana@agents.test',
      to: 'costs@fw.test',
      subject: 'Re: your request',
      inReplyTo: first.messageId,
      references: [first.messageId!],
      text: 'Segue a cotação.',
    });
    expect(await stored(sent.messageId)).toMatchObject({
      kind: 'REPLY',
      matched_by: 'HEADER',
      cost_request_id: await q.requestId('ana@agents.test'),
    });
  });

  it('an out-of-office answer is stored as such and changes nothing', async () => {
    const q = await asked();
    const first = q.mail('ana@agents.test');
    const sent = await agentMail.sendMail({
      from: 'ana@agents.test',
      to: plusOf(first),
      subject: `Fora do escritório: ${first.subject}`,
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'Estou fora até segunda-feira.',
      attachments: [{ filename: 'quote.pdf', content: f.pdf('not a quote') }],
    });
    const id = await q.requestId('ana@agents.test');
    expect(await stored(sent.messageId)).toMatchObject({ kind: 'AUTO_REPLY', cost_request_id: id });
    expect((await request1(id)).answered_at).toBeNull();
    expect(await filesOf(id)).toBe('0');
  });

  it('a bounce marks the agent address and its request as bouncing and tells pricing', async () => {
    const q = await asked();
    const first = q.mail('ana@agents.test');
    const messageId = `<dsn-${Date.now()}@mx.agents.test>`;
    const raw = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.agents.test>',
      `To: ${plusOf(first)}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: ${messageId}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
      '',
      '--B',
      'Content-Type: text/plain',
      '',
      'The mail could not be delivered.',
      '--B',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.agents.test',
      '',
      'Final-Recipient: rfc822; ana@agents.test',
      'Action: failed',
      'Status: 5.1.1',
      '--B--',
      '',
    ].join('\r\n');
    await agentMail.sendMail({ envelope: { from: '', to: [plusOf(first)] }, raw });
    const id = await q.requestId('ana@agents.test');
    expect(await stored(messageId)).toMatchObject({ kind: 'BOUNCE', cost_request_id: id });
    expect((await request1(id)).bounced_at).not.toBeNull();
    expect((await request1(id)).answered_at).toBeNull();
    const [contact] = await sql<{ bounced_at: Date | null }>(
      t.db.url,
      `SELECT bounced_at FROM provider_contacts WHERE email = 'ana@agents.test'`,
    );
    expect(contact.bounced_at).not.toBeNull();
    await until(
      async () =>
        (
          await sql(t.db.url, `SELECT 1 FROM notifications WHERE key = $1 AND topic->>'kind' = 'agentMailBounced'`, [
            q.reference,
          ])
        ).length > 0,
    );
  });

  it('a reply from an address that is not the agent is held and not applied', async () => {
    const q = await asked();
    const first = q.mail('li.wei@agents.test');
    const sent = await agentMail.sendMail({
      from: 'someone@elsewhere.test',
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      text: 'Here is our rate.',
      attachments: [{ filename: 'quote.pdf', content: f.pdf('stranger') }],
    });
    const id = await q.requestId('li.wei@agents.test');
    expect(await stored(sent.messageId)).toMatchObject({ kind: 'HELD_STRANGER', cost_request_id: id });
    expect((await request1(id)).answered_at).toBeNull();
  });

  it('a reply to a cancelled request is stored and flagged, never applied', async () => {
    const q = await asked();
    const first = q.mail('li.wei@agents.test');
    const id = await q.requestId('li.wei@agents.test');
    expect((await staff(pricing).post(`/app/v1/quotations/${q.reference}/cost-requests/${id}/cancel`)).status).toBe(
      204,
    );
    const sent = await agentMail.sendMail({
      from: 'li.wei@agents.test',
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      text: 'Late, but here it is.',
      attachments: [{ filename: 'quote.pdf', content: f.pdf('late') }],
    });
    expect(await stored(sent.messageId)).toMatchObject({ kind: 'FLAGGED_CLOSED', cost_request_id: id });
    expect((await request1(id)).answered_at).toBeNull();
    expect(await filesOf(id)).toBe('0');
  });

  it('the same message delivered twice is stored once, its file once', async () => {
    const q = await asked();
    const first = q.mail('li.wei@agents.test');
    const message = {
      from: 'li.wei@agents.test',
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      messageId: `<dup-${Date.now()}@agents.test>`,
      text: 'Rate attached.',
      attachments: [{ filename: 'quote.pdf', content: f.pdf('twice') }],
    };
    await agentMail.sendMail(message);
    await stored(message.messageId);
    await agentMail.sendMail(message);
    // The second copy is stored raw first, then dropped when processing finds its Message-ID.
    await until(async () => {
      const [{ n }] = await sql<{ n: string }>(
        t.db.url,
        'SELECT count(*) n FROM inbound_raw_mails WHERE processed_at IS NULL',
      );
      return n === '0';
    });
    const id = await q.requestId('li.wei@agents.test');
    const [{ n }] = await sql<{ n: string }>(
      t.db.url,
      'SELECT count(*) n FROM inbound_mails WHERE cost_request_id = $1',
      [id],
    );
    expect(n).toBe('1');
    expect(await filesOf(id)).toBe('1');
  });

  it('a mail that names no request goes to triage, and one naming only the reference waits for confirmation', async () => {
    const q = await asked();
    const unmatched = await agentMail.sendMail({
      from: 'li.wei@agents.test',
      to: 'costs@fw.test',
      subject: 'Our new tariffs for 2027',
      text: 'See attached.',
    });
    expect(await stored(unmatched.messageId)).toMatchObject({ kind: 'UNMATCHED', cost_request_id: null });
    // Everyone holding the triage permission is told (its push reloads the triage list on screen).
    const told = await until(async () => {
      const rows = await sql<{ user_id: string }>(
        t.db.url,
        `SELECT n.recipient_id AS user_id FROM notifications n WHERE n.key = 'MAIL-TRIAGE' AND n.topic->>'subject' = 'Our new tariffs for 2027'`,
      );
      return rows.length ? rows : null;
    });
    const holders = await sql<{ user_id: string }>(
      t.db.url,
      `SELECT p.user_id FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE p.permission = 'PRICING_INBOUND_MAIL' AND u.active AND u.web_access`,
    );
    expect(holders.length).toBeGreaterThan(0);
    expect(told.map((r) => r.user_id).sort()).toEqual(holders.map((r) => r.user_id).sort());
    const bySubject = await agentMail.sendMail({
      from: 'li.wei@agents.test',
      to: 'costs@fw.test',
      subject: `Rate for ${q.reference}`,
      text: 'USD 900.',
    });
    const id = await q.requestId('li.wei@agents.test');
    expect(await stored(bySubject.messageId)).toMatchObject({
      kind: 'HELD_SUBJECT',
      matched_by: 'SUBJECT',
      cost_request_id: id,
    });
    expect((await request1(id)).answered_at).toBeNull();
  });

  it('a stored mail processed twice at once (a retry after a crash, two instances) is applied once', async () => {
    const q = await asked();
    const first = q.mail('ana@agents.test');
    const messageId = `<retry-${Date.now()}@agents.test>`;
    const raw = Buffer.from(
      [
        'From: ana@agents.test',
        `To: ${plusOf(first)}`,
        `Subject: Re: ${first.subject}`,
        `Message-ID: ${messageId}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Frete 800 USD.',
        '',
      ].join('\r\n'),
    );
    // As the receiver leaves it when the process dies right after its 250: stored, not processed.
    const inbound = t.app.get(InboundMailService);
    const rawId = await inbound.receive({ channel: 'smtp', envelopeFrom: 'ana@agents.test', envelopeTo: [], raw });
    const copy = await inbound.receive({ channel: 'smtp', envelopeFrom: 'ana@agents.test', envelopeTo: [], raw });
    await Promise.all([inbound.process(rawId), inbound.process(rawId), inbound.process(copy)]);
    const id = await q.requestId('ana@agents.test');
    expect(await stored(messageId)).toMatchObject({ kind: 'REPLY', cost_request_id: id });
    const [{ n }] = await sql<{ n: string }>(t.db.url, 'SELECT count(*) n FROM inbound_mails WHERE message_id = $1', [
      messageId,
    ]);
    expect(n).toBe('1');
    const events = await sql(
      t.db.url,
      `SELECT 1 FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND e.kind = 'COST_RECEIVED'`,
      [q.reference],
    );
    expect(events).toHaveLength(1);
  });

  it('refuses a mail over the size limit (552) and stores nothing of it', async () => {
    const count = async () => (await sql<{ n: string }>(t.db.url, 'SELECT count(*) n FROM inbound_raw_mails'))[0].n;
    const before = await count();
    await expect(
      agentMail.sendMail({
        from: 'li.wei@agents.test',
        to: `${MAILBOX.local}@${MAILBOX.domain}`,
        subject: 'Rates attached',
        text: 'See the attachment.',
        attachments: [{ filename: 'big.pdf', content: Buffer.alloc(6 * 1024 * 1024, 0x41) }],
      }),
    ).rejects.toThrow(/552|size/i);
    expect(await count()).toBe(before);
  });

  it('attachments refused by the upload rules (an .exe, a PDF over the upload limit, one file past the per-request limit) are listed, the rest filed', async () => {
    const q = await asked();
    const id = await q.requestId('li.wei@agents.test');
    const pdfs = Array.from({ length: MAX_FILES_PER_COST_REQUEST + 1 }, (_, i) => ({
      filename: `page-${String(i + 1).padStart(2, '0')}.pdf`,
      content: f.pdf(`page ${i + 1}`),
    }));
    const raw = await composed({
      from: 'li.wei@agents.test',
      to: plusOf(q.mail('li.wei@agents.test')),
      subject: 'Re: rates',
      messageId: `<refused-${Date.now()}@agents.test>`,
      text: 'All attached.',
      attachments: [
        { filename: 'run.exe', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]) },
        { filename: 'huge.pdf', content: f.pdf('x'.repeat(MAX_UPLOAD_BYTES)) },
        ...pdfs,
      ],
    });
    // Through the ingestion itself: the receiver's own size limit (5 MB here) would refuse this mail whole.
    const inbound = t.app.get(InboundMailService);
    await inbound.receive({ channel: 'smtp', envelopeFrom: 'li.wei@agents.test', envelopeTo: [], raw });
    inbound.kick();
    await inbound.idle();
    const [mail] = await sql<{ kind: string; rejected_files: { name: string; code: string }[] }>(
      t.db.url,
      'SELECT kind, rejected_files FROM inbound_mails WHERE cost_request_id = $1',
      [id],
    );
    expect(mail.kind).toBe('REPLY');
    expect(mail.rejected_files).toEqual(
      expect.arrayContaining([
        { name: 'run.exe', code: 'FILE_TYPE_NOT_ALLOWED' },
        { name: 'huge.pdf', code: 'FILE_TOO_LARGE' },
        { name: 'page-11.pdf', code: 'COST_REQUEST_FILE_LIMIT' },
      ]),
    );
    expect(mail.rejected_files).toHaveLength(3);
    expect(await filesOf(id)).toBe(String(MAX_FILES_PER_COST_REQUEST));
    expect((await request1(id)).answered_by_mail_at).not.toBeNull();
  });

  it('refuses mail for any other mailbox', async () => {
    await expect(
      agentMail.sendMail({ from: 'li.wei@agents.test', to: 'someone@fw.test', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/550/);
  });
});
