import { Injectable } from '@nestjs/common';
import type { AnalyticsGranularity, Company, Service, TransportMode } from '@freight/shared';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';
import { periodKind, rollupRows, ROLLUPS, type RollupTable } from './rollup-rows.repository.js';

/** What every figure is filtered by. `commercialIds` null: every commercial; empty: nobody. */
export type RollupWhere = {
  from: string;
  to: string;
  company?: Company;
  commercialIds: string[] | null;
  clientId?: string;
  mode?: TransportMode;
  service?: Service;
};

export type StatusGroup = { period: string; service: string; status: string; quotations: number };
export type KeyedStatusGroup = { key: string; status: string; reason: string; quotations: number; recent: number };
export type WaitingGroup = { period: string; agentS: number; agentN: number; pricingS: number; pricingN: number };
export type AgentGroup = {
  providerId: string;
  quotations: number;
  requests: number;
  answered: number;
  declined: number;
  costed: number;
  sold: number;
  /** Decimal text (exact): money goes through the money module, never a float8. */
  costSum: string;
  costN: number;
  rankSum: number;
  ranked: number;
  cheapest: number;
};
export type AnswerGroup = { providerId: string; hours: number; answers: number };
export type CarrierGroup = { providerId: string; carrier: string; costs: number };
/** One agent on one lane, with the lane's totals over every agent. */
export type LaneGroup = {
  service: string;
  originCode: string;
  destinationCode: string;
  providerId: string;
  /** Decimal text (exact), as laneSum. */
  costSum: string;
  costN: number;
  laneSum: string;
  laneN: number;
  agents: number;
};

export type LaneIndex = { providerId: string; own: string; others: string; lanes: number };

/** Each dimension's grouping columns, and the key built from them once grouped (not per rollup row). */
const WIN_KEYS = {
  commercial: { group: Prisma.sql`commercial_id`, key: Prisma.sql`commercial_id::text` },
  client: { group: Prisma.sql`client_id`, key: Prisma.sql`client_id::text` },
  lane: { group: Prisma.sql`origin_code, destination_code`, key: Prisma.sql`origin_code || '>' || destination_code` },
  mode: { group: Prisma.sql`transport_mode`, key: Prisma.sql`transport_mode` },
} as const;

/**
 * Reads the analytics rollups (migrations analytics_rollups, analytics_compressed_rollups and
 * analytics_compressed_agent_rollups): the aggregates only, never the quotations. Every figure reads
 * whole months and weeks from a period rollup and the edge days from the daily one (rollupRows). Sums
 * come back as numbers (counts stay far below 2^53). Each read may take the long statement timeout (a
 * range of years, every commercial): PrismaService.longRead.
 */
@Injectable()
export class AnalyticsRepository {
  /** false: every figure from the daily rollups alone (the tests compare the two answers). */
  compressed = true;

  constructor(private readonly prisma: PrismaService) {}

  /** An agent rollup's rows of w: whole months and weeks from its period rows (with the client when filtered by one). */
  private rows(t: RollupTable, w: RollupWhere): Prisma.Sql {
    return rollupRows(t, w, { kind: w.clientId ? 'client' : 'all', compressed: this.compressed });
  }

  /** The first day of the period a rollup day falls in (cheap to group by; formatted once per group). */
  private periodStart(granularity: AnalyticsGranularity): Prisma.Sql {
    return granularity === 'week'
      ? Prisma.sql`date_trunc('week', day)::date`
      : Prisma.sql`date_trunc('month', day)::date`;
  }

  private periodLabel(granularity: AnalyticsGranularity): Prisma.Sql {
    return granularity === 'week' ? Prisma.sql`to_char(p, 'YYYY-MM-DD')` : Prisma.sql`to_char(p, 'YYYY-MM')`;
  }

  byPeriodServiceStatus(w: RollupWhere, granularity: AnalyticsGranularity): Promise<StatusGroup[]> {
    return this.prisma.longRead(this.prisma.$queryRaw<StatusGroup[]>(this.byPeriodServiceStatusSql(w, granularity)));
  }

