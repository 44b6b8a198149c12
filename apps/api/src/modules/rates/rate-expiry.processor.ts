import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { COMPANY_TIME_ZONE, RATE_EXPIRY_NOTICE_DAYS } from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { type AppQueue, type AppWorker, QueueFactory } from '../../common/queue/queue.factory.js';
import { QUEUE_NAMES, RATE_EXPIRY_JOBS } from '../../common/queue/queue.constants.js';
import { todayIn } from '../../common/time/zoned-dates.js';
import { addDays, dayDate, isoDay } from './rate.mappers.js';
import { RatesRepository } from './rates.repository.js';

export const RATE_EXPIRING = 'rate.expiring';
export type RateExpiringEvent = { rateId: string; ownerId: string; lane: string; description: string; validTo: string };

const SCHEDULER_ID = 'rate-expiry-scan';
const BATCH = 500;

/**
 * A repeatable job (one scheduler for every instance) that tells each owner, once per rate, when a
 * current rate of theirs ends within 7 days (rates.expiry_notified_at marks the ones told).
 */
@Injectable()
export class RateExpiryProcessor implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RateExpiryProcessor.name);
  private queue: AppQueue<Record<string, never>> | null = null;
  private worker: AppWorker<Record<string, never>> | null = null;

  constructor(
    private readonly factory: QueueFactory,
    private readonly rates: RatesRepository,
    private readonly events: EventEmitter2,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.rateExpiryScanMs;
    if (every <= 0) return;
    this.queue = this.factory.createQueue(QUEUE_NAMES.rateExpiry, {
      removeOnComplete: { count: 10 },
      removeOnFail: { count: 50 },
    });
    this.queue
      .upsertJobScheduler(SCHEDULER_ID, { every }, { name: RATE_EXPIRY_JOBS.scan, data: {} })
      .catch((err: Error) => this.logger.warn(`rate expiry scheduler: ${err.message}`));
    this.worker = this.factory.createWorker(QUEUE_NAMES.rateExpiry, () => this.scan(new Date()));
    this.worker?.on('failed', (_job, err) => this.logger.warn(`rate expiry scan failed: ${err.message}`));
  }

  /** Claims and announces every current rate ending between today and 7 days on; returns how many. */
  async scan(now: Date): Promise<number> {
    const today = todayIn(COMPANY_TIME_ZONE, now);
    const until = addDays(today, RATE_EXPIRY_NOTICE_DAYS);
    let told = 0;
    for (;;) {
      const claimed = await this.rates.claimExpiring(dayDate(today), dayDate(until), now, BATCH);
      for (const c of claimed) {
        const event: RateExpiringEvent = {
          rateId: c.id,
          ownerId: c.ownerId,
          lane: `${c.originCode} → ${c.destinationCode}`,
          description: c.description,
          validTo: isoDay(c.validTo),
        };
        await this.events.emitAsync(RATE_EXPIRING, event);
      }
      told += claimed.length;
      if (claimed.length < BATCH) return told;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
