import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ImapFlow } from 'imapflow';
import { APP_CONFIG, type AppConfig, type ImapConfig } from '../../common/config/app-config.js';
import { runsJobs } from '../../common/config/process-role.js';
import { envelopeOf } from './imap-envelope.js';
import { InboundImapRepository } from './inbound-imap.repository.js';
import { InboundMailService } from './inbound-mail.service.js';

/** What /health/details shows of the IMAP channel. */
export type ImapChannelState = {
  connected: boolean;
  lastPassAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  /** Mails stored since the process started. */
  stored: number;
  /** Mails larger than INBOUND_MAX_BYTES: only their headers were read (a stub in triage). */
  tooLarge: number;
};

const MAX_BACKOFF_MS = 60_000;

/** imapflow's errors say "Command failed" and keep the server's own words beside it. */
const describe = (e: unknown) => {
  const { message, responseText } = e as { message: string; responseText?: string };
  return responseText ? `${message}: ${responseText}` : message;
};
const DAY_MS = 86_400_000;

/**
 * Reads agents' replies from the company's mailbox over IMAP (issue 42; INBOUND_IMAP_HOST), the other
 * way in beside the SMTP receiver. The folder is opened read-only: the portal never changes flags, so
 * people reading the same mailbox see it as before. Each mail is committed to the inbound queue with
 * the mailbox's cursor (InboundImapRepository) and then processed by the one ingestion path; IDLE
 * news and a periodic look start a pass, and a dropped connection is opened again with a backoff.
 */
@Injectable()
export class InboundImapPoller implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(InboundImapPoller.name);
  private readonly state: ImapChannelState = {
    connected: false,
    lastPassAt: null,
    lastError: null,
    lastErrorAt: null,
    stored: 0,
    tooLarge: 0,
  };
  private stopped = false;
  private loop: Promise<void> | null = null;
  private client: ImapFlow | null = null;
  private wake: (() => void) | null = null;
  private news = false;

  constructor(
    private readonly repo: InboundImapRepository,
    private readonly inbound: InboundMailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const imap = this.config.inbound?.imap;
    if (imap && this.config.inbound?.mailbox && runsJobs(this.config.processRole)) this.loop = this.run(imap);
  }

  /** The channel's state, or null when IMAP is not configured. */
  status(): ImapChannelState | null {
    return this.config.inbound?.imap ? { ...this.state } : null;
  }

  private async run(c: ImapConfig): Promise<void> {
    let backoff = 1000;
    while (!this.stopped) {
      try {
        await this.session(c);
        backoff = 1000;
      } catch (e) {
        if (this.stopped) break;
        this.state.lastError = describe(e);
        this.state.lastErrorAt = new Date();
        this.logger.warn(`inbound IMAP ${c.host}: ${this.state.lastError}`);
      }
      this.state.connected = false;
      if (!this.stopped) await this.pause(backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }

  /** One connection: passes until it closes or the process stops. */
  private async session(c: ImapConfig): Promise<void> {
    const client = new ImapFlow({
      host: c.host,
      port: c.port,
      secure: c.secure,
      auth: { user: c.user, pass: c.password },
      logger: false,
      connectionTimeout: 30_000,
      greetingTimeout: 15_000,
      socketTimeout: 10 * 60_000,
    });
    let closed = false;
    client.on('error', (e: Error) => this.logger.warn(`inbound IMAP: ${e.message}`));
    client.on('close', () => {
      closed = true;
      this.nudge();
    });
    client.on('exists', () => this.nudge());
    this.client = client;
    try {
      await client.connect();
      await client.mailboxOpen(c.mailbox, { readOnly: true });
      this.state.connected = true;
      while (!this.stopped && !closed) {
        await this.pass(client, c);
        // IDLE at once (imapflow would wait 15 s first): the server tells of a new mail as it lands ('exists');
        // the next command ends it. A server without IDLE is asked with NOOP instead, as imapflow does.
        if (!this.news) void client.idle().catch(() => undefined);
        if (!this.news) await this.pause(c.pollMs);
        this.news = false;
      }
    } finally {
      this.client = null;
      if (!closed) await client.logout().catch(() => client.close());
    }
    if (!this.stopped) throw new Error('connection closed by the server');
  }

  /** Stores every mail past the cursor, in UID order (so the cursor only moves forward). */
  private async pass(client: ImapFlow, c: ImapConfig): Promise<void> {
    const box = client.mailbox;
    if (!box) throw new Error(`mailbox ${c.mailbox} is not open`);
    const key = `${c.user}@${c.host}/${c.mailbox}`;
    const validity = BigInt(box.uidValidity);
    const cursor = await this.repo.cursor(key);
    const from = cursor && cursor.uidValidity === validity ? cursor.lastUid : null;
    const found =
      from !== null
        ? await client.search({ uid: `${from + 1n}:*` }, { uid: true })
        : await client.search(
            c.sinceDays > 0 ? { since: new Date(Date.now() - c.sinceDays * DAY_MS) } : { uid: `${box.uidNext}:*` },
            { uid: true },
          );
    // "n:*" also names the last message when n is past it (RFC 3501): only UIDs past the cursor count.
    const uids = (found || []).filter((u) => (from === null ? true : BigInt(u) > from)).sort((a, b) => a - b);
    const max = this.config.inbound?.maxBytes ?? Infinity;
    for (const uid of uids) {
      if (this.stopped) return;
      const head = await client.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
      // Expunged meanwhile (false): passed over, the cursor moves on. Larger than the limit: only its
      // headers are read, and stored as a stub that waits in triage (nothing disappears silently).
      const fits = head && (head.size ?? 0) <= max;
      if (head && !fits) {
        this.state.tooLarge++;
        this.logger.warn(
          `inbound IMAP: UID ${uid} (${head.size} bytes) is larger than INBOUND_MAX_BYTES; headers only`,
        );
      }
      const message = head
        ? await client.fetchOne(String(uid), fits ? { uid: true, source: true } : { uid: true, headers: true }, {
            uid: true,
          })
        : null;
      const bytes = message ? (fits ? message.source : message.headers) : undefined;
      const raw = bytes ? new Uint8Array(bytes) : null;
      const mail = raw
        ? { ...envelopeOf(raw), raw, ...(fits ? {} : { tooLargeBytes: head ? (head.size ?? 0) : 0 }) }
        : null;
      if (await this.repo.store(key, validity, uid, mail)) {
        this.state.stored++;
        this.inbound.kick();
      }
    }
    this.state.lastPassAt = new Date();
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wake = done;
    });
  }

  private nudge(): void {
    this.news = true;
    this.wake?.();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.client?.logout().catch(() => this.client?.close());
    await this.loop;
  }
}
