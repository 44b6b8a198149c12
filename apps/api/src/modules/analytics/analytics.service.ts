import { Injectable } from '@nestjs/common';
import {
  QUOTATION_STATUSES,
  type AgentScorecard,
  type AnalyticsFilterOptions,
  type AnalyticsFilters,
  type AnalyticsGranularity,
  type AnalyticsPeriod,
  type AnalyticsSummary,
  type CarrierTable,
  type ClientRequestFigures,
  type ClientRequestGroup,
  type CommercialFigures,
  type LanePriceRow,
  type LanePriceTable,
  type NotApprovedReason,
  type QuotationStatus,
  type Service,
  type WaitingTimes,
  type WinRateDimension,
  type WinRateTable,
} from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AnalyticsRefresher } from './analytics-refresher.js';
import { AnalyticsRepository, type RollupWhere } from './analytics.repository.js';
import { AnalyticsScope } from './analytics-scope.js';
import { ClientRequestsRepository, type ClientRequestRow } from './client-requests.repository.js';
import { averageAmount, groupBy, hours, mean2, percentile, ratio, seconds, winFigures } from './figures.js';
import { lanePriceRows, priceIndex } from './lane-prices.js';

const LANE_LIMIT = 100;

/** Lost quotations by reason, most first. */
function lostReasons(rows: { status: string; reason: string; quotations: number }[]) {
  const by = new Map<string, number>();
  for (const r of rows) if (r.status === 'NOT_APPROVED') by.set(r.reason, (by.get(r.reason) ?? 0) + r.quotations);
  return [...by]
    .map(([reason, quotations]) => ({ reason: reason as NotApprovedReason, quotations }))
    .sort((a, b) => b.quotations - a.quotations || a.reason.localeCompare(b.reason));
}

const OPEN: QuotationStatus[] = ['REQUESTED', 'PENDING', 'QUOTED', 'UPDATED', 'SENT', 'FUTURE'];

