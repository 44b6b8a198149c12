import { Injectable } from '@nestjs/common';
import { INBOUND_DECISION_KINDS } from '@freight/shared';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import { MAX_PROCESS_ATTEMPTS } from './inbound-mail.repository.js';

export type InboundQueueState = {
  lastReceivedAt: Date | null;
  /** Stored, not processed yet, still to be tried. */
  waiting: number;
  /** Not processed, tried and failed (last_error says why); includes those given up. */
  failing: number;
  /** Failed MAX_PROCESS_ATTEMPTS times: left for an operator. */
  gaveUp: number;
  lastError: string | null;
  /** Held, unmatched or flagged mails no one has decided on yet. */
  held: number;
};

/** The inbound channel's queue as the operator sees it (/health/details). */
@Injectable()
export class InboundHealthRepository {
  constructor(private readonly prisma: PrismaService) {}

  async state(): Promise<InboundQueueState> {
    const [row] = await this.prisma.$queryRaw<InboundQueueState[]>`
      SELECT
        (SELECT max(received_at) FROM inbound_raw_mails) AS "lastReceivedAt",
        (SELECT count(*)::int FROM inbound_raw_mails
          WHERE processed_at IS NULL AND attempts < ${MAX_PROCESS_ATTEMPTS}) AS waiting,
        (SELECT count(*)::int FROM inbound_raw_mails
          WHERE processed_at IS NULL AND attempts > 0 AND last_error IS NOT NULL) AS failing,
        (SELECT count(*)::int FROM inbound_raw_mails
          WHERE processed_at IS NULL AND attempts >= ${MAX_PROCESS_ATTEMPTS}) AS "gaveUp",
        (SELECT last_error FROM inbound_raw_mails WHERE processed_at IS NULL AND last_error IS NOT NULL
          ORDER BY received_at DESC LIMIT 1) AS "lastError",
        (SELECT count(*)::int FROM inbound_mails
          WHERE decided_at IS NULL AND kind::text = ANY(${[...INBOUND_DECISION_KINDS]})) AS held`;
    return row;
  }
}
