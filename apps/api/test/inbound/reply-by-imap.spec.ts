import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CostDraftInfo } from '@freight/shared';
import request from 'supertest';
import { createApp } from '../../src/create-app.js';
import type { HealthDetails } from '../../src/modules/health/health-details.service.js';
import { InboundImapPoller } from '../../src/modules/inbound/inbound-imap.poller.js';
import * as f from '../documents/fixtures.js';
import { loginAs, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { composed } from './compose.js';
import { fillTemplate, templateOf } from './cost-template-fill.js';
import { type Dovecot, startDovecot } from './dovecot.js';
import {
  askBothAgents,
  type Asked,
  bounceOf,
  countOf,
  type InboundWorld,
  plusOf,
  staffOf,
  startInboundWorld,
  until,
} from './inbound-fixtures.js';

const AGENT = 'li.wei@agents.test';

/** Issue 42: the replies are read from an existing mailbox over IMAP (a real dovecot), not only received over SMTP. */
describe('replies by mail read from an IMAP mailbox', () => {
  let w: InboundWorld;
  let t: TestApp;
  let imap: Dovecot;
  const count = (query: string, params: unknown[] = []) => countOf(t, query, params);
  const poller = () => t.app.get(InboundImapPoller);

  /** The agent's reply as its mail program writes it, quoting the request, with these attachments. */
  const reply = (
    q: Asked,
    messageId: string,
    attachments = [{ filename: 'rate.pdf', content: f.pdf('imap rate sheet') }],
  ) => {
    const first = q.mail(AGENT);
    return composed({
      from: `"Li Wei" <${AGENT}>`,
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      messageId,
      inReplyTo: first.messageId,
      text: `Rate 1450 USD, free days 14.\n\nOn Monday, Pricing wrote:\n> ${first.text?.split('\n')[0]}`,
      attachments,
    });
  };

  beforeAll(async () => {
    imap = await startDovecot();
    w = await startInboundWorld({
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
    });
    t = w.t;
    await until(
      () => Promise.resolve(poller().status()?.connected),
      30_000,
      `the IMAP connection: ${JSON.stringify(poller().status())}`,
    );
  });
  afterAll(async () => {
    await w?.close();
    await imap?.close();
  });

  async function landsAReplyWithItsTemplate(): Promise<void> {
    const q = await askBothAgents(w);
    const requestId = await q.requestId(AGENT);
    const template = templateOf(q.mail(AGENT));
    const filled = await fillTemplate(template.content, { amounts: { 'T-OFT': 1450, 'T-THC': '35,25' } });
    const uid = await imap.deliver(
      await reply(q, '<imap-reply-1@agents.test>', [
        { filename: 'rate.pdf', content: f.pdf('imap rate sheet') },
        { filename: template.name, content: filled },
      ]),
    );
    const delivered = Date.now();
    const row = await until(
      async () =>
        (
          await sql<{ kind: string; cost_request_id: string; matched_by: string; text: string }>(
            t.db.url,
            `SELECT kind, cost_request_id, matched_by, text FROM inbound_mails WHERE message_id = '<imap-reply-1@agents.test>'`,
          )
        )[0],
      // Well inside the 60 s poll: the server's IDLE news starts the pass.
      20_000,
      'the stored reply',
    );
    console.log(`IMAP: the reply was stored ${Date.now() - delivered} ms after the mailbox received it`);
    expect(row).toEqual({
      kind: 'REPLY',
      cost_request_id: requestId,
      matched_by: 'TOKEN',
      text: 'Rate 1450 USD, free days 14.',
    });
    expect(
      await count('SELECT count(*) n FROM cost_requests WHERE id = $1 AND answered_by_mail_at IS NOT NULL', [
        requestId,
      ]),
    ).toBe(1);
    expect(await count('SELECT count(*) n FROM cost_request_files WHERE cost_request_id = $1', [requestId])).toBe(2);
    const drafts = (await staffOf(t, w.pricing).get(`/app/v1/quotations/${q.reference}/cost-drafts`))
      .body as CostDraftInfo[];
    expect(
      drafts.map((d) => [d.costRequestId, d.state, d.charges.map((c) => [c.chargeCode.concept, c.amountPerUnit])]),
    ).toEqual([
      [
        requestId,
        'PENDING',
        [
          ['T-OFT', 1450],
          ['T-THC', 35.25],
        ],
      ],
    ]);
    expect(await count(`SELECT count(*) n FROM inbound_raw_mails WHERE channel = 'imap'`)).toBe(1);
    // Opened read-only: no \Seen, nothing moved or deleted.
    expect((await imap.flags()).get(uid)).not.toContain('\\Seen');
    expect(poller().status()).toMatchObject({ connected: true, stored: 1, lastError: null });
    // Pricing is told, as for a reply over SMTP.
    await until(
      async () =>
        (await count(`SELECT count(*) n FROM notifications WHERE key = $1 AND topic->>'kind' = 'costReplyByMail'`, [
          q.reference,
        ])) > 0,
      20_000,
      'the notice of the reply',
    );
  }

  async function storesADuplicateOnceAndRestartsFromItsCursor(): Promise<void> {
    const q = await askBothAgents(w);
    const raw = await reply(q, '<imap-reply-2@agents.test>');
    await imap.deliver(raw);
    const second = await imap.deliver(raw);
    const cursorAt = async () =>
      Number(
        (await sql<{ last_uid: string }>(t.db.url, 'SELECT last_uid FROM inbound_imap_cursors'))[0]?.last_uid ?? 0,
      );
    const settled = async (uid: number) => {
      await until(async () => (await cursorAt()) === uid, 30_000, `the mailbox read up to UID ${uid}`);
      await until(
        async () => (await count('SELECT count(*) n FROM inbound_raw_mails WHERE processed_at IS NULL')) === 0,
        30_000,
        'every stored mail processed',
      );
    };
    await settled(second);
    expect(await count(`SELECT count(*) n FROM inbound_mails WHERE message_id = '<imap-reply-2@agents.test>'`)).toBe(1);

    // The reader stops (a portal shut down), a mail arrives, a new portal starts on the same database and mailbox.
    await poller().onModuleDestroy();
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
    // Its own SMTP receiver takes another free port (port 0); the same mailbox and database.
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
  }

  /** Over INBOUND_MAX_BYTES (5 MB here): not read, but never dropped silently: a stub waits in triage and pricing is told. */
  async function keepsAStubOfATooLargeMail(): Promise<void> {
    const q = await askBothAgents(w);
    const big = await composed({
      from: `"Li Wei" <${AGENT}>`,
      to: plusOf(q.mail(AGENT)),
      subject: 'Re: scanned rate sheets',
      messageId: '<imap-too-large@agents.test>',
      text: 'All our scans attached.',
      attachments: [{ filename: 'scans.pdf', content: f.pdf('x'.repeat(6 * 1024 * 1024)) }],
    });
    await imap.deliver(big);
    const row = await until(
      async () =>
        (
          await sql<{ kind: string; subject: string; from_address: string; too_large_bytes: number | null }>(
            t.db.url,
            `SELECT kind, subject, from_address, too_large_bytes FROM inbound_mails WHERE message_id = '<imap-too-large@agents.test>'`,
          )
        )[0],
      30_000,
      'the stub of the large mail',
    );
    expect(row).toMatchObject({ kind: 'UNMATCHED', subject: 'Re: scanned rate sheets', from_address: AGENT });
    expect(row.too_large_bytes).toBeGreaterThan(5 * 1024 * 1024);
    // Its own request is not answered by a mail nobody could read.
    expect(
      await count('SELECT count(*) n FROM cost_requests WHERE id = $1 AND answered_at IS NOT NULL', [
        await q.requestId(AGENT),
      ]),
    ).toBe(0);
    const listed = (await staffOf(t, w.pricing).get('/app/v1/inbound-mails?kind=UNMATCHED')).body as {
      items: { subject: string; tooLargeBytes: number | null }[];
    };
    expect(listed.items.find((m) => m.subject === 'Re: scanned rate sheets')?.tooLargeBytes).toBe(row.too_large_bytes);
    await until(
      async () =>
        (await count(
          `SELECT count(*) n FROM notifications WHERE key = 'MAIL-TRIAGE' AND topic->>'subject' = 'Re: scanned rate sheets' AND topic->>'tooLarge' IS NOT NULL`,
        )) > 0,
      20_000,
      'the notice of the large mail',
    );
    expect(poller().status()).toMatchObject({ tooLarge: 1 });
    // The operator sees the IMAP channel, with what it read, on /health/details.
    const admin = await loginAs(t.http, 'admin');
    const details = (await request(t.http).get('/health/details').set('Authorization', `Bearer ${admin}`))
      .body as HealthDetails;
    expect(details.inbound?.channels).toContainEqual(
      expect.objectContaining({ kind: 'imap', up: true, lastError: null, stored: 2, tooLarge: 1 }),
    );
  }

  /** What arrives by IMAP is sorted as by SMTP: out-of-office, bounce (Return-Path <>), stranger, closed request, unmatched. */
  async function sortsWhatIsNotAReply(): Promise<void> {
    const q = await askBothAgents(w);
    const li = plusOf(q.mail(AGENT));
    const ana = plusOf(q.mail('ana@agents.test'));
    const liId = await q.requestId(AGENT);
    const kindOf = (messageId: string) =>
      until(
        async () =>
          (
            await sql<{ kind: string; cost_request_id: string | null }>(
              t.db.url,
              'SELECT kind, cost_request_id FROM inbound_mails WHERE message_id = $1',
              [messageId],
            )
          )[0],
        30_000,
        `the stored ${messageId}`,
      );
    const told = (kind: string, key = q.reference) =>
      until(
        async () =>
          (await count(`SELECT count(*) n FROM notifications WHERE key = $1 AND topic->>'kind' = $2`, [key, kind])) > 0,
        20_000,
        `pricing told (${kind})`,
      );

    await imap.deliver(
      await composed({
        from: AGENT,
        to: li,
        subject: 'Automatic reply: out of office',
        messageId: '<imap-ooo@agents.test>',
        headers: { 'Auto-Submitted': 'auto-replied' },
        text: 'I am out of the office until Monday.',
      }),
    );
    expect(await kindOf('<imap-ooo@agents.test>')).toEqual({ kind: 'AUTO_REPLY', cost_request_id: liId });

    await imap.deliver(`Return-Path: <>\r\n${bounceOf(ana, 'ana@agents.test', '<imap-dsn@mx.agents.test>')}`);
    expect((await kindOf('<imap-dsn@mx.agents.test>')).kind).toBe('BOUNCE');
    await told('agentMailBounced');

    await imap.deliver(
      await composed({
        from: 'someone@elsewhere.test',
        to: li,
        subject: 'Re: rates',
        messageId: '<imap-stranger@elsewhere.test>',
        text: 'Our rate.',
      }),
    );
    expect(await kindOf('<imap-stranger@elsewhere.test>')).toEqual({ kind: 'HELD_STRANGER', cost_request_id: liId });
    await told('costReplyHeld');

    expect(
      (await staffOf(t, w.pricing).post(`/app/v1/quotations/${q.reference}/cost-requests/${liId}/cancel`)).status,
    ).toBe(204);
    await imap.deliver(await reply(q, '<imap-closed@agents.test>'));
    expect(await kindOf('<imap-closed@agents.test>')).toEqual({ kind: 'FLAGGED_CLOSED', cost_request_id: liId });
    expect(await count('SELECT count(*) n FROM cost_requests WHERE id = $1 AND answered_at IS NOT NULL', [liId])).toBe(
      0,
    );

    await imap.deliver(
      await composed({
        from: AGENT,
        to: 'costs@fw.test',
        subject: 'Our tariffs for 2027 (IMAP)',
        messageId: '<imap-unmatched@agents.test>',
        text: 'See attached.',
      }),
    );
    expect(await kindOf('<imap-unmatched@agents.test>')).toEqual({ kind: 'UNMATCHED', cost_request_id: null });
    await until(
      async () =>
        (await count(
          `SELECT count(*) n FROM notifications WHERE key = 'MAIL-TRIAGE' AND topic->>'subject' = 'Our tariffs for 2027 (IMAP)'`,
        )) > 0,
      20_000,
      'the unmatched notice',
    );
  }

  // One test, in this order: the second part stops this portal's reader, so nothing may run after it
  // (Jest's --randomize shuffles the tests of a file).
  it('a reply with a PDF and the filled cost template lands on its request at once (IDLE), a draft cost, the mail unread for people; a mail over the size limit is kept as a stub in triage and pricing told; out-of-office, bounce, stranger, closed request and unmatched mail sorted as over SMTP; the same message delivered twice is stored once; a restarted portal reads only what arrived meanwhile', async () => {
    await landsAReplyWithItsTemplate();
    await keepsAStubOfATooLargeMail();
    await sortsWhatIsNotAReply();
    await storesADuplicateOnceAndRestartsFromItsCursor();
  });
});