  byPeriodServiceStatusSql(w: RollupWhere, granularity: AnalyticsGranularity): Prisma.Sql {
    const rows = rollupRows(ROLLUPS.quotation, w, { granularity, kind: periodKind(w), compressed: this.compressed });
    return Prisma.sql`
      SELECT ${this.periodLabel(granularity)} AS period, service, status, q::int AS quotations
      FROM (
        SELECT ${this.periodStart(granularity)} AS p, service, status, sum(quotations) AS q
        FROM ${rows}
        GROUP BY 1, 2, 3
      ) g
      ORDER BY 1, 2, 3`;
  }

  /**
   * Quotations per status (and lost reason) for one dimension (commercial, client, lane or mode); `recent`
   * counts those from `recentFrom` on (the summary's last month, read in the same pass).
   */
  byKeyStatus(w: RollupWhere, by: keyof typeof WIN_KEYS, recentFrom = w.from): Promise<KeyedStatusGroup[]> {
    return this.prisma.longRead(this.prisma.$queryRaw<KeyedStatusGroup[]>(this.byKeyStatusSql(w, by, recentFrom)));
  }

  byKeyStatusSql(w: RollupWhere, by: keyof typeof WIN_KEYS, recentFrom = w.from): Prisma.Sql {
    const { group, key } = WIN_KEYS[by];
    const rows = rollupRows(ROLLUPS.quotation, w, {
      kind: periodKind(w, by),
      cuts: [recentFrom],
      compressed: this.compressed,
    });
    return Prisma.sql`
      SELECT ${key} AS key, status, lost_reason AS reason, q::int AS quotations, r::int AS recent
      FROM (
        SELECT ${group}, status, lost_reason, sum(quotations) AS q,
          COALESCE(sum(quotations) FILTER (WHERE day >= ${recentFrom}::date), 0) AS r
        FROM ${rows}
        GROUP BY ${group}, status, lost_reason
      ) g
      ORDER BY 1, 2, 3`;
  }

  waiting(w: RollupWhere, granularity: AnalyticsGranularity): Promise<WaitingGroup[]> {
    return this.prisma.longRead(this.prisma.$queryRaw<WaitingGroup[]>(this.waitingSql(w, granularity)));
  }

  waitingSql(w: RollupWhere, granularity: AnalyticsGranularity): Prisma.Sql {
    const rows = rollupRows(ROLLUPS.quotation, w, { granularity, kind: periodKind(w), compressed: this.compressed });
    return Prisma.sql`
      SELECT ${this.periodLabel(granularity)} AS period,
        "agentS"::float8 AS "agentS", "agentN"::int AS "agentN", "pricingS"::float8 AS "pricingS", "pricingN"::int AS "pricingN"
      FROM (
        SELECT ${this.periodStart(granularity)} AS p,
          sum(agent_wait_s) AS "agentS", sum(agent_wait_n) AS "agentN",
          sum(pricing_wait_s) AS "pricingS", sum(pricing_wait_n) AS "pricingN"
        FROM ${rows}
        GROUP BY 1
      ) g
      ORDER BY 1`;
  }

  agents(w: RollupWhere): Promise<AgentGroup[]> {
    return this.prisma.longRead(this.prisma.$queryRaw<AgentGroup[]>(this.agentsSql(w)));
  }

  agentsSql(w: RollupWhere): Prisma.Sql {
    return Prisma.sql`
      SELECT provider_id::text AS "providerId", sum(quotations)::int AS quotations, sum(requests)::int AS requests,
        sum(answered)::int AS answered, sum(declined)::int AS declined, sum(costed)::int AS costed, sum(sold)::int AS sold,
        sum(cost_sum)::text AS "costSum", sum(cost_n)::int AS "costN", sum(rank_sum)::int AS "rankSum",
        sum(ranked)::int AS ranked, sum(cheapest)::int AS cheapest
      FROM ${this.rows(ROLLUPS.agent, w)}
      GROUP BY 1`;
  }

  answerHours(w: RollupWhere): Promise<AnswerGroup[]> {
    return this.prisma.longRead(this.prisma.$queryRaw<AnswerGroup[]>`
      SELECT provider_id::text AS "providerId", answer_hours AS hours, sum(answers)::int AS answers
      FROM ${this.rows(ROLLUPS.answer, w)}
      GROUP BY 1, 2 ORDER BY 1, 2`);
  }

  carriers(w: RollupWhere): Promise<CarrierGroup[]> {
    return this.prisma.longRead(this.prisma.$queryRaw<CarrierGroup[]>`
      SELECT provider_id::text AS "providerId", carrier, sum(costs)::int AS costs
      FROM ${this.rows(ROLLUPS.carrier, w)}
      GROUP BY 1, 2 ORDER BY 3 DESC, 2, 1`);
  }

