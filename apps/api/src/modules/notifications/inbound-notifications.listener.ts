import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { INBOUND_MAIL_NOTIFICATION_KEY } from '@freight/shared';
import { INBOUND_MAIL_STORED, type InboundMailStoredEvent } from '../inbound/inbound-notices.js';
import type { NotificationTopic } from './notification-texts.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

const TOPIC: Partial<Record<InboundMailStoredEvent['kind'], 'costReplyByMail' | 'costReplyHeld' | 'agentMailBounced'>> =
  {
    REPLY: 'costReplyByMail',
    HELD_STRANGER: 'costReplyHeld',
    HELD_SUBJECT: 'costReplyHeld',
    FLAGGED_CLOSED: 'costReplyHeld',
    BOUNCE: 'agentMailBounced',
  };

/**
 * Tells pricing about mail received for its cost requests (issue 42): the analyst who took the
 * quotation, else everyone pricing its mode; a mail no request was found for, everyone holding the
 * triage permission (its push reloads the triage list on screen). Automatic replies tell nobody.
 */
@Injectable()
export class InboundNotificationsListener {
  private readonly logger = new Logger(InboundNotificationsListener.name);

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  @OnEvent(INBOUND_MAIL_STORED, { async: true, promisify: true })
  async onStored(e: InboundMailStoredEvent): Promise<void> {
    if (e.kind === 'UNMATCHED') return this.unmatched(e);
    const kind = TOPIC[e.kind];
    if (!kind || !e.quotationId) return;
    try {
      const [q, provider] = await Promise.all([
        this.repo.quotationFacts(e.quotationId),
        e.providerId ? this.repo.providerName(e.providerId) : Promise.resolve(null),
      ]);
      if (!q) return;
      const recipients = q.pricingUserId
        ? await this.repo.recipients([q.pricingUserId])
        : await this.repo.pricingUsersFor(q.service);
      const base = { reference: q.reference, provider: provider ?? '—' };
      const topic: NotificationTopic =
        kind === 'agentMailBounced' ? { kind, ...base, address: e.address ?? '—' } : { kind, ...base };
      await this.notifications.notify(recipients, topic, null);
    } catch (err) {
      this.logger.error(`notifying ${e.kind} failed: ${(err as Error).message}`);
    }
  }

  private async unmatched(e: InboundMailStoredEvent): Promise<void> {
    try {
      const recipients = await this.repo.holdersOf('PRICING_INBOUND_MAIL');
      const topic: NotificationTopic = {
        kind: 'inboundMailUnmatched',
        reference: INBOUND_MAIL_NOTIFICATION_KEY,
        from: e.from ?? '—',
        subject: e.subject || '—',
        // Whole megabytes, rounded up: a number with no decimal separator reads the same in every language.
        ...(e.tooLargeBytes ? { tooLarge: `${Math.ceil(e.tooLargeBytes / 1_048_576)} MB` } : {}),
      };
      await this.notifications.notify(recipients, topic, null);
    } catch (err) {
      this.logger.error(`notifying an unmatched mail failed: ${(err as Error).message}`);
    }
  }
}
