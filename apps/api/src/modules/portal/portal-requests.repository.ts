import { Injectable } from '@nestjs/common';
import { PORTAL_STATUSES } from '@freight/shared';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

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
