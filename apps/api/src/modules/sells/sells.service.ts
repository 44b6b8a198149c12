import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  centsToString,
  findTransition,
  fixedToString,
  MAX_MARGIN_PERCENT,
  publishTarget,
  SELLS_EDITABLE_STATUSES,
  parseFixed,
  sellLineAmounts,
  type CostComparison,
  type FieldError,
  type PricingSummary,
  type PublishResult,
  type SellsView,
} from '@freight/shared';
import type { PutSellsDto, SellLineDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { QuotationPolicy, type VisibleQuotation } from '../quotations/quotation.policy.js';
import { QUOTATION_STATUS_CHANGED, type QuotationStatusChangedEvent } from '../quotations/quotation-status.service.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { buildComparison } from './cost-comparison.js';
import { pricingSummary } from './pricing-summary.js';
import { clientTotals, staffTotals, toSellLineItem } from './sell-lines.js';
import { outsidePricingModes, SellsAccess } from './sells-access.js';
import { QUOTATION_PUBLISHED, type QuotationPublishedEvent } from './sells.events.js';
import { type NewSellLine, SellsRepository } from './sells.repository.js';

function assertPricesService(user: AuthUser, q: VisibleQuotation): void {
  if (outsidePricingModes(user, q)) throw new AppError('PRICING_MODE_NOT_ALLOWED');
}

@Injectable()
export class SellsService {
  constructor(
    private readonly sells: SellsRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly policy: QuotationPolicy,
    private readonly access: SellsAccess,
    private readonly events: EventEmitter2,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async comparison(user: AuthUser, reference: string): Promise<CostComparison> {
    const q = await this.policy.findVisible(user, reference);
    return buildComparison(await this.sells.costsForComparison(q.id));
  }

  async view(user: AuthUser, reference: string): Promise<SellsView> {
    const q = await this.policy.findVisible(user, reference);
    const rows = await this.sells.lines(q.id);
    const totals = staffTotals(rows, this.config.minMarginPercent);
    return {
      lines: rows.map(toSellLineItem),
      totals,
      clientTotals: clientTotals(rows),
      summary: await this.summaryOf(user, q, totals, rows.length),
    };
  }

  async summary(user: AuthUser, reference: string): Promise<PricingSummary> {
    const q = await this.policy.findVisible(user, reference);
    const rows = await this.sells.lines(q.id);
    return this.summaryOf(user, q, staffTotals(rows, this.config.minMarginPercent), rows.length);
  }

  /** Replaces every sell line; amounts are computed here, never taken from the client. */
  async replace(user: AuthUser, reference: string, dto: PutSellsDto): Promise<SellsView> {
    const q = await this.policy.findVisible(user, reference);
    assertPricesService(user, q);
    const lines = await this.priced(q.id, dto.lines);
    await this.sells.transaction(async (tx) => {
      const s = await this.sells.lockState(tx, q.id);
      if (!s.active) throw new AppError('QUOTATION_INACTIVE');
      if (!SELLS_EDITABLE_STATUSES.includes(s.status)) throw new AppError('SELLS_NOT_EDITABLE', { status: s.status });
      await this.sells.replaceLines(tx, q.id, user.id, lines);
    });
    return this.view(user, reference);
  }

  /**
   * Publishes the sells: the commercial may now send them. Moves PENDING to QUOTED, a re-priced
   * quotation to UPDATED, and starts approval afresh, since an approval was given for other prices.
   */
  async publish(user: AuthUser, reference: string): Promise<PublishResult> {
    const q = await this.policy.findVisible(user, reference);
    assertPricesService(user, q);
    const { from, to, approvalRequired } = await this.sells.transaction(async (tx) => {
      const s = await this.sells.lockState(tx, q.id);
      if (!s.active) throw new AppError('QUOTATION_INACTIVE');
      const rows = await this.sells.lines(q.id, tx);
      if (rows.length === 0) throw new AppError('NOTHING_TO_PUBLISH');
      const target = publishTarget(s.status, s.publishedAt !== null);
      if (!target || (target !== s.status && !findTransition(s.status, target))) {
        throw new AppError('INVALID_STATUS_TRANSITION', { from: s.status, to: target ?? 'QUOTED' });
      }
      const changed = await this.sells.updateState(
        tx,
        q.id,
        { status: s.status },
        {
          status: target,
          publishState: 'PUBLISHED',
          publishedAt: new Date(),
          approvalState: 'NOT_REQUESTED',
          approvalRequestedAt: null,
          approvalDecidedBy: null,
          approvalDecidedAt: null,
          approvalComment: null,
          updatedBy: user.id,
        },
      );
      if (!changed) throw new AppError('CONFLICT');
      if (target !== s.status) {
        await this.quotations.addEvent(tx, {
          quotationId: q.id,
          userId: user.id,
          kind: 'STATUS_UPDATE',
          fromStatus: s.status,
          toStatus: target,
        });
      }
      await this.quotations.addEvent(tx, {
        quotationId: q.id,
        userId: user.id,
        kind: 'SELLS_PUBLISHED',
        toStatus: target,
      });
      // Publishing restarts approval: under the minimum, the commercial must ask for it before sending.
      const belowMinimum = staffTotals(rows, this.config.minMarginPercent).some((t) => t.belowMinimum);
      return { from: s.status, to: target, approvalRequired: belowMinimum };
    });
    if (from !== to) {
      this.events.emit(QUOTATION_STATUS_CHANGED, {
        quotationId: q.id,
        reference: q.reference,
        from,
        to,
        userId: user.id,
      } satisfies QuotationStatusChangedEvent);
    }
    const published: QuotationPublishedEvent = {
      quotationId: q.id,
      reference: q.reference,
      commercialId: q.commercialId,
      status: to,
      userId: user.id,
      approvalRequired,
    };
    this.events.emit(QUOTATION_PUBLISHED, published);
    return { status: to, publishState: 'PUBLISHED', approvalState: 'NOT_REQUESTED' };
  }

  private async summaryOf(
    user: AuthUser,
    q: VisibleQuotation,
    totals: ReturnType<typeof staffTotals>,
    lineCount: number,
  ): Promise<PricingSummary> {
    const s = await this.sells.state(q.id);
    const [who, decidedBy] = await Promise.all([
      this.access.abilities(user, q),
      s.approvalDecidedBy ? this.sells.userRef(s.approvalDecidedBy) : Promise.resolve(null),
    ]);
    return pricingSummary(s, totals, lineCount, this.config.minMarginPercent, who, decidedBy);
  }

  /** Checks the lines against the database (codes, the quotation's own charges) and computes their amounts. */
  private async priced(quotationId: string, lines: SellLineDto[]): Promise<NewSellLine[]> {
    const codeIds = [...new Set(lines.map((l) => l.chargeCodeId))];
    const chargeIds = [...new Set(lines.flatMap((l) => (l.costChargeId ? [l.costChargeId] : [])))];
    const [codes, charges] = await Promise.all([
      this.sells.chargeCodes(codeIds),
      this.sells.costChargesOf(quotationId, chargeIds),
    ]);
    const taxed = new Map(codes.map((c) => [c.id, c.taxed]));
    const ownCharges = new Set(charges.map((c) => c.id));
    const problems: FieldError[] = [];
    const result = lines.map((l, i): NewSellLine | null => {
      const field = (name: string, rule: string, params?: FieldError['params']) =>
        problems.push({ field: `lines.${i}.${name}`, rules: [rule], ...(params ? { params } : {}) });
      if (!taxed.has(l.chargeCodeId)) field('chargeCodeId', 'notFound');
      if (l.costChargeId && !ownCharges.has(l.costChargeId)) field('costChargeId', 'notFound');
      if (l.marginKind === 'AMOUNT' && parseFixed(l.marginValue, 4) % 100n !== 0n)
        field('marginValue', 'maxDecimalPlaces', { max: 2 });
      if (l.marginKind === 'PERCENT' && l.marginValue > MAX_MARGIN_PERCENT)
        field('marginValue', 'max', { max: MAX_MARGIN_PERCENT });
      if (!taxed.has(l.chargeCodeId)) return null;
      const a = sellLineAmounts({ ...l, taxed: taxed.get(l.chargeCodeId)! });
      if (a.sell < 0n) field('marginValue', 'sellBelowZero');
      return {
        index: i,
        costChargeId: l.costChargeId ?? null,
        chargeCodeId: l.chargeCodeId,
        description: l.description,
        currency: l.currency,
        costAmount: centsToString(a.cost),
        marginKind: l.marginKind,
        marginValue: fixedToString(parseFixed(l.marginValue, 4), 4),
        sellAmount: centsToString(a.sell),
        taxAmount: centsToString(a.tax),
        clientVisible: l.clientVisible,
      };
    });
    if (problems.length) throw new AppError('VALIDATION_FAILED', { fields: problems });
    return result.filter((l): l is NewSellLine => l !== null);
  }
}
