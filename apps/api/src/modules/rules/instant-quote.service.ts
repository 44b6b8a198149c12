import { Injectable } from '@nestjs/common';
import {
  COMPANY_TIME_ZONE,
  cargoTotals,
  centsToNumber,
  centsToString,
  convertedTotal,
  fixedToNumber,
  QUANTITY_SCALE,
  SERVICE_MODE,
  sellLineAmounts,
  shipmentFromTotals,
  totalsByCurrency,
  type InstantQuoteOption,
  type InstantQuoteResult,
  type RuleFacts,
} from '@freight/shared';
import type { InstantQuoteDto } from '@freight/shared/dto';
import { todayIn } from '../../common/time/zoned-dates.js';
import { toCalculatorTable } from '../rates/exchange-rates.service.js';
import { isoDay } from '../rates/rate.mappers.js';
import { RatePricingService, type PricedRate } from '../rates/rate-pricing.service.js';
import { instantMargin, ruleDecision } from './auto-pricing.service.js';
import { QuotationRulesRepository } from './quotation-rules.repository.js';

/**
 * The request form's instant quote: the valid rates of the lane priced for the cargo (calculators,
 * brackets, minimums), with the margin the request would get (the matching AUTORATE rule's, else
 * the default) and VAT, cheapest first. Creating the request with one of them prices it the same way.
 */
@Injectable()
export class InstantQuoteService {
  constructor(
    private readonly rules: QuotationRulesRepository,
    private readonly pricing: RatePricingService,
  ) {}

  async quote(dto: InstantQuoteDto): Promise<InstantQuoteResult> {
    const totals = cargoTotals(dto.packingLines ?? [], dto.service, dto.measureSystem);
    const shipment = shipmentFromTotals({ ...totals, containers: dto.containers ?? [] });
    const lane = {
      originCode: dto.originCode.trim().toUpperCase(),
      destinationCode: dto.destinationCode.trim().toUpperCase(),
      service: dto.service,
    };
    const today = todayIn(COMPANY_TIME_ZONE);
    const [priced, rules, client] = await Promise.all([
      this.pricing.options(lane, shipment, today),
      this.rules.list(),
      dto.clientId ? this.rules.clientFacts(dto.clientId) : Promise.resolve(null),
    ]);
    const active = rules.filter((r) => r.active);
    const facts: RuleFacts = {
      incoterm: dto.incoterm ?? null,
      originCode: lane.originCode,
      originName: dto.originName ?? null,
      destinationCode: lane.destinationCode,
      destinationName: dto.destinationName ?? null,
      transportMode: SERVICE_MODE[dto.service],
      service: dto.service,
      client: client ?? { id: '', tradeName: '', taxId: '' },
      rateCarriers: [...new Set(priced.options.map((o) => o.rate.carrier.code))],
    };
    const { margin, rule } = instantMargin(active, facts);
    // The same decision the request's creation takes (same rules, same rate order).
    const decision = ruleDecision(active, facts, priced.options);
    const table = toCalculatorTable(priced.exchangeRates);
    return {
      marginPercent: margin,
      rule: rule ? { id: rule.id, name: rule.name } : null,
      autoPricing: decision?.option
        ? {
            rule: { id: decision.rule.id, name: decision.rule.name },
            rateId: decision.option.rate.id,
            carrier: decision.option.rate.carrier.name,
          }
        : null,
      exchangeRates: priced.exchangeRates,
      options: priced.options
        .map((o) => this.option(o, margin, table))
        .sort((a, b) => (a.totalUsd ?? Infinity) - (b.totalUsd ?? Infinity)),
    };
  }

  private option(o: PricedRate, ruleMargin: number, table: ReturnType<typeof toCalculatorTable>): InstantQuoteOption {
    const margin = o.rate.direction === 'SELL' ? 0 : ruleMargin;
    const lines = o.charges.map((c) => {
      const a = sellLineAmounts({
        currency: c.currency,
        costAmount: centsToString(BigInt(c.total)),
        marginKind: 'PERCENT',
        marginValue: margin,
        taxed: c.chargeCode.taxed,
      });
      return { c, a };
    });
    const sums = totalsByCurrency(lines.map(({ c, a }) => ({ ...a, currency: c.currency })));
    // Every currency's total in USD as one conversion, rounded once.
    const usd = convertedTotal(
      sums.map((s) => ({ currency: s.currency, cents: s.total })),
      'USD',
      table,
    );
    return {
      rateId: o.rate.id,
      version: o.rate.version,
      direction: o.rate.direction as InstantQuoteOption['direction'],
      carrier: o.rate.carrier,
      description: o.rate.description,
      route: o.rate.route,
      transitDays: o.rate.transitDays,
      freeDays: o.rate.freeDays,
      validTo: isoDay(o.rate.validTo),
      marginPercent: margin,
      totals: sums.map((s) => ({
        currency: s.currency,
        cost: centsToNumber(s.cost),
        sell: centsToNumber(s.sell),
        tax: centsToNumber(s.tax),
        total: centsToNumber(s.total),
      })),
      totalUsd: usd === null ? null : centsToNumber(usd),
      charges: lines.map(({ c, a }) => ({
        concept: c.chargeCode.concept,
        description: c.description ?? c.chargeCode.description,
        currency: c.currency,
        calculator: c.calculator,
        cost: centsToNumber(a.cost),
        sell: centsToNumber(a.sell),
        tax: centsToNumber(a.tax),
        minimumApplied: c.minimumApplied,
        range: c.range
          ? {
              from: fixedToNumber(BigInt(c.range.from), QUANTITY_SCALE),
              to: c.range.to === null ? null : fixedToNumber(BigInt(c.range.to), QUANTITY_SCALE),
            }
          : null,
        surcharge: c.surcharge ? { ...c.surcharge, quantity: fixedToNumber(BigInt(c.quantity), QUANTITY_SCALE) } : null,
      })),
    };
  }
}
