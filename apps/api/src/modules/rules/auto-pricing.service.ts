import { Injectable } from '@nestjs/common';
import {
  centsToString,
  COMPANY_TIME_ZONE,
  decimalToNumber,
  fixedToString,
  parseFixed,
  filterMatches,
  firstMatchingRule,
  INSTANT_QUOTE_DEFAULT_MARGIN_PERCENT,
  isAutorateRule,
  sellLineAmounts,
  type RuleCondition,
  type RuleFacts,
  type RuleFilterType,
} from '@freight/shared';
import { AppError } from '../../common/errors/app-error.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { Outbox } from '../../common/queue/outbox.js';
import { OutboxRelay } from '../../common/queue/outbox-relay.js';
import { type AppQueue, QueueFactory } from '../../common/queue/queue.factory.js';
import { OUTBOX_JOB_OPTIONS, QUEUE_NAMES, RULE_JOBS, type RuleSendJob } from '../../common/queue/queue.constants.js';
import { todayIn } from '../../common/time/zoned-dates.js';
import { RatePricingService, type PricedRate, type RateOptions } from '../rates/rate-pricing.service.js';
import { AutoPricingRepository, type NewCostCharge } from './auto-pricing.repository.js';
import { QuotationRulesRepository, type RequestFactsRow, type RuleRow } from './quotation-rules.repository.js';
import { costTermsOfRate, finderCostLines, storedCostCharge } from '../rates/finder/finder-lines.js';
import { factsOf, laneOf, shipmentOf } from './rule-facts.js';

export type AutoPricingOutcome = {
  quotationId: string;
  reference: string;
  commercialId: string;
  source: 'RULE' | 'INSTANT';
  ruleId: string | null;
  send: boolean;
};

export const ruleInput = (r: RuleRow) => ({
  active: r.active,
  filters: r.filters.map((f) => ({
    filterType: f.filterType as RuleFilterType,
    condition: f.condition as RuleCondition,
    value: f.value,
  })),
});

/** The margin an instant quote applies: the first matching AUTORATE rule's, else the default. */
export function instantMargin(rules: RuleRow[], facts: RuleFacts): { margin: number; rule: RuleRow | null } {
  const rule = firstMatchingRule(
    rules.filter((r) => isAutorateRule(ruleInput(r))).map((r) => ({ ...ruleInput(r), row: r })),
    facts,
  )?.row;
  return rule
    ? { margin: decimalToNumber(rule.marginPercent, 2), rule }
    : { margin: INSTANT_QUOTE_DEFAULT_MARGIN_PERCENT, rule: null };
}

/**
 * What the rules do with a request: the first matching active rule acts; an AUTORATE rule prices it
 * with its named rate, else the first (cheapest) option, and `option` is null when none fits.
 * The request form's instant quote shows the same decision before the request is sent.
 */
export function ruleDecision(
  active: RuleRow[],
  facts: RuleFacts,
  options: PricedRate[],
): { rule: RuleRow; option: PricedRate | null } | null {
  const rule = firstMatchingRule(
    active.map((r) => ({ ...ruleInput(r), row: r })),
    facts,
  )?.row;
  if (!rule) return null;
  if (!isAutorateRule(ruleInput(rule))) return { rule, option: null };
  const option = rule.rateKey ? options.find((o) => o.rate.rateKey === rule.rateKey) : options[0];
  return { rule, option: option ?? null };
}

/**
 * Evaluated inside the transaction that creates a request: the first active rule whose filters all
 * match acts. An AUTORATE rule prices the request from the cheapest valid rate (or the rule's named
 * rate) with its margin, writes the cost, the sells and how it was priced, and publishes it (QUOTED);
 * a rule with "send" on also writes the sending job to the outbox (one per quotation, after the commit). A request
 * created from an instant quote is priced with the chosen rate instead.
 */
@Injectable()
export class AutoPricingService {
  private readonly queue: AppQueue<RuleSendJob>;

  constructor(
    private readonly rules: QuotationRulesRepository,
    private readonly writes: AutoPricingRepository,
    private readonly pricing: RatePricingService,
    private readonly outbox: Outbox,
    factory: QueueFactory,
    relay: OutboxRelay,
  ) {
    this.queue = factory.createQueue<RuleSendJob>(QUEUE_NAMES.quotationRules, OUTBOX_JOB_OPTIONS);
    relay.route(QUEUE_NAMES.quotationRules, this.queue);
  }

