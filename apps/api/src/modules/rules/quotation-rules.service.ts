import { Injectable } from '@nestjs/common';
import {
  decimalToNumber,
  fixedToString,
  parseFixed,
  COMPANY_TIME_ZONE,
  isAutorateRule,
  RULE_TEST_SAMPLE,
  ruleFilterProblems,
  ruleMatches,
  type QuotationRuleItem,
  type RuleCondition,
  type RuleFilterType,
  type RuleTestResult,
} from '@freight/shared';
import type { SaveQuotationRuleDto, TestQuotationRuleDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { todayIn } from '../../common/time/zoned-dates.js';
import { AuditService } from '../audit/audit.service.js';
import { RatePricingService, type PricedRate } from '../rates/rate-pricing.service.js';
import { QuotationRulesRepository, type RuleRow } from './quotation-rules.repository.js';
import { factsOf, laneOf, shipmentOf } from './rule-facts.js';

@Injectable()
export class QuotationRulesService {
  constructor(
    private readonly rules: QuotationRulesRepository,
    private readonly pricing: RatePricingService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<QuotationRuleItem[]> {
    return this.items(await this.rules.list());
  }

  async create(user: AuthUser, dto: SaveQuotationRuleDto): Promise<QuotationRuleItem> {
    await this.check(dto);
    const id = await this.rules.create(this.write(dto), dto.filters, user.id);
    await this.audit.record(user, 'quotationRule', id, 'insert', { after: { ...dto } });
    return this.one(id);
  }

  async update(user: AuthUser, id: string, dto: SaveQuotationRuleDto): Promise<QuotationRuleItem> {
    await this.check(dto);
    const before = await this.rules.find(id);
    if (!before || !(await this.rules.update(id, this.write(dto), dto.filters, user.id)))
      throw new AppError('NOT_FOUND');
    await this.audit.record(user, 'quotationRule', id, 'update', {
      before: { name: before.name, active: before.active },
      after: { ...dto },
    });
    return this.one(id);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    if (!(await this.rules.remove(id))) throw new AppError('NOT_FOUND');
    await this.audit.record(user, 'quotationRule', id, 'delete');
  }

  /** Which of the latest requests the rule (saved or not) would have matched, with today's valid rates. */
  async test(dto: TestQuotationRuleDto): Promise<RuleTestResult> {
    const problems = ruleFilterProblems(dto.filters);
    if (problems.length) throw new AppError('RULE_FILTER_INVALID', { fields: problems });
    const requests = await this.rules.latestRequests(RULE_TEST_SAMPLE);
    const autorate = isAutorateRule(dto);
    const today = todayIn(COMPANY_TIME_ZONE);
    const rule = { active: true, filters: dto.filters };
    const rows = [];
    for (const q of requests) {
      const lane = laneOf(q);
      let options: PricedRate[] = [];
      if (autorate && lane)
        options = (await this.pricing.options(lane, shipmentOf(q), today, dto.rateKey ?? undefined)).options;
      const matched = ruleMatches(rule, factsOf(q, [...new Set(options.map((o) => o.rate.carrier.code))]));
      rows.push({
        reference: q.reference,
        createdAt: q.createdAt.toISOString(),
        clientName: q.client.tradeName,
        service: q.service,
        originCode: q.originCode,
        destinationCode: q.destinationCode,
        incoterm: q.incoterm,
        matched,
        priceable: matched && autorate && options.length > 0,
      });
    }
    return { tested: rows.length, matched: rows.filter((r) => r.matched).length, rows };
  }

  private async check(dto: TestQuotationRuleDto): Promise<void> {
    const problems = ruleFilterProblems(dto.filters);
    if (problems.length) throw new AppError('RULE_FILTER_INVALID', { fields: problems });
    if (dto.rateKey && !(await this.rules.rateFamilyExists(dto.rateKey))) throw new AppError('RULE_RATE_UNKNOWN');
  }

  private write(dto: SaveQuotationRuleDto) {
    return {
      name: dto.name,
      send: dto.send,
      active: dto.active,
      position: dto.position,
      marginPercent: fixedToString(parseFixed(dto.marginPercent, 2), 2),
      rateKey: dto.rateKey ?? null,
    };
  }

  private async one(id: string): Promise<QuotationRuleItem> {
    const row = await this.rules.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await this.items([row]))[0];
  }

  private async items(rows: RuleRow[]): Promise<QuotationRuleItem[]> {
    const userIds = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
    const rateKeys = [...new Set(rows.flatMap((r) => (r.rateKey ? [r.rateKey] : [])))];
    const [users, rates] = await Promise.all([
      this.rules.users(userIds),
      rateKeys.length ? this.rules.currentRates(rateKeys) : Promise.resolve([]),
    ]);
    const userOf = new Map(users.map((u) => [u.id, u]));
    const rateOf = new Map(rates.map((r) => [r.rateKey, r]));
    return rows.map((r) => {
      const rate = r.rateKey ? rateOf.get(r.rateKey) : undefined;
      const filters = r.filters.map((f) => ({
        filterType: f.filterType as RuleFilterType,
        condition: f.condition as RuleCondition,
        value: f.value,
      }));
      return {
        id: r.id,
        name: r.name,
        send: r.send,
        active: r.active,
        position: r.position,
        marginPercent: decimalToNumber(r.marginPercent, 2),
        rate: rate
          ? {
              rateKey: rate.rateKey,
              id: rate.id,
              label: `${rate.originCode} → ${rate.destinationCode} · ${rate.carrier.code} · ${rate.description}`,
            }
          : null,
        autorate: isAutorateRule({ filters }),
        filters,
        createdAt: r.createdAt.toISOString(),
        createdBy: r.createdBy ? (userOf.get(r.createdBy) ?? null) : null,
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }
}
