import { Injectable } from '@nestjs/common';
import { CLOSED_STATUSES, type Language, type Service, type SortOrder } from '@freight/shared';
import { AppError } from '../../common/errors/app-error.js';
import { decodeCursor } from '../../common/pagination/keyset.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';

export type DueReminder = {
  id: string;
  quotationId: string;
  providerId: string;
  providerName: string;
  email: string;
  language: Language;
  sentAt: Date;
  expiresAt: Date;
  answerBy: Date | null;
  createdBy: string | null;
  replyToken: string;
};

export type WaitingRow = {
  id: string;
  reference: string;
  service: Service;
  providerId: string;
  providerCode: string;
  providerName: string;
  email: string;
  sentAt: Date;
  answerBy: Date | null;
  firstOpenedAt: Date | null;
  remindedAt: Date | null;
  expiresAt: Date;
};

/**
 * Open requests: mailed, neither answered, declined nor withdrawn, link still valid, on an active
 * quotation that is not closed. The partial index cost_requests_open_sent_idx holds exactly the
 * first four conditions, in (sent_at, id) order.
 */
const open = (now: Date) => Prisma.sql`
  r.answered_at IS NULL AND r.declined_at IS NULL AND r.cancelled_at IS NULL AND r.sent_at IS NOT NULL
  AND r.expires_at > ${now} AND q.active AND q.status <> ALL(${[...CLOSED_STATUSES]}::"QuotationStatus"[])`;

/** A cursor of this list: a date and a uuid (signed, so nothing else), or a 400 (never a database error). */
function sentAtCursor(cursor: string): { at: Date; id: string } {
  const { value, id } = decodeCursor('cost-requests-waiting', 'sentAt', cursor);
  if (!(value instanceof Date))
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'cursor', rules: ['isValidCursor'] }] });
  return { at: value, id };
}

/** The agents' reminders (issue 16): which open requests waited too long, claimed once. */
@Injectable()
export class CostRequestRemindersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Runs `work` in a transaction long enough to queue a batch of mails. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work, { timeout: 60_000 });
  }

  /**
   * Open requests mailed at or before `cutoff` and never reminded, oldest first, locked until the
   * transaction ends; rows another scan holds are skipped (SKIP LOCKED), so two scans never take one.
   */
  lockDue(tx: Tx, cutoff: Date, now: Date, limit: number): Promise<DueReminder[]> {
    return tx.$queryRaw<DueReminder[]>`
      SELECT r.id, r.quotation_id AS "quotationId", r.provider_id AS "providerId", p.name AS "providerName",
        r.email, r.language::text AS language, r.sent_at AS "sentAt", r.expires_at AS "expiresAt",
        r.answer_by AS "answerBy", r.created_by AS "createdBy", r.reply_token AS "replyToken"
      FROM cost_requests r
      JOIN quotations q ON q.id = r.quotation_id
      JOIN providers p ON p.id = r.provider_id
      WHERE ${open(now)} AND r.reminded_at IS NULL AND r.sent_at <= ${cutoff}
      ORDER BY r.sent_at, r.id
      LIMIT ${limit}
      FOR UPDATE OF r SKIP LOCKED`;
  }

  async markReminded(tx: Tx, ids: string[], at: Date): Promise<void> {
    await tx.$executeRaw`UPDATE cost_requests SET reminded_at = ${at} WHERE id = ANY(${ids}::uuid[]) AND reminded_at IS NULL`;
  }

  /** Open requests mailed at or before `cutoff` on quotations of these services, in (sent_at, id) order. */
  waiting(o: {
    cutoff: Date;
    now: Date;
    services: Service[];
    order: SortOrder;
    cursor?: string;
    limit: number;
  }): Promise<WaitingRow[]> {
    const after = o.cursor ? sentAtCursor(o.cursor) : null;
    // The inclusive bound first: it starts the index range at the cursor (see afterCursor).
    const keyset = after
      ? o.order === 'asc'
        ? Prisma.sql`AND r.sent_at >= ${after.at} AND (r.sent_at, r.id) > (${after.at}, ${after.id}::uuid)`
        : Prisma.sql`AND r.sent_at <= ${after.at} AND (r.sent_at, r.id) < (${after.at}, ${after.id}::uuid)`
      : Prisma.empty;
    const direction = o.order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    return this.prisma.$queryRaw<WaitingRow[]>`
      SELECT r.id, q.reference, q.service::text AS service, p.id AS "providerId", p.code AS "providerCode",
        p.name AS "providerName", r.email, r.sent_at AS "sentAt", r.answer_by AS "answerBy",
        r.first_opened_at AS "firstOpenedAt", r.reminded_at AS "remindedAt", r.expires_at AS "expiresAt"
      FROM cost_requests r
      JOIN quotations q ON q.id = r.quotation_id
      JOIN providers p ON p.id = r.provider_id
      WHERE ${open(o.now)} AND r.sent_at <= ${o.cutoff} AND q.service = ANY(${o.services}::"Service"[]) ${keyset}
      ORDER BY r.sent_at ${direction}, r.id ${direction}
      LIMIT ${o.limit + 1}`;
  }
}
