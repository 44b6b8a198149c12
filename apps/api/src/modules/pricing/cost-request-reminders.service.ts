import { Inject, Injectable } from '@nestjs/common';
import type { PageQueryDto } from '@freight/shared/dto';
import type { WaitingCostRequestPage } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { toPage } from '../../common/pagination/keyset.js';
import { pricingServices } from '../quotations/pricing-modes.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { CostRequestMailer } from './cost-request-mailer.js';
import { CostRequestRemindersRepository, type DueReminder } from './cost-request-reminders.repository.js';

const BATCH = 100;

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
}
const HOUR_MS = 3_600_000;

/**
 * Agents who have not answered a cost request COST_REQUEST_REMINDER_HOURS after its mail left get
 * one reminder (same link, their language, signed by the analyst who asked); pricing sees every
 * request waiting past that time.
 */
@Injectable()
export class CostRequestRemindersService {
  constructor(
    private readonly repo: CostRequestRemindersRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly mailer: CostRequestMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private cutoff(now: Date): Date {
    return new Date(now.getTime() - this.config.costRequestReminderHours * HOUR_MS);
  }

  /**
   * Queues the reminders due at `now`; returns how many. Each batch is locked (SKIP LOCKED), its mails
   * written to the outbox under one key per request, then marked, all in one transaction: a failure
   * leaves the batch unmarked for the next scan, and the key keeps a retried mail from leaving twice.
   */
  async scan(now: Date): Promise<number> {
    if (this.config.costRequestReminderHours <= 0) return 0;
    let reminded = 0;
    for (;;) {
      const n = await this.repo.transaction(async (tx) => {
        const due = await this.repo.lockDue(tx, this.cutoff(now), now, BATCH);
        for (const [quotationId, requests] of groupBy(due, (r) => r.quotationId))
          await this.remind(tx, quotationId, requests);
        if (due.length)
          await this.repo.markReminded(
            tx,
            due.map((r) => r.id),
            now,
          );
        return due.length;
      });
      reminded += n;
      if (n < BATCH) return reminded;
    }
  }

  private async remind(tx: Tx, quotationId: string, requests: DueReminder[]): Promise<void> {
    const q = await this.quotations.findDetail(quotationId);
    for (const [analystId, mine] of groupBy(requests, (r) => r.createdBy)) {
      const mails = await this.mailer.prepare(q, {
        id: analystId ?? q.pricingUser?.id ?? null,
        fallbackName: q.pricingUser?.name ?? '',
      });
      await this.mailer.queue(
        tx,
        mails(
          mine.map((r) => ({
            id: r.id,
            provider: { id: r.providerId, name: r.providerName, language: r.language },
            email: r.email,
            replyToken: r.replyToken,
            expiresAt: r.expiresAt,
            answerBy: r.answerBy ?? r.expiresAt,
            firstSentAt: r.sentAt,
          })),
        ),
      );
    }
  }

  /** Open requests past the threshold on quotations of the services the user prices. */
  async waiting(user: AuthUser, query: PageQueryDto, now = new Date()): Promise<WaitingCostRequestPage> {
    const thresholdHours = this.config.costRequestReminderHours;
    const services = pricingServices(user);
    if (thresholdHours <= 0 || services.length === 0) return { items: [], nextCursor: null, thresholdHours };
    const rows = await this.repo.waiting({
      cutoff: this.cutoff(now),
      now,
      services,
      order: query.order,
      cursor: query.cursor,
      limit: query.limit,
    });
    const page = toPage('cost-requests-waiting', rows, query.limit, 'sentAt', (r) => ({
      id: r.id,
      reference: r.reference,
      service: r.service,
      provider: { id: r.providerId, code: r.providerCode, name: r.providerName },
      email: r.email,
      sentAt: r.sentAt.toISOString(),
      answerBy: r.answerBy?.toISOString() ?? null,
      firstOpenedAt: r.firstOpenedAt?.toISOString() ?? null,
      remindedAt: r.remindedAt?.toISOString() ?? null,
      expiresAt: r.expiresAt.toISOString(),
      waitingHours: Math.floor((now.getTime() - r.sentAt.getTime()) / HOUR_MS),
    }));
    return { ...page, thresholdHours };
  }
}
