import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { InboundHealthRepository } from './inbound-health.repository.js';
import { InboundImapPoller } from './inbound-imap.poller.js';
import { InboundSmtpReceiver } from './inbound-smtp.receiver.js';

export type InboundChannelState = {
  /** A reply mailbox is configured (INBOUND_MAIL_ADDRESS): cost-request mails carry its plus-addresses. */
  enabled: boolean;
  mailbox: string | null;
  /** How mail reaches the portal; `up`: the SMTP receiver is listening, or the IMAP mailbox is open. */
  channels: (
    | { kind: 'smtp'; up: boolean; port: number | null }
    | {
        kind: 'imap';
        up: boolean;
        lastPassAt: string | null;
        lastError: string | null;
        lastErrorAt: string | null;
        stored: number;
        tooLarge: number;
      }
  )[];
  lastReceivedAt: string | null;
  waiting: number;
  failing: number;
  gaveUp: number;
  lastError: string | null;
  held: number;
};

/** The inbound channel's state for /health/details: configuration, receivers and the queue. */
@Injectable()
export class InboundHealth {
  constructor(
    private readonly repo: InboundHealthRepository,
    private readonly smtp: InboundSmtpReceiver,
    private readonly imap: InboundImapPoller,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async state(): Promise<InboundChannelState> {
    const c = this.config.inbound;
    const q = await this.repo.state();
    const port = this.smtp.port();
    const imap = c?.mailbox ? this.imap.status() : null;
    return {
      enabled: !!c?.mailbox,
      mailbox: c?.mailbox ? `${c.mailbox.local}@${c.mailbox.domain}` : null,
      channels: [
        ...(c?.mailbox && c.smtp.enabled ? [{ kind: 'smtp' as const, up: port !== null, port }] : []),
        ...(imap
          ? [
              {
                kind: 'imap' as const,
                up: imap.connected,
                lastPassAt: imap.lastPassAt?.toISOString() ?? null,
                lastError: imap.lastError,
                lastErrorAt: imap.lastErrorAt?.toISOString() ?? null,
                stored: imap.stored,
                tooLarge: imap.tooLarge,
              },
            ]
          : []),
      ],
      ...q,
      lastReceivedAt: q.lastReceivedAt?.toISOString() ?? null,
    };
  }
}

/** Degraded: the channel is configured but a receiver is down, or a mail failed every try. */
export const inboundDegraded = (s: InboundChannelState): boolean =>
  s.enabled && (s.channels.some((c) => !c.up) || s.gaveUp > 0);
