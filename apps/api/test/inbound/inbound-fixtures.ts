import { expect } from '@jest/globals';
import type { AddressObject, ParsedMail } from 'mailparser';
import { createTransport, type Transporter } from 'nodemailer';
import request from 'supertest';
import type { ImapConfig } from '../../src/common/config/app-config.js';
import { InboundSmtpReceiver } from '../../src/modules/inbound/inbound-smtp.receiver.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { seedAgentsAndCodes } from '../pricing/pricing-fixtures.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

export const MAILBOX = { local: 'costs', domain: 'fw.test' };

/** Reads until `read` gives something, or fails after `ms` naming `what` it waited for. */
export const until = async <T>(
  read: () => Promise<T | null | undefined | false>,
  ms = 20_000,
  what = 'a condition',
): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A count(*) AS n query's number. */
export const countOf = async (t: TestApp, query: string, params: unknown[] = []) =>
  Number((await sql<{ n: string }>(t.db.url, query, params))[0].n);

export type Stored = {
  kind: string;
  cost_request_id: string | null;
  matched_by: string | null;
  text: string;
  id: string;
};
export type Asked = { reference: string; mail: (to: string) => ParsedMail; requestId: (to: string) => Promise<string> };

/** The app with its SMTP receiver, an outgoing sink, the agents' own mail client and pricing's session. */
export type InboundWorld = {
  t: TestApp;
  sink: SmtpSink;
  agentMail: Transporter;
  pricing: string;
  comercial: string;
  ids: Awaited<ReturnType<typeof seedAgentsAndCodes>>;
  clientId: string;
  close(): Promise<void>;
};

/**
 * The SMTP receiver always; with `imap`, the portal also reads that mailbox (a dovecot of the test);
 * with `outgoingPort`, its mails go to that SMTP server (the demo's inbox) instead of the sink.
 */
export async function startInboundWorld(o: { imap?: ImapConfig; outgoingPort?: number } = {}): Promise<InboundWorld> {
  const sink = await startSmtpSink();
  const t = await startTestApp({
    smtp: smtpConfigFor({ port: o.outgoingPort ?? sink.port }),
    inbound: {
      mailbox: MAILBOX,
      smtp: { enabled: true, host: '127.0.0.1', port: 0 },
      maxBytes: 5 * 1024 * 1024,
      ...(o.imap ? { imap: o.imap } : {}),
    },
  });
  const port = t.app.get(InboundSmtpReceiver).port();
  const agentMail = createTransport({ host: '127.0.0.1', port: port!, secure: false, ignoreTLS: true });
  return {
    t,
    sink,
    agentMail,
    pricing: await loginAs(t.http, 'pricing'),
    comercial: await loginAs(t.http, 'comercial'),
    ids: await seedAgentsAndCodes(t),
    clientId: await demoClientId(t),
    close: async () => {
      agentMail.close();
      await t.close();
      await sink.close();
    },
  };
}

/** Requests as one signed-in user. */
export const staffOf = (t: TestApp, token: string) => ({
  get: (p: string) => request(t.http).get(p).set('Authorization', `Bearer ${token}`),
  post: (p: string, body: object = {}) => request(t.http).post(p).set('Authorization', `Bearer ${token}`).send(body),
});

/** The request's own plus-address in the Reply-To of its mail. */
export const plusOf = (m: ParsedMail) =>
  (m.replyTo as AddressObject).value.map((v) => v.address ?? '').find((a) => a.startsWith('costs+'))!;

/** The stored record of a received mail, once processed. */
export const storedMail = (t: TestApp, messageId: string) =>
  until(async () => (await sql<Stored>(t.db.url, 'SELECT * FROM inbound_mails WHERE message_id = $1', [messageId]))[0]);

export const filesOf = async (t: TestApp, costRequestId: string) =>
  (
    await sql<{ n: string }>(t.db.url, 'SELECT count(*) n FROM cost_request_files WHERE cost_request_id = $1', [
      costRequestId,
    ])
  )[0].n;

export const requestRow = async (t: TestApp, id: string) =>
  (
    await sql<{ answered_at: Date | null; answered_by_mail_at: Date | null; bounced_at: Date | null }>(
      t.db.url,
      'SELECT answered_at, answered_by_mail_at, bounced_at FROM cost_requests WHERE id = $1',
      [id],
    )
  )[0];

/** A taken SEA_LCL quotation with cost requests mailed to both test agents. */
export async function askBothAgents(w: InboundWorld): Promise<Asked> {
  const { t, sink } = w;
  const staff = (token: string) => staffOf(t, token);
  const created = await staff(w.comercial).post('/app/v1/quotations', validRequest('SEA_LCL', w.clientId));
  const reference = (created.body as { reference: string }).reference;
  expect((await staff(w.pricing).post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
  const asked = await staff(w.pricing).post(`/app/v1/quotations/${reference}/cost-requests`, {
    providerIds: [w.ids.agentEs, w.ids.agentPt],
  });
  expect(asked.status).toBe(201);
  const mine = () => sink.mails.filter((m) => m.subject?.includes(reference) && !m.subject.startsWith('Re'));
  await until(() => Promise.resolve(mine().length === 2));
  // The Message-IDs are kept once the mails are recorded as sent.
  await until(async () => {
    const [{ n }] = await sql<{ n: string }>(
      t.db.url,
      'SELECT count(*) n FROM cost_request_mail_ids i JOIN cost_requests r ON r.id = i.cost_request_id JOIN quotations q ON q.id = r.quotation_id WHERE q.reference = $1',
      [reference],
    );
    return n === '2';
  });
  return {
    reference,
    mail: (to) => mine().find((m) => (m.to as AddressObject).text === to)!,
    requestId: async (to) =>
      (
        await sql<{ id: string }>(
          t.db.url,
          'SELECT r.id FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id WHERE q.reference = $1 AND r.email = $2',
          [reference, to],
        )
      )[0].id,
  };
}

/** A delivery report (DSN) that `address`'s mail server sends back to the request's plus-address (Return-Path <>). */
export function bounceOf(plusAddress: string, address: string, messageId: string): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.agents.test>',
    `To: ${plusAddress}`,
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
    `Final-Recipient: rfc822; ${address}`,
    'Action: failed',
    'Status: 5.1.1',
    '--B--',
    '',
  ].join('\r\n');
}