  /**
   * Each agent's cost sum and count per lane, beside the lane's over every agent: the busiest `lanes`
   * lanes that two agents or more priced.
   */
  lanePrices(w: RollupWhere, lanes: number): Promise<LaneGroup[]> {
    return this.prisma.longRead(this.prisma.$queryRaw<LaneGroup[]>`
      WITH a AS (
        SELECT service, origin_code, destination_code, provider_id, sum(cost_sum) AS s, sum(cost_n) AS n
        FROM ${this.rows(ROLLUPS.lane, w)}
        GROUP BY 1, 2, 3, 4
      ), l AS (
        SELECT service, origin_code, destination_code, sum(s) AS ls, sum(n) AS ln, count(*) AS agents
        FROM a GROUP BY 1, 2, 3 HAVING count(*) > 1
        ORDER BY ln DESC, 1, 2, 3 LIMIT ${lanes}
      )
      SELECT a.service, a.origin_code AS "originCode", a.destination_code AS "destinationCode",
        a.provider_id::text AS "providerId", a.s::text AS "costSum", a.n::int AS "costN",
        l.ls::text AS "laneSum", l.ln::int AS "laneN", l.agents::int AS agents
      FROM a JOIN l USING (service, origin_code, destination_code)
      ORDER BY l.ln DESC, 1, 2, 3, a.s / a.n, 4`);
  }

  /**
   * Per agent, over the lanes some other agent priced too: its cost sum, and what the same quotations
   * would have cost at the other agents' average on each lane.
   */
  laneIndex(w: RollupWhere): Promise<LaneIndex[]> {
    return this.prisma.longRead(this.prisma.$queryRaw<LaneIndex[]>`
      WITH a AS (
        SELECT service, origin_code, destination_code, provider_id, sum(cost_sum) AS s, sum(cost_n) AS n
        FROM ${this.rows(ROLLUPS.lane, w)}
        GROUP BY 1, 2, 3, 4
      ), l AS (
        SELECT service, origin_code, destination_code, sum(s) AS ls, sum(n) AS ln FROM a GROUP BY 1, 2, 3
      )
      SELECT a.provider_id::text AS "providerId", sum(a.s)::text AS own,
        sum(a.n * (l.ls - a.s) / (l.ln - a.n))::text AS others, count(*)::int AS lanes
      FROM a JOIN l USING (service, origin_code, destination_code)
      WHERE l.ln > a.n
      GROUP BY 1`);
  }

  async userNames(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async providerNames(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.prisma.provider.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async clientNames(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.prisma.client.findMany({
      where: { id: { in: ids } },
      select: { id: true, tradeName: true },
    });
    return new Map(rows.map((r) => [r.id, r.tradeName]));
  }

  /** Commercials (all, or those listed) and the clients their quotations name, by name; at most `limit` clients. */
  async filterOptions(
    commercialIds: string[] | null,
    limit: number,
  ): Promise<{ commercials: { id: string; name: string }[]; clients: { id: string; name: string }[] }> {
    const commercials = await this.prisma.user.findMany({
      where: commercialIds ? { id: { in: commercialIds } } : { isCommercial: true },
      select: { id: true, name: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    const clients = await this.prisma.client.findMany({
      where: commercialIds ? { quotations: { some: { commercialId: { in: commercialIds } } } } : {},
      select: { id: true, tradeName: true },
      orderBy: [{ tradeName: 'asc' }, { id: 'asc' }],
      take: limit,
    });
    return { commercials, clients: clients.map((c) => ({ id: c.id, name: c.tradeName })) };
  }

  /**
   * Applies the queued quotation changes to the rollups (migration concurrency_outbox): at most one
   * refresher at a time; `wait` waits for one in progress instead of leaving the work to it. Returns
   * how many quotations were recomputed (0 when nothing was queued, or another refresher had the lock).
   */
  async refreshPending(wait: boolean): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ n: number }[]>`SELECT analytics_refresh_pending(${wait}) AS n`;
    return row?.n ?? 0;
  }

  /** Recomputes every rollup from the base tables (after a bulk load with analytics.defer on). */
  async rebuild(): Promise<void> {
    await this.prisma.$executeRaw`SELECT analytics_rebuild()`;
  }
}
