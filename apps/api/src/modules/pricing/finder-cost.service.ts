import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { randomUUID } from 'node:crypto';
import { COMPANY_TIME_ZONE, SELLS_EDITABLE_STATUSES } from '@freight/shared';
import type { ApplyFinderRateDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { todayIn } from '../../common/time/zoned-dates.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { canPriceService } from '../quotations/pricing-modes.js';
import { costTermsOfRate, finderCostLines, storedCostCharge } from '../rates/finder/finder-lines.js';
import { RateFinderService } from '../rates/finder/rate-finder.service.js';
import { laneOf, shipmentOf } from '../rules/rule-facts.js';
import { COST_RECEIVED, type CostReceivedEvent } from './agent-costs.service.js';
import { PricingRepository, type NewCost } from './pricing.repository.js';

/**
 * Pricing makes a rate-finder option a quotation's cost: the rate is priced again, on the day, for
 * the quotation's own lane and cargo (never for figures the browser sends), and stored as one cost
 * from its carrier with its lines (surcharges included), like an agent's answer. The sells are not
 * touched: pricing builds them from the costs and publishes as for any cost.
 */
@Injectable()
export class FinderCostService {
  constructor(
    private readonly pricing: PricingRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly policy: QuotationPolicy,
    private readonly finder: RateFinderService,
    private readonly events: EventEmitter2,
  ) {}

  async apply(user: AuthUser, reference: string, dto: ApplyFinderRateDto): Promise<void> {
    const visible = await this.policy.findVisible(user, reference);
    const q = await this.quotations.findDetail(visible.id);
    if (!canPriceService(user, q.service)) throw new AppError('PRICING_MODE_NOT_ALLOWED');
    if (!q.active) throw new AppError('QUOTATION_INACTIVE');
    // The statuses in which pricing works the quotation's costs into sells: taken and not yet closed.
    if (!SELLS_EDITABLE_STATUSES.includes(q.status))
      throw new AppError('QUOTATION_NOT_PRICEABLE', { status: q.status });
    const lane = laneOf(q);
    if (!lane) throw new AppError('RATE_FINDER_NO_LANE');
    const day = dto.day ?? todayIn(COMPANY_TIME_ZONE);
    const priced = await this.finder.priced(lane, shipmentOf(q), day);
    const option = priced.options.find((o) => o.rate.id === dto.rateId);
    if (!option) throw new AppError('RATE_FINDER_RATE_UNAVAILABLE');
    const { rate } = option;
    const cost: NewCost = {
      quotationId: q.id,
      ...costTermsOfRate(rate),
      costRequestId: null,
      batchId: randomUUID(),
      createdBy: user.id,
      charges: finderCostLines(option).map(storedCostCharge),
    };
    await this.pricing.transaction(async (tx) => {
      await this.pricing.insertCosts(tx, [cost]);
      await this.quotations.addEvent(tx, {
        quotationId: q.id,
        userId: user.id,
        kind: 'COST_RECEIVED',
        detail: `${rate.carrier.name} — ${rate.carrier.code} · ${rate.description} (v${rate.version}, ${day})`,
      });
    });
    const event: CostReceivedEvent = {
      quotationId: q.id,
      reference: q.reference,
      providerId: rate.carrier.id,
      viaLink: false,
    };
    this.events.emit(COST_RECEIVED, event);
  }
}
