import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Limiter } from '../../common/concurrency/limiter.js';
import type { QuotationStatus } from '@freight/shared';
import {
  COST_DECLINED,
  COST_RECEIVED,
  type CostDeclinedEvent,
  type CostReceivedEvent,
} from '../pricing/agent-costs.service.js';
import { COST_QUESTION_ASKED, type CostQuestionAskedEvent } from '../pricing/agent-exchange.service.js';
import { QUOTATION_CREATED, type QuotationCreatedEvent } from '../quotations/quotation-requests.service.js';
import { QUOTATION_STATUS_CHANGED, type QuotationStatusChangedEvent } from '../quotations/quotation-status.service.js';
import {
  QUOTATION_APPROVAL_DECIDED,
  QUOTATION_APPROVAL_REQUESTED,
  QUOTATION_PUBLISHED,
  type QuotationApprovalDecidedEvent,
  type QuotationApprovalRequestedEvent,
  type QuotationPublishedEvent,
} from '../sells/sells.events.js';
import {
  QUOTATION_CLIENT_ANSWERED,
  QUOTATION_REQUOTE_REQUESTED,
  type QuotationClientAnsweredEvent,
  type QuotationRequoteRequestedEvent,
} from '../portal/portal.events.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** Notification work at once per instance: a burst of requests keeps the connection pool. */
const CONCURRENT_WORK = 2;

/** Statuses only publishing reaches: the "priced" notification already tells the commercial. */
const REACHED_BY_PUBLISH: readonly QuotationStatus[] = ['QUOTED', 'UPDATED'];

/**
 * Who is told what (issue 6): pricing users of the mode about new requests and agents' costs;
 * the commercial about pricing, approval decisions and status changes by others; managers about
 * approval requests. Runs after the change is committed and never fails the request that caused it.
 */
@Injectable()
export class QuotationNotificationsListener {
  private readonly logger = new Logger(QuotationNotificationsListener.name);
  private readonly limiter = new Limiter(CONCURRENT_WORK);

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  @OnEvent(QUOTATION_CREATED, { async: true })
  onCreated(e: QuotationCreatedEvent): Promise<void> {
    return this.safely(QUOTATION_CREATED, async () => {
      const [q, by] = await Promise.all([this.repo.quotationFacts(e.quotationId), this.actorName(e.userId)]);
      if (!q) return;
      const lane = [q.originName ?? q.originCode, q.destinationName ?? q.destinationCode].filter(Boolean).join(' → ');
      const recipients = await this.repo.pricingUsersFor(q.service);
      await this.notifications.notify(
        recipients,
        { kind: 'newRequest', reference: q.reference, service: q.service, lane, by },
        e.userId,
      );
    });
  }

  @OnEvent(COST_RECEIVED, { async: true })
  onCostReceived(e: CostReceivedEvent): Promise<void> {
    // Costs typed by pricing on an agent's behalf tell nobody: the person who typed them knows.
    if (!e.viaLink) return Promise.resolve();
    return this.safely(COST_RECEIVED, async () => {
      const [q, provider] = await Promise.all([
        this.repo.quotationFacts(e.quotationId),
        this.repo.providerName(e.providerId),
      ]);
      if (!q) return;
      // The pricing user who took the request; while nobody has, everyone pricing its mode.
      const recipients = q.pricingUserId
        ? await this.repo.recipients([q.pricingUserId])
        : await this.repo.pricingUsersFor(q.service);
      await this.notifications.notify(
        recipients,
        { kind: 'costsReceived', reference: q.reference, provider: provider ?? '—' },
        null,
      );
    });
  }

  @OnEvent(COST_DECLINED, { async: true })
  onCostDeclined(e: CostDeclinedEvent): Promise<void> {
    return this.safely(COST_DECLINED, async () => {
      const [q, provider] = await Promise.all([
        this.repo.quotationFacts(e.quotationId),
        this.repo.providerName(e.providerId),
      ]);
      if (!q) return;
      const recipients = q.pricingUserId
        ? await this.repo.recipients([q.pricingUserId])
        : await this.repo.pricingUsersFor(q.service);
      await this.notifications.notify(
        recipients,
        { kind: 'costsDeclined', reference: q.reference, provider: provider ?? '—', reason: e.reason, text: e.text },
        null,
      );
    });
  }

