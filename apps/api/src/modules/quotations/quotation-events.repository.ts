import { Injectable } from '@nestjs/common';
import type { QuotationEventKind, QuotationStatus } from '@freight/shared';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

/** One line of a quotation's event log (spec section 4). */
export type NewQuotationEvent = {
  quotationId: string;
  /** None for what the system or an agent (by mail or link) did. */
  userId?: string | null;
  kind: QuotationEventKind;
  detail?: string | null;
  fromStatus?: QuotationStatus | null;
  toStatus?: QuotationStatus | null;
};

/** A quotation's event log: lines written in the writer's transaction, read newest first. */
@Injectable()
export class QuotationEventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  add(tx: Tx, event: NewQuotationEvent) {
    return tx.quotationEvent.create({ data: event, select: { id: true } });
  }

  /** Records "viewed" unless this user already viewed the quotation within the last hour (one statement, no race). */
  async recordViewOncePerHour(quotationId: string, userId: string): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO quotation_events (id, quotation_id, user_id, kind, created_at)
      SELECT gen_random_uuid(), ${quotationId}::uuid, ${userId}::uuid, 'VIEWED', now()
      WHERE NOT EXISTS (
        SELECT 1 FROM quotation_events
        WHERE quotation_id = ${quotationId}::uuid AND user_id = ${userId}::uuid AND kind = 'VIEWED'
          AND created_at > now() - interval '1 hour')`;
  }

  list(quotationId: string) {
    return this.prisma.quotationEvent.findMany({
      where: { quotationId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
      select: { id: true, kind: true, userId: true, detail: true, fromStatus: true, toStatus: true, createdAt: true },
    });
  }
}
