import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressObject, ParsedMail } from 'mailparser';
import request from 'supertest';
import { createApp } from '../../src/create-app.js';
import { InboundImapPoller } from '../../src/modules/inbound/inbound-imap.poller.js';
import * as f from '../documents/fixtures.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { seedAgentsAndCodes } from '../pricing/pricing-fixtures.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { composed } from './compose.js';
import { type Dovecot, startDovecot } from './dovecot.js';

const until = async <T>(read: () => Promise<T | null | undefined | false>, what: string, ms = 30_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Issue 42: the replies are read from an existing mailbox over IMAP (a real dovecot), not only received over SMTP. */
describe('replies by mail read from an IMAP mailbox', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let imap: Dovecot;
  let pricing: string;
  let comercial: string;
  let ids: Awaited<ReturnType<typeof seedAgentsAndCodes>>;
  let clientId: string;

  const staff = (token: string) => ({
    post: (p: string, body: object = {}) => request(t.http).post(p).set('Authorization', `Bearer ${token}`).send(body),
  });
  const count = async (query: string, params: unknown[] = []) =>
    Number((await sql<{ n: string }>(t.db.url, query, params))[0].n);

  /** A cost request mailed to the Spanish agent; its mail (with the plus-address in Reply-To) and id. */
  async function asked(): Promise<{ mail: ParsedMail; requestId: string; replyTo: string[] }> {
    const created = await staff(comercial).post('/app/v1/quotations', validRequest('SEA_LCL', clientId));
    const reference = (created.body as { reference: string }).reference;
    expect((await staff(pricing).post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
    expect(
      (await staff(pricing).post(`/app/v1/quotations/${reference}/cost-requests`, { providerIds: [ids.agentEs] }))
        .status,
    ).toBe(201);
    const mail = await until(
      () => Promise.resolve(sink.mails.find((m) => m.subject?.includes(reference))),
      'the cost-request mail',
    );
    const [{ id }] = await sql<{ id: string }>(
      t.db.url,
      'SELECT r.id FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id WHERE q.reference = $1',
      [reference],
    );
    return { mail, requestId: id, replyTo: (mail.replyTo as AddressObject).value.map((v) => v.address ?? '') };
  }

  const reply = (q: { mail: ParsedMail; replyTo: string[] }, messageId: string) =>
    composed({
      from: '"Li Wei" <li.wei@agents.test>',
      to: q.replyTo.join(', '),
      subject: `Re: ${q.mail.subject}`,
      messageId,
      inReplyTo: q.mail.messageId,
      text: `Rate 1450 USD, free days 14.\n\nOn Monday, Pricing wrote:\n> ${q.mail.text?.split('\n')[0]}`,
      attachments: [{ filename: 'rate.pdf', content: f.pdf('imap rate sheet') }],
    });

  beforeAll(async () => {
    [sink, imap] = await Promise.all([startSmtpSink(), startDovecot()]);
    t = await startTestApp({
      smtp: {
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        user: null,
        password: null,
        from: 'Freight <no-reply@freight.test>',
      },
      inbound: {
        mailbox: { local: 'costs', domain: 'fw.test' },
        smtp: { enabled: false, host: '127.0.0.1', port: 0 },
        maxBytes: 5 * 1024 * 1024,
        imap: {
          host: imap.host,
          port: imap.port,
          secure: false,
          user: imap.user,
          password: imap.password,
          mailbox: 'INBOX',
          pollMs: 60_000,
          sinceDays: 7,
        },
      },
    });
    pricing = await loginAs(t.http, 'pricing');
    comercial = await loginAs(t.http, 'comercial');
    ids = await seedAgentsAndCodes(t);
    clientId = await demoClientId(t);
    await until(
      () => Promise.resolve(t.app.get(InboundImapPoller).status()?.connected),
      `the IMAP connection: ${JSON.stringify(t.app.get(InboundImapPoller).status())}`,
    );
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([sink?.close(), imap?.close()]);
  });

  it('a reply with a PDF delivered to the mailbox lands on its request at once (IDLE), and the mail stays unread for people', async () => {
    const q = await asked();
    const uid = await imap.deliver(await reply(q, '<imap-reply-1@agents.test>'));
    const delivered = Date.now();
    const row = await until(
      async () =>
        (
          await sql<{ kind: string; cost_request_id: string; matched_by: string; text: string }>(
            t.db.url,
            `SELECT kind, cost_request_id, matched_by, text FROM inbound_mails WHERE message_id = '<imap-reply-1@agents.test>'`,
          )
        )[0],
      'the stored reply',
      // Well inside the 60 s poll: the server's IDLE news starts the pass.
      20_000,
    );
    console.log(`IMAP: the reply was stored ${Date.now() - delivered} ms after the mailbox received it`);
    expect(row).toEqual({
      kind: 'REPLY',
      cost_request_id: q.requestId,
      matched_by: 'TOKEN',
      text: 'Rate 1450 USD, free days 14.',
    });
    expect(
      await count('SELECT count(*) n FROM cost_requests WHERE id = $1 AND answered_by_mail_at IS NOT NULL', [
        q.requestId,
      ]),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) n FROM cost_request_files WHERE cost_request_id = $1 AND name = 'rate.pdf'`, [
        q.requestId,
      ]),
    ).toBe(1);
    expect(await count(`SELECT count(*) n FROM inbound_raw_mails WHERE channel = 'imap'`)).toBe(1);
    // Opened read-only: no \Seen, nothing moved or deleted.
    expect((await imap.flags()).get(uid)).not.toContain('\\Seen');
    expect(t.app.get(InboundImapPoller).status()).toMatchObject({ connected: true, stored: 1, lastError: null });
  });

  it('the same message delivered twice is stored once; a restarted portal reads only what arrived meanwhile', async () => {
    const q = await asked();
    const raw = await reply(q, '<imap-reply-2@agents.test>');
    await imap.deliver(raw);
    const second = await imap.deliver(raw);
    const cursorAt = async () =>
      Number(
        (await sql<{ last_uid: string }>(t.db.url, 'SELECT last_uid FROM inbound_imap_cursors'))[0]?.last_uid ?? 0,
      );
    const settled = async (uid: number) => {
      await until(async () => (await cursorAt()) === uid, `the mailbox read up to UID ${uid}`);
      await until(
        async () => (await count('SELECT count(*) n FROM inbound_raw_mails WHERE processed_at IS NULL')) === 0,
        'every stored mail processed',
      );
    };
    await settled(second);
    expect(await count(`SELECT count(*) n FROM inbound_mails WHERE message_id = '<imap-reply-2@agents.test>'`)).toBe(1);

    // The reader stops (a portal shut down), a mail arrives, a new portal starts on the same database and mailbox.
    await t.app.get(InboundImapPoller).onModuleDestroy();
    const before = await count('SELECT count(*) n FROM inbound_mails');
    const late = await imap.deliver(
      await composed({
        from: 'someone@else.test',
        to: 'costs@fw.test',
        subject: 'Hello',
        messageId: '<imap-late@else.test>',
        text: 'hi',
      }),
    );
    const again = await createApp(t.config);
    try {
      await settled(late);
      expect(await count(`SELECT count(*) n FROM inbound_mails WHERE message_id = '<imap-late@else.test>'`)).toBe(1);
      // Only that mail was read: nothing before the cursor was fetched again.
      expect(again.get(InboundImapPoller).status()).toMatchObject({ connected: true, stored: 1 });
      expect(await count('SELECT count(*) n FROM inbound_mails')).toBe(before + 1);
    } finally {
      await again.close();
    }
  });
});
