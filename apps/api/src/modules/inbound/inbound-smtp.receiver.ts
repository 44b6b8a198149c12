import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { runsJobs } from '../../common/config/process-role.js';
import { InboundMailService } from './inbound-mail.service.js';

/** How often mails left waiting (a crash between storing and processing, a failed try) are taken up again. */
export const INBOUND_SWEEP_MS = 60_000;

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * The portal's own SMTP receiver (issue 42; INBOUND_SMTP_ENABLED): accepts mail for the reply
 * mailbox only, commits the raw bytes to the inbound queue, and only then answers 250. A crash
 * before the commit leaves the sender without a 250, so it retries: nothing accepted is lost.
 */
@Injectable()
export class InboundSmtpReceiver implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(InboundSmtpReceiver.name);
  private server: SMTPServer | null = null;
  private sweep: NodeJS.Timeout | null = null;

  constructor(
    private readonly inbound: InboundMailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const c = this.config.inbound;
    // Mail is received and processed by the worker processes (PROCESS_ROLE), never by API-only ones.
    if (!c?.mailbox || !runsJobs(this.config.processRole)) return;
    // Whatever a previous process stored but did not finish.
    this.inbound.kick();
    this.sweep = setInterval(() => this.inbound.kick(), INBOUND_SWEEP_MS);
    this.sweep.unref();
    if (!c.smtp.enabled) return;
    const { local, domain } = c.mailbox;
    this.server = new SMTPServer({
      name: domain,
      banner: 'freight portal replies',
      authOptional: true,
      // No relaying and no log-in: it only takes mail addressed to the reply mailbox.
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: c.maxBytes,
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const [user, host] = address.address.toLowerCase().split('@');
        const ours = host === domain && (user === local || user.startsWith(`${local}+`));
        callback(ours ? undefined : smtpError('No such mailbox here', 550));
      },
      onData: (stream, session, callback) => void this.accept(stream, session, callback),
    });
    this.server.on('error', (e) => this.logger.warn(`inbound SMTP: ${e.message}`));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(c.smtp.port, c.smtp.host, () => resolve());
    });
    this.logger.log(`inbound SMTP receiver on ${c.smtp.host}:${this.port()}`);
  }

  /** The port it listens on (the configured one, or the one picked for port 0). */
  port(): number | null {
    const address = this.server?.server.address() as AddressInfo | null | undefined;
    return address?.port ?? null;
  }

  private async accept(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (err?: Error | null) => void,
  ): Promise<void> {
    const chunks: Buffer[] = [];
    const limit = this.config.inbound?.maxBytes ?? Infinity;
    let size = 0;
    try {
      // The stream is read to its end (SMTP needs it), but nothing past the limit is kept in memory.
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size <= limit) chunks.push(chunk as Buffer);
      }
    } catch {
      return callback(smtpError('Could not read the message', 451));
    }
    if (stream.sizeExceeded || size > limit) return callback(smtpError('Message too large', 552));
    const from = session.envelope.mailFrom;
    try {
      await this.inbound.receive({
        channel: 'smtp',
        envelopeFrom: from ? from.address || null : null,
        envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks),
      });
    } catch (e) {
      // Not stored: a temporary failure, so the sending server tries again later.
      this.logger.error(`inbound mail not stored: ${(e as Error).message}`);
      return callback(smtpError('Temporary failure, try again later', 451));
    }
    callback();
    this.inbound.kick();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.sweep) clearInterval(this.sweep);
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await this.inbound.idle();
  }
}
