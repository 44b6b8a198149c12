import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { findTransition, type QuotationStatus } from '@freight/shared';
import type { ChangeStatusDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { QuotationPolicy } from './quotation.policy.js';
import { QuotationEventsRepository } from './quotation-events.repository.js';
import { QuotationsRepository } from './quotations.repository.js';

export const QUOTATION_STATUS_CHANGED = 'quotation.status_changed';
export type QuotationStatusChangedEvent = {
  quotationId: string;
  reference: string;
  from: QuotationStatus;
  to: QuotationStatus;
  userId: string;
};

@Injectable()
export class QuotationStatusService {
  constructor(
    private readonly quotations: QuotationsRepository,
    private readonly eventLog: QuotationEventsRepository,
    private readonly policy: QuotationPolicy,
    private readonly events: EventEmitter2,
  ) {}

  /** Moves a quotation along one edge of the shared transition table, or refuses with a code. */
  async change(user: AuthUser, reference: string, dto: ChangeStatusDto): Promise<{ status: QuotationStatus }> {
    const q = await this.policy.findVisible(user, reference);
    if (!q.active) throw new AppError('QUOTATION_INACTIVE');
    const transition = findTransition(q.status, dto.status);
    if (!transition) throw new AppError('INVALID_STATUS_TRANSITION', { from: q.status, to: dto.status });
    // Taking, publishing and sending do more than move the status: only their own endpoints may.
    if (transition.via)
      throw new AppError('INVALID_STATUS_TRANSITION', { from: q.status, to: dto.status, via: transition.via });
    const allowed =
      transition.by === 'pricing' ? user.permissions.includes('PRICING') : await this.policy.isCommercialSide(user, q);
    if (!allowed) throw new AppError('FORBIDDEN', { from: q.status, to: dto.status, by: transition.by });
    if (dto.status === 'NOT_APPROVED' && !dto.reason) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'reason', rules: ['requiredWhenNotApproved'] }] });
    }

    await this.quotations.transaction(async (tx) => {
      // Someone else moved it first: the caller must reload rather than overwrite.
      const extra = dto.status === 'NOT_APPROVED' ? { notApprovedReason: dto.reason } : {};
      if (!(await this.quotations.changeStatus(tx, q.id, q.status, dto.status, user.id, extra)))
        throw new AppError('CONFLICT');
      await this.eventLog.add(tx, {
        quotationId: q.id,
        userId: user.id,
        kind: 'STATUS_UPDATE',
        fromStatus: q.status,
        toStatus: dto.status,
        detail: [dto.reason, dto.comment].filter(Boolean).join(': ') || null,
      });
    });
    const event: QuotationStatusChangedEvent = {
      quotationId: q.id,
      reference: q.reference,
      from: q.status,
      to: dto.status,
      userId: user.id,
    };
    this.events.emit(QUOTATION_STATUS_CHANGED, event);
    return { status: dto.status };
  }

  /** Cancels a quotation: it leaves the open lists, and agents' links report it as cancelled. */
  async inactivate(user: AuthUser, reference: string): Promise<void> {
    const q = await this.policy.findVisible(user, reference);
    const allowed = user.permissions.includes('DELETE_QUOTATION') || (await this.policy.isCommercialSide(user, q));
    if (!allowed) throw new AppError('FORBIDDEN');
    await this.quotations.transaction(async (tx) => {
      if (!(await this.quotations.inactivate(tx, q.id, user.id))) throw new AppError('QUOTATION_INACTIVE');
      await this.eventLog.add(tx, { quotationId: q.id, userId: user.id, kind: 'INACTIVATED' });
    });
  }
}
