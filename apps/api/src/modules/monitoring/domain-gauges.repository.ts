import { Injectable } from '@nestjs/common';
import { CLOSED_STATUSES } from '@freight/shared';
import { SCRAPE_STATEMENT_MS } from '../../common/metrics/cached-read.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** What an operations manager asks of the portal at a glance, and when the last backup finished. */
export type DomainCounts = {
  waitingPricing: number;
  awaitingApproval: number;
  /** Open cost requests by the time since their mail left. */
  costRequestsWaiting: { under24h: number; from24hTo48h: number; from48hTo7d: number; over7d: number };
  lastBackupAt: Date | null;
};

type Row = {
  waiting_pricing: number;
  awaiting_approval: number;
  under_24h: number;
  h24_48: number;
  h48_7d: number;
  over_7d: number;
  last_backup_at: Date | null;
};

/**
 * One statement per scrape, each count on an index: quotations (status, created_at, id) and
 * (approval_state, created_at, id), the open cost requests' partial index cost_requests_open_sent_idx,
 * backup_runs (finished_at). Its own statement timeout keeps a slow database from holding a scrape.
 */
@Injectable()
export class DomainGaugesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async counts(): Promise<DomainCounts> {
    const [r] = await this.prisma.readWithin(
      SCRAPE_STATEMENT_MS,
      this.prisma.$queryRaw<Row[]>`
        SELECT
          (SELECT count(*) FROM quotations WHERE status = 'REQUESTED' AND active)::int AS waiting_pricing,
          (SELECT count(*) FROM quotations WHERE approval_state = 'REQUESTED' AND active)::int AS awaiting_approval,
          (SELECT max(finished_at) FROM backup_runs) AS last_backup_at,
          w.*
        FROM (
          SELECT
            count(*) FILTER (WHERE r.sent_at > now() - interval '24 hours')::int AS under_24h,
            count(*) FILTER (WHERE r.sent_at <= now() - interval '24 hours' AND r.sent_at > now() - interval '48 hours')::int AS h24_48,
            count(*) FILTER (WHERE r.sent_at <= now() - interval '48 hours' AND r.sent_at > now() - interval '7 days')::int AS h48_7d,
            count(*) FILTER (WHERE r.sent_at <= now() - interval '7 days')::int AS over_7d
          FROM cost_requests r
          JOIN quotations q ON q.id = r.quotation_id
          WHERE r.answered_at IS NULL AND r.declined_at IS NULL AND r.cancelled_at IS NULL AND r.sent_at IS NOT NULL
            AND r.expires_at > now() AND q.active AND q.status <> ALL(${[...CLOSED_STATUSES]}::"QuotationStatus"[])
        ) w`,
    );
    return {
      waitingPricing: r.waiting_pricing,
      awaitingApproval: r.awaiting_approval,
      costRequestsWaiting: { under24h: r.under_24h, from24hTo48h: r.h24_48, from48hTo7d: r.h48_7d, over7d: r.over_7d },
      lastBackupAt: r.last_backup_at,
    };
  }
}