/** The dashboards' figures, each computed from the daily rollups within the user's scope. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly scope: AnalyticsScope,
    private readonly refresher: AnalyticsRefresher,
    private readonly clientRequests: ClientRequestsRepository,
  ) {}

  /** The user's window on the rollups, once the changes committed so far are in them. */
  private async window(user: AuthUser, f: AnalyticsFilters): Promise<RollupWhere> {
    await this.refresher.catchUp();
    return this.scope.where(user, f);
  }

  async summary(user: AuthUser, f: AnalyticsFilters): Promise<AnalyticsSummary> {
    const granularity: AnalyticsGranularity = f.granularity ?? 'month';
    const w = await this.window(user, f);
    const monthOfTo = `${w.to.slice(0, 7)}-01`;
    // Two passes over the rollup: by period, and by commercial (with the last month's share beside).
    const [groups, byCommercial] = await Promise.all([
      this.repo.byPeriodServiceStatus(w, granularity),
      this.repo.byKeyStatus(w, 'commercial', monthOfTo),
    ]);
    const lastMonth = byCommercial.map((r) => ({ ...r, quotations: r.recent })).filter((r) => r.quotations > 0);
    const periods: AnalyticsPeriod[] = [...groupBy(groups, (g) => g.period)].map(([period, rows]) => {
      const byService: Partial<Record<Service, number>> = {};
      for (const r of rows) byService[r.service as Service] = (byService[r.service as Service] ?? 0) + r.quotations;
      return { period, ...winFigures(rows), byService };
    });
    const statusTotals = new Map<string, number>();
    const serviceTotals = new Map<string, number>();
    for (const g of groups) {
      statusTotals.set(g.status, (statusTotals.get(g.status) ?? 0) + g.quotations);
      serviceTotals.set(g.service, (serviceTotals.get(g.service) ?? 0) + g.quotations);
    }
    const statuses = QUOTATION_STATUSES.filter((s) => statusTotals.has(s)).map((status) => ({
      status,
      quotations: statusTotals.get(status) ?? 0,
    }));
    const services = [...serviceTotals]
      .map(([service, quotations]) => ({ service: service as Service, quotations }))
      .sort((a, b) => b.quotations - a.quotations || a.service.localeCompare(b.service));
    const names = await this.repo.userNames([...new Set(byCommercial.map((r) => r.key))]);
    const commercials = this.ranking(byCommercial, names);
    const leader = this.ranking(lastMonth, names)[0];
    const totals = winFigures([...statusTotals].map(([status, quotations]) => ({ status, quotations })));
    return {
      range: { from: w.from, to: w.to },
      granularity,
      totals: { ...totals, open: OPEN.reduce((s, st) => s + (statusTotals.get(st) ?? 0), 0) },
      periods,
      statuses,
      services,
      commercials,
      commercialOfTheMonth: leader ? { ...leader, month: w.to.slice(0, 7) } : null,
      lostReasons: lostReasons(byCommercial),
    };
  }

  private ranking(
    rows: { key: string; status: string; quotations: number }[],
    names: Map<string, string>,
  ): CommercialFigures[] {
    return [...groupBy(rows, (r) => r.key)]
      .map(([commercialId, list]) => ({ commercialId, name: names.get(commercialId) ?? '', ...winFigures(list) }))
      .sort((a, b) => b.won - a.won || b.quotations - a.quotations || a.name.localeCompare(b.name));
  }

  async winRate(user: AuthUser, f: AnalyticsFilters, by: WinRateDimension): Promise<WinRateTable> {
    const w = await this.window(user, f);
    const rows = await this.repo.byKeyStatus(w, by);
    const keys = [...new Set(rows.map((r) => r.key))];
    const names =
      by === 'commercial'
        ? await this.repo.userNames(keys)
        : by === 'client'
          ? await this.repo.clientNames(keys)
          : new Map<string, string>();
    const label = (key: string) => (by === 'lane' ? key.replace('>', ' → ') : (names.get(key) ?? key));
    return {
      range: { from: w.from, to: w.to },
      by,
      rows: [...groupBy(rows, (r) => r.key)]
        .map(([key, list]) => ({ key, label: label(key), ...winFigures(list), lostReasons: lostReasons(list) }))
        .sort((a, b) => b.quotations - a.quotations || a.label.localeCompare(b.label)),
    };
  }

  /** Client portal requests (issue 43): the share priced instantly, time to price, and each kind's win rate. */
  async clientRequestFigures(user: AuthUser, f: AnalyticsFilters): Promise<ClientRequestFigures> {
    const w = await this.scope.where(user, f);
    const rows = await this.clientRequests.figures(w);
    const group = (kind: ClientRequestRow['kind']): ClientRequestGroup => {
      const r = rows.find((x) => x.kind === kind);
      const n = { requests: r?.requests ?? 0, won: r?.won ?? 0, lost: r?.lost ?? 0, priced: r?.priced ?? 0 };
      return {
        quotations: n.requests,
        won: n.won,
        lost: n.lost,
        winRate: ratio(n.won, n.won + n.lost),
        priced: n.priced,
        averageSecondsToPrice: seconds(r?.secondsToPrice ?? '0', n.priced),
      };
    };
    const instant = group('instant');
    const manual = group('manual');
    const requests = instant.quotations + manual.quotations;
    return {
      range: { from: w.from, to: w.to },
      requests,
      instantShare: ratio(instant.quotations, requests),
      instant,
      manual,
    };
  }

  async waitingTimes(user: AuthUser, f: AnalyticsFilters): Promise<WaitingTimes> {
    const granularity: AnalyticsGranularity = f.granularity ?? 'month';
    const w = await this.window(user, f);
    const rows = await this.repo.waiting(w, granularity);
    const figure = (agentS: number, agentN: number, pricingS: number, pricingN: number) => ({
      agentHours: hours(agentS, agentN),
      agentQuotations: agentN,
      pricingHours: hours(pricingS, pricingN),
      pricingQuotations: pricingN,
    });
    const sum = (k: 'agentS' | 'agentN' | 'pricingS' | 'pricingN') => rows.reduce((s, r) => s + r[k], 0);
    return {
      range: { from: w.from, to: w.to },
      granularity,
      total: figure(sum('agentS'), sum('agentN'), sum('pricingS'), sum('pricingN')),
      periods: rows.map((r) => ({ period: r.period, ...figure(r.agentS, r.agentN, r.pricingS, r.pricingN) })),
    };
  }

  async scorecard(user: AuthUser, f: AnalyticsFilters): Promise<AgentScorecard> {
    const w = await this.window(user, f);
    const [agents, answers, lanes] = await Promise.all([
      this.repo.agents(w),
      this.repo.answerHours(w),
      this.repo.laneIndex(w),
    ]);
    const onLanes = new Map(lanes.map((l) => [l.providerId, l]));
    const histograms = groupBy(answers, (a) => a.providerId);
    const names = await this.repo.providerNames(agents.map((a) => a.providerId));
    return {
      range: { from: w.from, to: w.to },
      agents: agents
        .map((a) => {
          const h = (histograms.get(a.providerId) ?? []).map((x) => ({ value: x.hours, count: x.answers }));
          return {
            providerId: a.providerId,
            name: names.get(a.providerId) ?? '',
            requests: a.requests,
            answered: a.answered,
            declined: a.declined,
            pending: Math.max(0, a.requests - a.answered),
            answerRate: ratio(a.answered, a.requests),
            medianHours: percentile(h, 0.5),
            p90Hours: percentile(h, 0.9),
            quotationsPriced: a.costed,
            sold: a.sold,
            soldRate: ratio(a.sold, a.costed),
            averageRank: mean2(a.rankSum, a.ranked),
            cheapestRate: ratio(a.cheapest, a.ranked),
            averageCost: averageAmount(a.costSum, a.costN),
            comparedQuotations: a.costN,
            lanePriceIndex: priceIndex(onLanes.get(a.providerId)?.own, onLanes.get(a.providerId)?.others),
            lanesCompared: onLanes.get(a.providerId)?.lanes ?? 0,
          };
        })
        .sort(
          (a, b) => b.requests - a.requests || b.quotationsPriced - a.quotationsPriced || a.name.localeCompare(b.name),
        ),
    };
  }

  async lanePrices(user: AuthUser, f: AnalyticsFilters): Promise<LanePriceTable> {
    const w = await this.window(user, f);
    const rows = await this.repo.lanePrices(w, LANE_LIMIT);
    const names = await this.repo.providerNames([...new Set(rows.map((r) => r.providerId))]);
    const out: LanePriceRow[] = [];
    for (const lane of groupBy(rows, (r) => `${r.service}|${r.originCode}|${r.destinationCode}`).values())
      out.push(...lanePriceRows(lane, names));
    return { range: { from: w.from, to: w.to }, rows: out };
  }

  async filterOptions(user: AuthUser): Promise<AnalyticsFilterOptions> {
    return this.repo.filterOptions(await this.scope.commercialScope(user), 500);
  }

  async carriers(user: AuthUser, f: AnalyticsFilters): Promise<CarrierTable> {
    const w: RollupWhere = await this.window(user, f);
    const rows = await this.repo.carriers(w);
    const names = await this.repo.providerNames([...new Set(rows.map((r) => r.providerId))]);
    return {
      range: { from: w.from, to: w.to },
      rows: rows.map((r) => ({
        providerId: r.providerId,
        providerName: names.get(r.providerId) ?? '',
        carrier: r.carrier,
        costs: r.costs,
      })),
    };
  }
}
