import { Injectable } from '@nestjs/common';
import { PORTAL_STATUSES, type LocationKind } from '@freight/shared';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

export type UsualLaneRow = {
  originCode: string;
  originName: string;
  originKind: LocationKind;
  destinationCode: string;
  destinationName: string;
  destinationKind: LocationKind;
  quotations: number;
};

/** What a client's portal request reads: the client's switches, its count of the day, the request's state. */
@Injectable()
export class PortalRequestsRepository {
  constructor(private readonly prisma: PrismaService) {}

  settings(clientId: string) {
    return this.prisma.client.findUniqueOrThrow({
      where: { id: clientId },
      select: {
        commercialId: true,
        portalSelfQuoting: true,
        portalInstantPrices: true,
        portalDailyRequestLimit: true,
      },
    });
  }

  /**
   * Holds the client's portal requests to one at a time until `tx` ends: the day's count read after it
   * includes every request committed before, so two concurrent requests cannot both pass at the limit.
   */
  async lockClient(tx: Tx, clientId: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`portal-requests:${clientId}`}, 0))`;
  }

  /** The client's portal requests since `since` (the start of the company's day). */
  countSince(tx: Tx, clientId: string, since: Date): Promise<number> {
    return tx.quotation.count({
      where: { clientId, origin: 'CLIENT_REQUEST', createdAt: { gte: since } },
    });
  }

  /**
   * The client's usual lanes: origin and destination of its quotations it can see in the portal and of its
   * own requests, most used first (then the latest), each place with its catalogue kind (the form's pickers
   * are limited by kind; a code the catalogue lacks is left out).
   */
  usualLanes(clientId: string, limit: number): Promise<UsualLaneRow[]> {
    return this.prisma.$queryRaw<UsualLaneRow[]>`
      SELECT l.origin_code AS "originCode", l.origin_name AS "originName", o.kind::text AS "originKind",
        l.destination_code AS "destinationCode", l.destination_name AS "destinationName", d.kind::text AS "destinationKind",
        l.quotations
      FROM (
        SELECT origin_code, destination_code, count(*)::int AS quotations, max(created_at) AS latest,
          (array_agg(COALESCE(origin_name, origin_code) ORDER BY created_at DESC))[1] AS origin_name,
          (array_agg(COALESCE(destination_name, destination_code) ORDER BY created_at DESC))[1] AS destination_name
        FROM quotations
        WHERE client_id = ${clientId}::uuid AND active AND origin_code IS NOT NULL AND destination_code IS NOT NULL
          AND (status::text = ANY(${[...PORTAL_STATUSES]}::text[]) OR origin = 'CLIENT_REQUEST')
        GROUP BY origin_code, destination_code
      ) l
      CROSS JOIN LATERAL (SELECT kind FROM locations WHERE code = l.origin_code ORDER BY kind LIMIT 1) o
      CROSS JOIN LATERAL (SELECT kind FROM locations WHERE code = l.destination_code ORDER BY kind LIMIT 1) d
      ORDER BY l.quotations DESC, l.latest DESC, l.origin_code, l.destination_code
      LIMIT ${limit}`;
  }

  /** Whether the automatic sending is done with it: sent, or held for the commercial (approval, no contact). */
  async sendingSettled(id: string): Promise<{ sent: boolean; settled: boolean }> {
    const q = await this.prisma.quotation.findUniqueOrThrow({
      where: { id },
      select: { status: true, events: { where: { kind: 'AUTO_SEND_BLOCKED' }, select: { id: true }, take: 1 } },
    });
    const sent = (PORTAL_STATUSES as readonly string[]).includes(q.status);
    return { sent, settled: sent || q.events.length > 0 };
  }
}
