import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { RollupWhere } from './analytics.repository.js';

/** One kind of client request: counts, and the whole seconds from request to sending of the priced ones (text: exact). */
export type ClientRequestRow = {
  kind: 'instant' | 'manual';
  requests: number;
  won: number;
  lost: number;
  priced: number;
  secondsToPrice: string;
};

/** The analytics day of a quotation, as the rollups' facts count it (analytics_quotation_facts_source). */
const ZONE = 'America/Montevideo';

/**
 * Client portal requests (issue 43), read from the quotations themselves: they are a few rows of the
 * whole (index on origin and date) and "instant" depends on their events, which the rollups do not keep.
 * Instant: priced by a rule (AUTO_PRICED) and sent with no automatic sending blocked on the way.
 */
@Injectable()
export class ClientRequestsRepository {
  constructor(private readonly prisma: PrismaService) {}

  figures(w: RollupWhere): Promise<ClientRequestRow[]> {
    return this.prisma.longRead(this.prisma.$queryRaw<ClientRequestRow[]>(this.figuresSql(w)));
  }

  figuresSql(w: RollupWhere): Prisma.Sql {
    const filters: Prisma.Sql[] = [
      Prisma.sql`q.origin = 'CLIENT_REQUEST'`,
      Prisma.sql`q.active`,
      Prisma.sql`q.created_at >= (${w.from}::date)::timestamp AT TIME ZONE ${ZONE}`,
      Prisma.sql`q.created_at < (${w.to}::date + 1)::timestamp AT TIME ZONE ${ZONE}`,
    ];
    if (w.company) filters.push(Prisma.sql`q.company::text = ${w.company}`);
    if (w.commercialIds)
      filters.push(
        w.commercialIds.length ? Prisma.sql`q.commercial_id = ANY(${w.commercialIds}::uuid[])` : Prisma.sql`false`,
      );
    if (w.clientId) filters.push(Prisma.sql`q.client_id = ${w.clientId}::uuid`);
    if (w.mode) filters.push(Prisma.sql`q.transport_mode::text = ${w.mode}`);
    if (w.service) filters.push(Prisma.sql`q.service::text = ${w.service}`);
    return Prisma.sql`
      SELECT kind, count(*)::int AS requests,
        (count(*) FILTER (WHERE status = 'APPROVED'))::int AS won,
        (count(*) FILTER (WHERE status = 'NOT_APPROVED'))::int AS lost,
        count(sent_at)::int AS priced,
        COALESCE(sum(GREATEST(0, floor(extract(epoch FROM sent_at - created_at)))), 0)::bigint::text AS "secondsToPrice"
      FROM (
        SELECT q.status::text AS status, q.sent_at, q.created_at,
          CASE WHEN q.sent_at IS NOT NULL
            AND EXISTS (SELECT 1 FROM quotation_events e WHERE e.quotation_id = q.id AND e.kind = 'AUTO_PRICED')
            AND NOT EXISTS (SELECT 1 FROM quotation_events e WHERE e.quotation_id = q.id AND e.kind = 'AUTO_SEND_BLOCKED')
          THEN 'instant' ELSE 'manual' END AS kind
        FROM quotations q
        WHERE ${Prisma.join(filters, ' AND ')}
      ) r
      GROUP BY kind`;
  }
}
