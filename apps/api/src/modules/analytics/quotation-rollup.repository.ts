import { Prisma } from '../../generated/prisma/client.js';
import type { RollupWhere } from './analytics.repository.js';
import { rollupSegments } from './rollup-segments.js';

/**
 * Which rows of analytics_quotation_period (migration analytics_compressed_rollups) can answer a read:
 * `all` keeps no client and no lane, `client` the client, `lane` the lane; null: none (a lane figure
 * filtered by client needs both, and reads the daily rows).
 */
export type PeriodKind = 'all' | 'client' | 'lane' | null;

/** The narrowest kind that keeps the dimensions a read groups or filters by. */
export function periodKind(w: RollupWhere, by?: 'commercial' | 'client' | 'lane' | 'mode'): PeriodKind {
  if (by === 'lane') return w.clientId ? null : 'lane';
  return by === 'client' || w.clientId ? 'client' : 'all';
}

const COLUMNS = Prisma.sql`day, company, commercial_id, client_id, service, transport_mode, status, lost_reason,
  origin_code, destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n`;

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

export type QuotationRowsOptions = {
  /** The period a read groups by (week: no month rows), or none. */
  granularity?: 'week' | 'month';
  kind: PeriodKind;
  /** Days some figure starts counting from (no period row may straddle one). */
  cuts?: string[];
  /** false: the daily rows only (what every read did before the period rows; the tests compare both). */
  compressed: boolean;
};

/**
 * The quotation rollup rows of w's range and filters, as a derived table `r` with the daily rollup's
 * columns: the whole months and weeks of the range from analytics_quotation_period (a row's day is the
 * first day of its period), the days at the edges from analytics_quotation_daily. Summed, they give
 * exactly what the daily rows of the range give, grouped by any period of the read's granularity.
 */
export function quotationRows(w: RollupWhere, o: QuotationRowsOptions): Prisma.Sql {
  const coarsest = !o.compressed || o.kind === null ? 'day' : (o.granularity ?? 'month');
  const filters = rollupFilters(w);
  const reads = rollupSegments(w.from, w.to, coarsest, o.cuts).map((s) => {
    const where = Prisma.join([Prisma.sql`day BETWEEN ${s.from}::date AND ${s.to}::date`, ...filters], ' AND ');
    return s.grain === 'day'
      ? Prisma.sql`SELECT ${COLUMNS} FROM analytics_quotation_daily WHERE ${where}`
      : Prisma.sql`SELECT ${COLUMNS} FROM analytics_quotation_period
          WHERE kind = ${o.kind} AND grain = ${s.grain} AND ${where}`;
  });
  return Prisma.sql`(${Prisma.join(reads, ' UNION ALL ')}) r`;
}
