import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { InboundHealthRepository } from './inbound-health.repository.js';
import { InboundSmtpReceiver } from './inbound-smtp.receiver.js';

export type InboundChannelState = {
  /** A reply mailbox is configured (INBOUND_MAIL_ADDRESS): cost-request mails carry its plus-addresses. */
  enabled: boolean;
  mailbox: string | null;
  /** How mail reaches the portal; `up`: the receiver is listening. */
  channels: { kind: 'smtp'; up: boolean; port: number | null }[];
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async state(): Promise<InboundChannelState> {
    const c = this.config.inbound;
    const q = await this.repo.state();
    const port = this.smtp.port();
    return {
      enabled: !!c?.mailbox,
      mailbox: c?.mailbox ? `${c.mailbox.local}@${c.mailbox.domain}` : null,
      channels: c?.mailbox && c.smtp.enabled ? [{ kind: 'smtp', up: port !== null, port }] : [],
      ...q,
      lastReceivedAt: q.lastReceivedAt?.toISOString() ?? null,
    };
  }
}

/** Degraded: the channel is configured but a receiver is down, or a mail failed every try. */
export const inboundDegraded = (s: InboundChannelState): boolean =>
  s.enabled && (s.channels.some((c) => !c.up) || s.gaveUp > 0);
