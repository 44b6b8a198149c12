import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { chargeCodeName, isLanguage, type AgentCostContext, type CostDeclineReason } from '@freight/shared';
import type { AgentQuoteDto, DeclineCostRequestDto, SubmitCostsDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { canPriceService } from '../quotations/pricing-modes.js';
import { COMPANY_NAMES } from '../sells/quotation-pdf/pdf-texts.js';
import type { AgentLinkClaims } from './agent-link.service.js';
import { AgentExchangeRepository, toFileInfo, toQuestionInfo } from './agent-exchange.repository.js';
import { CostsWriter } from './costs-writer.js';
import { costRequestTimeZone } from './mail-dates.js';
import { PricingRepository } from './pricing.repository.js';

export const COST_RECEIVED = 'cost.received';
export type CostReceivedEvent = { quotationId: string; reference: string; providerId: string; viaLink: boolean };
export const COST_DECLINED = 'cost.declined';
export type CostDeclinedEvent = {
  quotationId: string;
  providerId: string;
  reason: CostDeclineReason;
  text: string | null;
};

@Injectable()
export class AgentCostsService {
  constructor(
    private readonly pricing: PricingRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly policy: QuotationPolicy,
    private readonly writer: CostsWriter,
    private readonly events: EventEmitter2,
    private readonly exchange: AgentExchangeRepository,
  ) {}

  /** The link's request, checked against every claim of the token (another quotation's token is refused). */
  async requestOf(link: AgentLinkClaims) {
    const r = await this.pricing.findCostRequestForAgent(link.crq);
    if (!r || r.quotationId !== link.qid || r.providerId !== link.pid) throw new AppError('AGENT_LINK_INVALID');
    // Withdrawn by pricing (cancelled or resent): the link ended the moment it was.
    // The agent's language travels with the refusal so the page can still speak it.
    if (r.cancelledAt) throw new AppError('AGENT_LINK_REVOKED', { language: r.provider.language });
    return r;
  }

  /** What the page shows; the first call records the agent's first view for pricing. */
  async context(link: AgentLinkClaims): Promise<AgentCostContext> {
    const r = await this.requestOf(link);
    if (!r.firstOpenedAt) await this.pricing.markOpened(r.id);
    const q = r.quotation;
    const [analyst, files, questions] = await Promise.all([
      this.pricing.userContact(r.createdBy),
      this.exchange.filesOf([r.id]),
      this.exchange.questionsOf([r.id]),
    ]);
    const names = await this.exchange.userNames(questions.flatMap((x) => (x.answeredBy ? [x.answeredBy] : [])));
    return {
      reference: q.reference,
      service: q.service,
      status: q.status,
      cancelled: !q.active,
      alreadyAnswered: r.answeredAt !== null,
      declined: r.declinedAt !== null,
      expiresAt: r.expiresAt.toISOString(),
      answerBy: r.answerBy?.toISOString() ?? null,
      // The zone the request's mails write their times in, so the page and the mail say the same hour.
      timeZone: costRequestTimeZone(analyst),
      requester: {
        companyName: COMPANY_NAMES[q.company],
        analystName: analyst?.name ?? null,
        analystEmail: analyst?.email ?? null,
      },
      provider: r.provider,
      originCode: q.originCode,
      originName: q.originName,
      destinationCode: q.destinationCode,
      destinationName: q.destinationName,
      incoterm: q.incoterm,
      commodityType: q.commodityType,
      goodsDescription: q.goodsDescription,
      stackable: q.stackable,
      containers: q.containers as AgentCostContext['containers'],
      trucks: q.trucks as AgentCostContext['trucks'],
      packingLines: q.packingLines as AgentCostContext['packingLines'],
      measureSystem: q.measureSystem,
      totals: {
        packages: q.totalPackages,
        pallets: q.totalPallets,
        weightKg: q.totalWeightKg.toNumber(),
        volumeM3: q.totalVolumeM3.toNumber(),
        chargeable: q.chargeable.toNumber(),
        chargeableUnit: q.chargeableUnit as 'KG' | 'WM',
      },
      shipmentDate: q.shipmentDate?.toISOString().slice(0, 10) ?? null,
      goodsReadyDate: q.goodsReadyDate?.toISOString().slice(0, 10) ?? null,
      chargeCodes: (await this.pricing.chargeCodesForMode(q.transportMode)).map((c) => ({
        id: c.id,
        concept: c.concept,
        description: chargeCodeName(c, isLanguage(r.provider.language) ? r.provider.language : 'es'),
      })),
      files: files.map(toFileInfo),
      questions: questions.map((x) => toQuestionInfo(x, names)),
    };
  }

  /** The agent's one submission: refused when cancelled, already answered or breaking a cost-form rule. */
  async submitViaLink(link: AgentLinkClaims, dto: SubmitCostsDto): Promise<void> {
    const r = await this.requestOf(link);
    if (!r.quotation.active) throw new AppError('QUOTATION_CANCELLED');
    if (r.declinedAt) throw new AppError('COST_REQUEST_DECLINED');
    if (r.answeredAt) throw new AppError('COSTS_ALREADY_SENT');
    const taxed = await this.writer.validate(dto.costs);
    await this.pricing.transaction(async (tx) => {
      // Parallel submissions race here: the row lock lets exactly one through.
      if (!(await this.pricing.claimAnswer(tx, r.id))) throw new AppError('COSTS_ALREADY_SENT');
      await this.writer.store(
        tx,
        { quotationId: r.quotationId, providerId: r.providerId, costRequestId: r.id, userId: null },
        dto.costs,
        taxed,
      );
      await this.quotations.addEvent(tx, {
        quotationId: r.quotationId,
        kind: 'COST_RECEIVED',
        detail: r.provider.name,
      });
    });
    this.emit({
      quotationId: r.quotationId,
      reference: r.quotation.reference,
      providerId: r.providerId,
      viaLink: true,
    });
  }

  /**
   * The agent cannot quote: records the reason once, logs it on the quotation and tells pricing.
   * The link is then closed like an answered one (a second use is refused with 409).
   */
  async declineViaLink(link: AgentLinkClaims, dto: DeclineCostRequestDto): Promise<void> {
    const r = await this.requestOf(link);
    if (!r.quotation.active) throw new AppError('QUOTATION_CANCELLED');
    if (r.declinedAt) throw new AppError('COST_REQUEST_DECLINED');
    if (r.answeredAt) throw new AppError('COSTS_ALREADY_SENT');
    const text = dto.text?.trim() || null;
    if (dto.reason === 'OTHER' && !text)
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'text', rules: ['isNotEmpty'] }] });
    await this.pricing.transaction(async (tx) => {
      // Parallel clicks (or a decline racing a submission): the conditional update lets one through.
      if (!(await this.pricing.claimDecline(tx, r.id, dto.reason, text))) throw new AppError('COST_REQUEST_DECLINED');
      await this.quotations.addEvent(tx, {
        quotationId: r.quotationId,
        kind: 'COST_DECLINED',
        detail: [r.provider.name, dto.reason, text].filter(Boolean).join(': '),
      });
    });
    const event: CostDeclinedEvent = { quotationId: r.quotationId, providerId: r.providerId, reason: dto.reason, text };
    this.events.emit(COST_DECLINED, event);
  }

  /**
   * Pricing enters costs an agent gave by phone or mail, under the same rules. When the agent was
   * asked and has not answered yet, these costs are that answer: the request is marked answered
   * (its link then says so) and the costs belong to it.
   */
  async submitOnBehalf(user: AuthUser, reference: string, dto: AgentQuoteDto): Promise<void> {
    const visible = await this.policy.findVisible(user, reference);
    const q = await this.quotations.findDetail(visible.id);
    if (!canPriceService(user, q.service)) throw new AppError('PRICING_MODE_NOT_ALLOWED');
    if (!q.active) throw new AppError('QUOTATION_INACTIVE');
    const provider = await this.pricing.activeProvider(dto.providerId);
    if (!provider) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'providerId', rules: ['notFound'] }] });
    }
    const taxed = await this.writer.validate(dto.costs);
    await this.pricing.transaction(async (tx) => {
      const requestId = await this.pricing.openCostRequest(tx, q.id, dto.providerId);
      if (requestId) await this.pricing.claimAnswer(tx, requestId);
      await this.writer.store(
        tx,
        { quotationId: q.id, providerId: dto.providerId, costRequestId: requestId, userId: user.id },
        dto.costs,
        taxed,
      );
      await this.quotations.addEvent(tx, {
        quotationId: q.id,
        userId: user.id,
        kind: 'COST_RECEIVED',
        detail: provider.name,
      });
    });
    this.emit({ quotationId: q.id, reference: q.reference, providerId: dto.providerId, viaLink: false });
  }

  private emit(event: CostReceivedEvent): void {
    this.events.emit(COST_RECEIVED, event);
  }
}