  @OnEvent(COST_QUESTION_ASKED, { async: true })
  onCostQuestion(e: CostQuestionAskedEvent): Promise<void> {
    return this.safely(COST_QUESTION_ASKED, async () => {
      const [q, provider] = await Promise.all([
        this.repo.quotationFacts(e.quotationId),
        this.repo.providerName(e.providerId),
      ]);
      if (!q) return;
      const recipients = q.pricingUserId
        ? await this.repo.recipients([q.pricingUserId])
        : await this.repo.pricingUsersFor(q.service);
      await this.notifications.notify(
        recipients,
        { kind: 'costQuestion', reference: q.reference, provider: provider ?? '—', question: e.question },
        null,
      );
    });
  }

  @OnEvent(QUOTATION_PUBLISHED, { async: true })
  onPublished(e: QuotationPublishedEvent): Promise<void> {
    return this.safely(QUOTATION_PUBLISHED, async () => {
      const [recipients, by] = await Promise.all([this.repo.recipients([e.commercialId]), this.actorName(e.userId)]);
      await this.notifications.notify(
        recipients,
        { kind: 'priced', reference: e.reference, status: e.status, by, approvalRequired: e.approvalRequired === true },
        e.userId,
      );
    });
  }

  @OnEvent(QUOTATION_APPROVAL_REQUESTED, { async: true })
  onApprovalRequested(e: QuotationApprovalRequestedEvent): Promise<void> {
    return this.safely(QUOTATION_APPROVAL_REQUESTED, async () => {
      const [recipients, by] = await Promise.all([this.repo.managersOf(e.commercialId), this.actorName(e.userId)]);
      await this.notifications.notify(recipients, { kind: 'approvalRequested', reference: e.reference, by }, e.userId);
    });
  }

  @OnEvent(QUOTATION_APPROVAL_DECIDED, { async: true })
  onApprovalDecided(e: QuotationApprovalDecidedEvent): Promise<void> {
    return this.safely(QUOTATION_APPROVAL_DECIDED, async () => {
      const [recipients, by] = await Promise.all([this.repo.recipients([e.commercialId]), this.actorName(e.userId)]);
      await this.notifications.notify(
        recipients,
        { kind: 'approvalDecided', reference: e.reference, approved: e.approved, comment: e.comment, by },
        e.userId,
      );
    });
  }

  @OnEvent(QUOTATION_STATUS_CHANGED, { async: true })
  onStatusChanged(e: QuotationStatusChangedEvent): Promise<void> {
    if (REACHED_BY_PUBLISH.includes(e.to)) return Promise.resolve();
    return this.safely(QUOTATION_STATUS_CHANGED, async () => {
      const q = await this.repo.quotationFacts(e.quotationId);
      if (!q || q.commercialId === e.userId) return;
      const [recipients, by] = await Promise.all([this.repo.recipients([q.commercialId]), this.actorName(e.userId)]);
      await this.notifications.notify(
        recipients,
        { kind: 'statusChanged', reference: e.reference, from: e.from, to: e.to, by },
        e.userId,
      );
    });
  }

  /** A client accepted or declined on the portal: the quotation's commercial is told (the e-mail goes with the answer). */
  @OnEvent(QUOTATION_CLIENT_ANSWERED, { async: true })
  onClientAnswered(e: QuotationClientAnsweredEvent): Promise<void> {
    return this.safely(QUOTATION_CLIENT_ANSWERED, async () => {
      const [recipients, by] = await Promise.all([this.repo.recipients([e.commercialId]), this.actorName(e.userId)]);
      await this.notifications.notify(
        recipients,
        {
          kind: 'clientAnswered',
          reference: e.reference,
          accepted: e.accepted,
          reason: e.reason,
          comment: e.comment,
          by,
          operation: e.operation,
        },
        e.userId,
      );
    });
  }

  @OnEvent(QUOTATION_REQUOTE_REQUESTED, { async: true })
  onRequoteRequested(e: QuotationRequoteRequestedEvent): Promise<void> {
    return this.safely(QUOTATION_REQUOTE_REQUESTED, async () => {
      const [recipients, by] = await Promise.all([this.repo.recipients([e.commercialId]), this.actorName(e.userId)]);
      await this.notifications.notify(recipients, { kind: 'requoteRequested', reference: e.reference, by }, e.userId);
    });
  }

  /** Notification work started or waiting: 0 once every event so far has told whoever it tells (tests wait on it). */
  get pendingWork(): number {
    return this.limiter.pending;
  }

  private async actorName(userId: string): Promise<string> {
    return (await this.repo.userName(userId)) ?? '—';
  }

  private async safely(event: string, work: () => Promise<void>): Promise<void> {
    try {
      await this.limiter.run(work);
    } catch (err) {
      this.logger.error(`Notifications for ${event} failed: ${(err as Error).message}`);
    }
  }
}
