import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  centsByCurrency,
  centsToNumber,
  decimalToNumber,
  QUANTITY_SCALE,
  toCents,
  UNIT_AMOUNT_SCALE,
  type CostInfo,
  type Currency,
  type DecimalLike,
} from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { canPriceService } from '../quotations/pricing-modes.js';
import { QUOTATION_STATUS_CHANGED, type QuotationStatusChangedEvent } from '../quotations/quotation-status.service.js';
import { PricingRepository } from './pricing.repository.js';

/** A cost's total per currency: the exact sum of its stored lines' cents, as JSON numbers. */
export function costTotals(charges: readonly { currency: string; total: DecimalLike }[]): CostInfo['totals'] {
  const totals: CostInfo['totals'] = {};
  for (const t of centsByCurrency(
    charges.map((ch) => ({ currency: ch.currency as Currency, cents: toCents(ch.total) })),
  ))
    totals[t.currency] = centsToNumber(t.cents);
  return totals;
}

@Injectable()
export class PricingQueueService {
  constructor(
    private readonly pricing: PricingRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly policy: QuotationPolicy,
    private readonly events: EventEmitter2,
  ) {}

  /** Taking a new request assigns it to the pricing user and moves it to PENDING. */
  async take(user: AuthUser, reference: string): Promise<void> {
    const visible = await this.policy.findVisible(user, reference);
    const q = await this.quotations.findDetail(visible.id);
    if (!canPriceService(user, q.service)) throw new AppError('PRICING_MODE_NOT_ALLOWED');
    if (!q.active) throw new AppError('QUOTATION_INACTIVE');
    if (q.status !== 'REQUESTED') throw new AppError('INVALID_STATUS_TRANSITION', { from: q.status, to: 'PENDING' });
    await this.pricing.transaction(async (tx) => {
      // Two pricing users taking the same request: the second finds it no longer REQUESTED.
      if (!(await this.pricing.take(tx, q.id, user.id))) throw new AppError('CONFLICT');
      await this.quotations.addEvent(tx, {
        quotationId: q.id,
        userId: user.id,
        kind: 'STATUS_UPDATE',
        fromStatus: 'REQUESTED',
        toStatus: 'PENDING',
      });
    });
    const event: QuotationStatusChangedEvent = {
      quotationId: q.id,
      reference: q.reference,
      from: 'REQUESTED',
      to: 'PENDING',
      userId: user.id,
    };
    this.events.emit(QUOTATION_STATUS_CHANGED, event);
  }

  /** Every cost received for the quotation, with totals per currency, for the side-by-side comparison. */
  async costs(user: AuthUser, reference: string): Promise<CostInfo[]> {
    const q = await this.policy.findVisible(user, reference);
    return (await this.pricing.costsOf(q.id)).map((c) => {
      const charges = c.charges.map((ch) => ({
        id: ch.id,
        index: ch.index,
        chargeCode: ch.chargeCode,
        description: ch.description,
        currency: ch.currency as Currency,
        amountPerUnit: decimalToNumber(ch.amountPerUnit, UNIT_AMOUNT_SCALE),
        quantity: decimalToNumber(ch.quantity, QUANTITY_SCALE),
        rangeBasis: ch.rangeBasis,
        rangeFrom: ch.rangeFrom === null ? null : decimalToNumber(ch.rangeFrom, QUANTITY_SCALE),
        rangeTo: ch.rangeTo === null ? null : decimalToNumber(ch.rangeTo, QUANTITY_SCALE),
        total: centsToNumber(toCents(ch.total)),
      }));
      const totals = costTotals(c.charges);
      return {
        id: c.id,
        batchId: c.batchId,
        provider: c.provider,
        viaLink: c.costRequestId !== null,
        description: c.description,
        validUntil: c.validUntil?.toISOString().slice(0, 10) ?? null,
        route: c.route,
        transitDays: c.transitDays,
        freeDays: c.freeDays,
        carrier: c.carrier,
        comments: c.comments,
        charges,
        totals,
        createdAt: c.createdAt.toISOString(),
      };
    });
  }
}
