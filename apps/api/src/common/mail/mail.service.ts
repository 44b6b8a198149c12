import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { inClientSpan } from '../telemetry/trace-context.js';
import { MAIL_OPTIONS, type MailOptions } from './mail.options.js';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The envelope sender (where bounces go); the From header stays the portal's. */
  envelopeFrom?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** Set by the mail queue from the idempotency key (see messageIdFor); otherwise nodemailer makes one up. */
  messageId?: string;
};

/**
 * The Message-ID of every attempt of one idempotency key. SMTP has no two-phase commit: a process
 * killed after the server accepted a mail but before the ledger committed sends it again on retry.
 * With the same Message-ID both copies are one message to the receiving server and mail client
 * (RFC 5322 3.6.4), so the recipient never sees the mail twice.
 */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'freight.local';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}@${domain}>`;
}

/** Upper bound of one SMTP exchange; the ledger's claim transaction must outlive it (see SentMailRepository). */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/** Hands one e-mail to the configured SMTP server. Other modules send through MailQueue, which retries. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly transport: Transporter<SMTPPool.SentMessageInfo>;
  private readonly from: string;
  private readonly host: string;
  private readonly port: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(MAIL_OPTIONS) options: MailOptions) {
    const { host, port, secure, user, password, from } = config.smtp;
    this.from = from;
    this.host = host;
    this.port = port;
    this.transport = createTransport({
      host,
      port,
      secure,
      // One open connection per sending slot, reused from mail to mail (no connect and greeting each time):
      // a backlog (the mails queued while Redis was down) leaves several times faster.
      pool: true,
      maxConnections: options.concurrency,
      auth: user ? { user, pass: password ?? '' } : undefined,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    });
  }

  /** Can the SMTP relay be reached and does it greet us (for the operator's health details)? */
  async reachable(): Promise<boolean> {
    return this.transport.verify().then(
      () => true,
      () => false,
    );
  }

  /** The Message-ID a mail of this idempotency key carries on every attempt. */
  messageIdFor(idempotencyKey: string): string {
    return messageIdFor(idempotencyKey, this.from);
  }

  /** Resolves with the Message-ID once the server accepted the mail; rejects on any SMTP failure. */
  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const { envelopeFrom, ...rest } = mail;
    const envelope = envelopeFrom ? { envelope: { from: envelopeFrom, to: mail.to } } : {};
    // A span of its own in the job's trace (nodemailer has no instrumentation); no recipient in it: personal data.
    const info = await inClientSpan(
      'smtp send',
      { 'server.address': this.host, 'server.port': this.port, 'messaging.message.id': mail.messageId ?? '' },
      () => this.transport.sendMail({ from: this.from, ...rest, ...envelope }),
    );
    return { messageId: info.messageId };
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
