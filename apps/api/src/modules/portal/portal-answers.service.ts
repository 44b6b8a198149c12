import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { PortalAnswerResult, PortalRequoteResult } from '@freight/shared';
import type { DeclineQuotationDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { MailQueue } from '../../common/mail/mail.queue.js';
import { AuditService } from '../audit/audit.service.js';
import { OperationOpeningService } from '../operations/operation-opening.service.js';
import { PortalPolicy, type OwnQuotation } from './portal.policy.js';
import { PortalRepository } from './portal.repository.js';
import { isExpired, validUntilOf } from './portal.mappers.js';
import {
  QUOTATION_CLIENT_ANSWERED,
  QUOTATION_REQUOTE_REQUESTED,
  type QuotationClientAnsweredEvent,
  type QuotationRequoteRequestedEvent,
} from './portal.events.js';
import { clientAnswerMail, requoteMail } from './portal-mails.js';
import { portalToday } from './portal-time.js';

/**
 * The client's answer to a sent quotation: accept (APPROVED) or decline with a reason (NOT_APPROVED),
 * once, on a live quotation; accepting also needs it to be within its validity. An expired one can be
 * sent back for a re-quote. Each tells the commercial (notification and e-mail in their language).
 * Where the client's company switch says so, accepting also opens the operation (issue 43).
 */
@Injectable()
export class PortalAnswersService {
  constructor(
    private readonly repo: PortalRepository,
    private readonly policy: PortalPolicy,
    private readonly mail: MailQueue,
    private readonly events: EventEmitter2,
    private readonly opening: OperationOpeningService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  accept(user: AuthUser, key: string): Promise<PortalAnswerResult> {
    return this.answer(user, key, { accepted: true, reason: null, comment: null });
  }

  decline(user: AuthUser, key: string, dto: DeclineQuotationDto): Promise<PortalAnswerResult> {
    return this.answer(user, key, { accepted: false, reason: dto.reason, comment: dto.comment?.trim() || null });
  }

  async requestRequote(user: AuthUser, key: string): Promise<PortalRequoteResult> {
    const q = await this.policy.findOwn(user, key);
    this.assertOpen(q);
    if (!(await this.expired(q))) throw new AppError('QUOTATION_NOT_EXPIRED');
    const [facts, actor] = await this.repo.mailFacts(q.id, user.id);
    const mail = requoteMail(facts.commercial.language, {
      reference: q.reference,
      clientName: facts.client.tradeName,
      by: actor.name,
      url: this.quotationUrl(q.reference),
    });
    const at = await this.repo.transaction(async (tx) => {
      const state = await this.repo.lockForRequote(tx, q.id);
      if (!state.active) throw new AppError('QUOTATION_CANCELLED');
      if (state.status !== 'SENT') throw new AppError('QUOTATION_ALREADY_ANSWERED');
      if (state.requested) throw new AppError('REQUOTE_ALREADY_REQUESTED');
      const event = await this.repo.addEvent(tx, { quotationId: q.id, userId: user.id, kind: 'REQUOTE_REQUESTED' });
      // No column changes, so no trigger records it: the request and its audit row commit together.
      await this.audit.record(
        user,
        'quotation',
        q.id,
        'requote',
        { after: { reference: q.reference, status: state.status } },
        tx,
      );
      await this.mail.enqueue({ to: facts.commercial.email, ...mail, idempotencyKey: `portal-requote:${q.id}` }, tx);
      return event.createdAt;
    });
    this.events.emit(QUOTATION_REQUOTE_REQUESTED, {
      quotationId: q.id,
      reference: q.reference,
      commercialId: q.commercialId,
      userId: user.id,
    } satisfies QuotationRequoteRequestedEvent);
    return { requestedAt: at.toISOString() };
  }

  private async answer(
    user: AuthUser,
    key: string,
    a: Pick<QuotationClientAnsweredEvent, 'accepted' | 'reason' | 'comment'>,
  ): Promise<PortalAnswerResult> {
    const q = await this.policy.findOwn(user, key);
    this.assertOpen(q);
    if (a.accepted && (await this.expired(q))) throw new AppError('QUOTATION_EXPIRED');
    const to = a.accepted ? 'APPROVED' : 'NOT_APPROVED';
    const [facts, actor] = await this.repo.mailFacts(q.id, user.id);
    const clientId = this.policy.clientOf(user);
    const { at, opened } = await this.repo.transaction(async (tx) => {
      // Compare-and-set from SENT: of two concurrent answers exactly one gets here with a row changed.
      // The quotations trigger audits this update (status before/after, the decline reason, the client as
      // actor through updated_by) in this transaction: a service row here would record the answer twice.
      if (!(await this.repo.answer(tx, q.id, clientId, to, user.id, a.reason))) {
        const now = await this.repo.currentState(q.id);
        throw new AppError(now.active ? 'QUOTATION_ALREADY_ANSWERED' : 'QUOTATION_CANCELLED');
      }
      const event = await this.repo.addEvent(tx, {
        quotationId: q.id,
        userId: user.id,
        kind: 'STATUS_UPDATE',
        fromStatus: 'SENT',
        toStatus: to,
        detail: [a.reason, a.comment].filter(Boolean).join(': ') || null,
      });
      // Where the company opens operations on a client's acceptance, the acceptance and its operation commit together.
      const opened =
        a.accepted && (await this.repo.opensOperation(tx, clientId))
          ? await this.opening.openOnClientAcceptance(tx, user, q.id)
          : null;
      const mail = clientAnswerMail(facts.commercial.language, {
        reference: q.reference,
        clientName: facts.client.tradeName,
        by: actor.name,
        ...a,
        operation: opened?.reference ?? null,
        url: this.quotationUrl(q.reference),
      });
      await this.mail.enqueue({ to: facts.commercial.email, ...mail, idempotencyKey: `portal-answer:${q.id}` }, tx);
      return { at: event.createdAt, opened };
    });
    if (opened) this.opening.announceOpened(opened, user);
    this.events.emit(QUOTATION_CLIENT_ANSWERED, {
      quotationId: q.id,
      reference: q.reference,
      commercialId: q.commercialId,
      ...a,
      operation: opened?.reference ?? null,
      userId: user.id,
    } satisfies QuotationClientAnsweredEvent);
    return { status: to, at: at.toISOString(), operation: opened?.reference ?? null };
  }

  private assertOpen(q: OwnQuotation): void {
    if (!q.active) throw new AppError('QUOTATION_CANCELLED');
    if (q.status !== 'SENT') throw new AppError('QUOTATION_ALREADY_ANSWERED');
  }

  private async expired(q: OwnQuotation): Promise<boolean> {
    return isExpired(q, validUntilOf(await this.repo.visibleLines(q.id)), portalToday());
  }

  private quotationUrl(reference: string): string {
    return `${this.config.publicUrl.replace(/\/$/, '')}/mis-cotizaciones/${encodeURIComponent(reference)}`;
  }
}
