import { Prisma } from '../../generated/prisma/client.js';
import type { RollupWhere } from './analytics.repository.js';
import { rollupSegments } from './rollup-segments.js';

/**
 * Which rows of a period rollup (migrations analytics_compressed_rollups and ..._agent_rollups) can
 * answer a read: `all` keeps no client (and, for quotations, no lane), `client` the client, `lane` the
 * lane (quotations only); null: none (a lane figure filtered by client needs both, and reads the daily rows).
 */
export type PeriodKind = 'all' | 'client' | 'lane' | null;

/** The narrowest kind that keeps the dimensions a read groups or filters by. */
export function periodKind(w: RollupWhere, by?: 'commercial' | 'client' | 'lane' | 'mode'): PeriodKind {
  if (by === 'lane') return w.clientId ? null : 'lane';
  return by === 'client' || w.clientId ? 'client' : 'all';
}

const NIL = '00000000-0000-0000-0000-000000000000';

/** A daily rollup, its period rollup, and the columns the two share. */
export type RollupTable = { daily: Prisma.Sql; period: Prisma.Sql; columns: Prisma.Sql };

const DIMENSIONS = 'day, company, commercial_id, client_id, service, transport_mode';
const table = (name: string, columns: string): RollupTable => ({
  daily: Prisma.raw(`analytics_${name}_daily`),
  period: Prisma.raw(`analytics_${name}_period`),
  columns: Prisma.raw(`${DIMENSIONS}, ${columns}`),
});

export const ROLLUPS = {
  quotation: table(
    'quotation',
    'status, lost_reason, origin_code, destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n',
  ),
  agent: table(
    'agent',
    'provider_id, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest',
  ),
  answer: table('answer', 'provider_id, answer_hours, answers'),
  carrier: table('carrier', 'provider_id, carrier, costs'),
  lane: table('lane', 'provider_id, origin_code, destination_code, cost_sum, cost_n'),
} as const;

/** Every filter but the dates (the same columns in the daily and the period rows). */
export function rollupFilters(w: RollupWhere): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (w.company) parts.push(Prisma.sql`company = ${w.company}`);
  if (w.commercialIds) {
    parts.push(
      w.commercialIds.length > 0 ? Prisma.sql`commercial_id = ANY(${w.commercialIds}::uuid[])` : Prisma.sql`false`,
    );
  }
  if (w.clientId) parts.push(Prisma.sql`client_id = ${w.clientId}::uuid`);
  if (w.mode) parts.push(Prisma.sql`transport_mode = ${w.mode}`);
  if (w.service) parts.push(Prisma.sql`service = ${w.service}`);
  return parts;
}

export type RollupRowsOptions = {
  /** The period a read groups by (week: no month rows), or none. */
  granularity?: 'week' | 'month';
  kind: PeriodKind;
  /** Days some figure starts counting from (no period row may straddle one). */
  cuts?: string[];
  /** false: the daily rows only (what every read did before the period rows; the tests compare both). */
  compressed: boolean;
};

/**
 * A rollup's rows for w's range and filters, as a derived table `r` with the daily rollup's columns:
 * the whole months and weeks of the range from the period rollup (a row's day is the first day of its
 * period), the days at the edges from the daily rollup. Summed, they give exactly what the daily rows
 * of the range give, grouped by any period of the read's granularity.
 */
export function rollupRows(t: RollupTable, w: RollupWhere, o: RollupRowsOptions): Prisma.Sql {
  const coarsest = !o.compressed || o.kind === null ? 'day' : (o.granularity ?? 'month');
  const filters = rollupFilters(w);
  // Rows without a client all hold the nil uuid: saying so lets the client index bound the days too.
  const noClient = o.kind === 'client' ? Prisma.empty : Prisma.sql` AND client_id = ${NIL}::uuid`;
  const reads = rollupSegments(w.from, w.to, coarsest, o.cuts).map((s) => {
    const where = Prisma.join([Prisma.sql`day BETWEEN ${s.from}::date AND ${s.to}::date`, ...filters], ' AND ');
    return s.grain === 'day'
      ? Prisma.sql`SELECT ${t.columns} FROM ${t.daily} WHERE ${where}`
      : Prisma.sql`SELECT ${t.columns} FROM ${t.period} WHERE kind = ${o.kind} AND grain = ${s.grain} AND ${where}${noClient}`;
  });
  return Prisma.sql`(${Prisma.join(reads, ' UNION ALL ')}) r`;
}
