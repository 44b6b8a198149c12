import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { randomUUID } from 'node:crypto';
import {
  centsToString,
  chargeTotal,
  decimalToNumber,
  QUANTITY_SCALE,
  UNIT_AMOUNT_SCALE,
  type CostDraftInfo,
  type Currency,
} from '@freight/shared';
import type { CostDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { canPriceService } from '../quotations/pricing-modes.js';
import { COST_RECEIVED, type CostReceivedEvent } from './agent-costs.service.js';
import { CostDraftsRepository, type CostDraftRow, type StoredDraftCost } from './cost-drafts.repository.js';
import { CostsWriter } from './costs-writer.js';
import { costTotals } from './pricing-queue.service.js';

/** A stored draft as the cost form's submission: the exact decimals as the JSON numbers the DTO carries. */
export function draftCostDto(cost: StoredDraftCost): CostDto {
  return {
    description: cost.description,
    validUntil: cost.validUntil ?? undefined,
    route: cost.route ?? undefined,
    transitDays: cost.transitDays ?? undefined,
    freeDays: cost.freeDays ?? undefined,
    carrier: cost.carrier ?? undefined,
    comments: cost.comments ?? undefined,
    charges: cost.charges.map((c) => ({
      chargeCodeId: c.chargeCodeId,
      description: c.description ?? undefined,
      currency: c.currency as Currency,
      amountPerUnit: decimalToNumber(c.amountPerUnit, UNIT_AMOUNT_SCALE),
      quantity: decimalToNumber(c.quantity, QUANTITY_SCALE),
    })),
  };
}

/**
 * Pricing's side of the costs read from the template of a reply by mail (issue 42): listed with the
 * quotation's requests, then confirmed (the cost form's rules apply, and it becomes the agent's cost
 * on that request) or discarded, once.
 */
@Injectable()
export class CostDraftsService {
  constructor(
    private readonly drafts: CostDraftsRepository,
    private readonly writer: CostsWriter,
    private readonly policy: QuotationPolicy,
    private readonly quotations: QuotationRecordsService,
    private readonly events: EventEmitter2,
  ) {}

  async list(user: AuthUser, reference: string): Promise<CostDraftInfo[]> {
    const q = await this.policy.findVisible(user, reference);
    return this.infos(await this.drafts.ofQuotation(q.id));
  }

  async confirm(user: AuthUser, reference: string, id: string): Promise<CostDraftInfo> {
    const { q, draft } = await this.pending(user, reference, id);
    const costs = [draftCostDto(draft.cost as StoredDraftCost)];
    // A code deactivated since the mail arrived fails here as it would in the form.
    const taxed = await this.writer.validate(costs);
    const { providerId } = draft.costRequest;
    await this.drafts.transaction(async (tx) => {
      const batchId = randomUUID();
      if (!(await this.drafts.decide(tx, id, { state: 'CONFIRMED', by: user.id, at: new Date(), batchId })))
        throw new AppError('COST_DRAFT_ALREADY_DECIDED');
      await this.writer.store(
        tx,
        { quotationId: q.id, providerId, costRequestId: draft.costRequestId, userId: user.id },
        costs,
        taxed,
        batchId,
      );
    });
    const event: CostReceivedEvent = { quotationId: q.id, reference: q.reference, providerId, viaLink: false };
    this.events.emit(COST_RECEIVED, event);
    return this.one(id);
  }

  async discard(user: AuthUser, reference: string, id: string): Promise<CostDraftInfo> {
    await this.pending(user, reference, id);
    const done = await this.drafts.transaction((tx) =>
      this.drafts.decide(tx, id, { state: 'DISCARDED', by: user.id, at: new Date() }),
    );
    if (!done) throw new AppError('COST_DRAFT_ALREADY_DECIDED');
    return this.one(id);
  }

  /** A pending draft of a quotation the user may price (else 404, 403 or 409). */
  private async pending(user: AuthUser, reference: string, id: string) {
    const visible = await this.policy.findVisible(user, reference);
    const q = await this.quotations.findDetail(visible.id);
    if (!canPriceService(user, q.service)) throw new AppError('PRICING_MODE_NOT_ALLOWED');
    const draft = await this.drafts.find(id);
    if (!draft || draft.costRequest.quotationId !== q.id) throw new AppError('NOT_FOUND');
    if (draft.state !== 'PENDING') throw new AppError('COST_DRAFT_ALREADY_DECIDED');
    if (!q.active) throw new AppError('QUOTATION_INACTIVE');
    return { q, draft };
  }

  private async one(id: string): Promise<CostDraftInfo> {
    const row = await this.drafts.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await this.infos([row]))[0];
  }

  private async infos(rows: CostDraftRow[]): Promise<CostDraftInfo[]> {
    const costs = rows.map((r) => r.cost as StoredDraftCost);
    const [codes, names] = await Promise.all([
      this.drafts.chargeCodes([...new Set(costs.flatMap((c) => c.charges.map((ch) => ch.chargeCodeId)))]),
      this.drafts.userNames([...new Set(rows.flatMap((r) => (r.decidedBy ? [r.decidedBy] : [])))]),
    ]);
    const codeOf = new Map(codes.map((c) => [c.id, c]));
    return rows.map((r, i) => {
      const cost = costs[i];
      const charges = cost.charges.map((c) => {
        const code = codeOf.get(c.chargeCodeId)!;
        return {
          chargeCode: {
            id: code.id,
            concept: code.concept,
            description: code.description,
            descriptionEn: code.descriptionEn,
            descriptionPt: code.descriptionPt,
          },
          description: c.description,
          currency: c.currency as Currency,
          amountPerUnit: decimalToNumber(c.amountPerUnit, UNIT_AMOUNT_SCALE),
          quantity: decimalToNumber(c.quantity, QUANTITY_SCALE),
          total: decimalToNumber(centsToString(chargeTotal(c)), 2),
        };
      });
      return {
        id: r.id,
        costRequestId: r.costRequestId,
        provider: r.costRequest.provider,
        fileName: r.fileName,
        createdAt: r.createdAt.toISOString(),
        state: r.state,
        decision: r.decidedAt
          ? { at: r.decidedAt.toISOString(), by: (r.decidedBy && names.get(r.decidedBy)) ?? null }
          : null,
        description: cost.description,
        validUntil: cost.validUntil,
        route: cost.route,
        transitDays: cost.transitDays,
        freeDays: cost.freeDays,
        carrier: cost.carrier,
        comments: cost.comments,
        charges,
        totals: costTotals(cost.charges.map((c) => ({ currency: c.currency, total: centsToString(chargeTotal(c)) }))),
      };
    });
  }
}
