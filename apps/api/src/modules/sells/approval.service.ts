import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { ApprovalState } from '@freight/shared';
import type { DecideApprovalDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { staffTotals } from './sell-lines.js';
import { SellsAccess } from './sells-access.js';
import {
  QUOTATION_APPROVAL_DECIDED,
  QUOTATION_APPROVAL_REQUESTED,
  type QuotationApprovalDecidedEvent,
  type QuotationApprovalRequestedEvent,
} from './sells.events.js';
import { SellsRepository } from './sells.repository.js';

/** Below the minimum margin the commercial asks a manager to approve the prices before sending them. */
@Injectable()
export class ApprovalService {
  constructor(
    private readonly sells: SellsRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly policy: QuotationPolicy,
    private readonly access: SellsAccess,
    private readonly events: EventEmitter2,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How many sell lines the quotation has and whether some currency's margin is under the minimum. */
  async marginCheck(quotationId: string, tx?: Tx): Promise<{ lineCount: number; belowMinimum: boolean }> {
    const rows = await this.sells.lines(quotationId, tx);
    return {
      lineCount: rows.length,
      belowMinimum: staffTotals(rows, this.config.minMarginPercent).some((t) => t.belowMinimum),
    };
  }

  async request(user: AuthUser, reference: string): Promise<{ approvalState: ApprovalState }> {
    const q = await this.policy.findVisible(user, reference);
    if (!(await this.policy.isCommercialSide(user, q))) throw new AppError('FORBIDDEN');
    await this.sells.transaction(async (tx) => {
      const s = await this.sells.lockState(tx, q.id);
      if (!s.active) throw new AppError('QUOTATION_INACTIVE');
      if (s.publishState !== 'PUBLISHED') throw new AppError('NOT_PUBLISHED');
      if (!(await this.marginCheck(q.id, tx)).belowMinimum) throw new AppError('APPROVAL_NOT_REQUIRED');
      // A rejection stands until pricing re-prices (publishing again resets approval).
      if (s.approvalState === 'REJECTED') throw new AppError('APPROVAL_REJECTED');
      if (s.approvalState !== 'NOT_REQUESTED')
        throw new AppError('APPROVAL_ALREADY_REQUESTED', { approvalState: s.approvalState });
      const ok = await this.sells.updateState(
        tx,
        q.id,
        { approvalState: 'NOT_REQUESTED' },
        { approvalState: 'REQUESTED', approvalRequestedAt: new Date(), updatedBy: user.id },
      );
      if (!ok) throw new AppError('CONFLICT');
      await this.quotations.addEvent(tx, { quotationId: q.id, userId: user.id, kind: 'APPROVAL_REQUESTED' });
    });
    const event: QuotationApprovalRequestedEvent = {
      quotationId: q.id,
      reference: q.reference,
      commercialId: q.commercialId,
      userId: user.id,
    };
    this.events.emit(QUOTATION_APPROVAL_REQUESTED, event);
    return { approvalState: 'REQUESTED' };
  }

  async decide(user: AuthUser, reference: string, dto: DecideApprovalDto): Promise<{ approvalState: ApprovalState }> {
    const q = await this.policy.findVisible(user, reference);
    if (!(await this.access.isManagerOfCommercial(user, q))) throw new AppError('FORBIDDEN');
    const decision: ApprovalState = dto.approve ? 'APPROVED' : 'REJECTED';
    const comment = dto.comment || null;
    await this.sells.transaction(async (tx) => {
      const s = await this.sells.lockState(tx, q.id);
      if (!s.active) throw new AppError('QUOTATION_INACTIVE');
      if (s.approvalState !== 'REQUESTED')
        throw new AppError('APPROVAL_NOT_REQUESTED', { approvalState: s.approvalState });
      const ok = await this.sells.updateState(
        tx,
        q.id,
        { approvalState: 'REQUESTED' },
        {
          approvalState: decision,
          approvalDecidedBy: user.id,
          approvalDecidedAt: new Date(),
          approvalComment: comment,
          updatedBy: user.id,
        },
      );
      if (!ok) throw new AppError('CONFLICT');
      await this.quotations.addEvent(tx, {
        quotationId: q.id,
        userId: user.id,
        kind: dto.approve ? 'APPROVAL_APPROVED' : 'APPROVAL_REJECTED',
        detail: comment,
      });
    });
    const event: QuotationApprovalDecidedEvent = {
      quotationId: q.id,
      reference: q.reference,
      commercialId: q.commercialId,
      approved: dto.approve,
      comment,
      userId: user.id,
    };
    this.events.emit(QUOTATION_APPROVAL_DECIDED, event);
    return { approvalState: decision };
  }
}