  async onCreated(
    tx: Tx,
    quotationId: string,
    userId: string,
    instant?: { rateId: string },
    sendToPricing = false,
  ): Promise<AutoPricingOutcome | null> {
    const q = await this.rules.requestFacts(tx, quotationId);
    const active = (await this.rules.list(tx)).filter((r) => r.active);
    const lane = laneOf(q);
    // Rates are read only when some AUTORATE rule could match on its other filters (or for an instant quote).
    const base = factsOf(q, []);
    const couldAutorate = active.some(
      (r) =>
        isAutorateRule(ruleInput(r)) &&
        ruleInput(r).filters.every((f) => f.filterType === 'AUTORATE' || filterMatches(f, base)),
    );
    const needRates = lane !== null && (instant !== undefined || couldAutorate);
    // Rules and rates read the company's calendar: a rate is valid "today" in the company's zone.
    const today = todayIn(COMPANY_TIME_ZONE);
    const priced: RateOptions = needRates
      ? await this.pricing.options(lane, shipmentOf(q), today, undefined, tx)
      : { options: [], exchangeRates: [] };
    const facts = factsOf(q, [...new Set(priced.options.map((o) => o.rate.carrier.code))]);

    if (instant) {
      const option = priced.options.find((o) => o.rate.id === instant.rateId);
      if (!option) throw new AppError('INSTANT_QUOTE_UNAVAILABLE');
      const { margin, rule } = instantMargin(active, facts);
      await this.apply(tx, q, option, priced, { margin, rule, source: 'INSTANT', userId });
      return {
        quotationId: q.id,
        reference: q.reference,
        commercialId: q.commercialId,
        source: 'INSTANT',
        ruleId: rule?.id ?? null,
        send: false,
      };
    }

    const decision = ruleDecision(active, facts, priced.options);
    if (!decision) return null;
    const { rule, option } = decision;
    // Not an AUTORATE rule, no rate to price with, or the commercial sent it to pricing on purpose
    // (their explicit choice beats the rule): the match is logged and pricing takes the request.
    if (!option || sendToPricing) {
      await this.writes.addEvent(tx, { quotationId: q.id, userId: null, kind: 'RULE_MATCHED', detail: rule.name });
      return null;
    }
    await this.apply(tx, q, option, priced, {
      margin: decimalToNumber(rule.marginPercent, 2),
      rule,
      source: 'RULE',
      userId: null,
    });
    // "Send" on: the sending path gets the quotation once the request is committed (outbox, one job per quotation).
    if (rule.send)
      await this.outbox.add(
        [
          {
            queue: QUEUE_NAMES.quotationRules,
            name: RULE_JOBS.send,
            jobId: `rule-send-${q.id}`,
            data: { quotationId: q.id, ruleId: rule.id } satisfies RuleSendJob,
          },
        ],
        tx,
      );
    return {
      quotationId: q.id,
      reference: q.reference,
      commercialId: q.commercialId,
      source: 'RULE',
      ruleId: rule.id,
      send: rule.send,
    };
  }

  private async apply(
    tx: Tx,
    q: RequestFactsRow,
    option: PricedRate,
    priced: RateOptions,
    how: { margin: number; rule: RuleRow | null; source: 'RULE' | 'INSTANT'; userId: string | null },
  ): Promise<void> {
    const { rate } = option;
    // A sell rate is already a price to the client: no margin on top.
    const margin = rate.direction === 'SELL' ? 0 : how.margin;
    const marginText = (scale: number) => fixedToString(parseFixed(margin, scale), scale);
    // The same cost lines the rate finder shows and writes (one reading of a priced rate as stored lines).
    const charges: NewCostCharge[] = finderCostLines(option).map((line, index) => {
      const cost = centsToString(line.total);
      const a = sellLineAmounts({
        currency: line.currency,
        costAmount: cost,
        marginKind: 'PERCENT',
        marginValue: margin,
        taxed: line.taxed,
      });
      return {
        ...storedCostCharge(line, index),
        sell: {
          description: line.label,
          costAmount: centsToString(a.cost),
          marginValue: marginText(4),
          sellAmount: centsToString(a.sell),
          taxAmount: centsToString(a.tax),
        },
      };
    });
    await this.writes.writeCost(tx, { id: q.id, userId: how.userId }, costTermsOfRate(rate), charges);
    await this.writes.recordPricing(tx, {
      quotationId: q.id,
      rateId: rate.id,
      ruleId: how.rule?.id ?? null,
      source: how.source,
      marginPercent: marginText(2),
      exchangeRates: priced.exchangeRates,
      createdBy: how.userId,
    });
    if (!(await this.writes.publish(tx, q.id, how.userId))) throw new AppError('CONFLICT');
    const ruleName = how.rule?.name ?? null;
    const rateLabel = `${rate.carrier.code} · ${rate.description} (v${rate.version})`;
    await this.writes.addEvent(tx, {
      quotationId: q.id,
      userId: how.userId,
      kind: how.source === 'RULE' ? 'AUTO_PRICED' : 'INSTANT_QUOTE',
      detail: ruleName ? `${ruleName} — ${rateLabel}` : rateLabel,
      toStatus: 'QUOTED',
    });
    await this.writes.addEvent(tx, {
      quotationId: q.id,
      userId: how.userId,
      kind: 'STATUS_UPDATE',
      fromStatus: 'REQUESTED',
      toStatus: 'QUOTED',
      detail: ruleName,
    });
    await this.writes.addEvent(tx, {
      quotationId: q.id,
      userId: how.userId,
      kind: 'SELLS_PUBLISHED',
      toStatus: 'QUOTED',
    });
  }
}
