import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { APP_CONFIG, type AppConfig } from '../../../common/config/app-config.js';
import { type AppQueue, type AppWorker, QueueFactory } from '../../../common/queue/queue.factory.js';
import { OPERATION_OVERDUE_JOBS, QUEUE_NAMES } from '../../../common/queue/queue.constants.js';
import { OperationActivityRepository } from '../operation-activity.repository.js';
import { OPERATION_EVENT_OVERDUE, type OperationEventOverdueEvent } from '../operations.events.js';

/** Events that fell due longer ago than this are not announced (e.g. the first scan after an upgrade). */
export const OVERDUE_LOOKBACK_MS = 24 * 3600 * 1000;
const BATCH = 500;
const SCHEDULER_ID = 'operation-overdue-scan';

/**
 * A repeatable job (one scheduler shared by every instance) that tells the operatives of an operation
 * when one of its events becomes overdue: once per event, marked by operation_events.overdue_notified_at.
 */
@Injectable()
export class OverdueEventsProcessor implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(OverdueEventsProcessor.name);
  private queue: AppQueue<Record<string, never>> | null = null;
  private worker: AppWorker<Record<string, never>> | null = null;

  constructor(
    private readonly factory: QueueFactory,
    private readonly activity: OperationActivityRepository,
    private readonly events: EventEmitter2,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.operationOverdueScanMs;
    if (every <= 0) return;
    this.queue = this.factory.createQueue(QUEUE_NAMES.operationOverdue, {
      removeOnComplete: { count: 10 },
      removeOnFail: { count: 50 },
    });
    // Not awaited: a queue store that is down must not hold the API's start (health reports it).
    this.queue
      .upsertJobScheduler(SCHEDULER_ID, { every }, { name: OPERATION_OVERDUE_JOBS.scan, data: {} })
      .catch((err: Error) => this.logger.warn(`overdue scan scheduler: ${err.message}`));
    this.worker = this.factory.createWorker(QUEUE_NAMES.operationOverdue, () => this.scan(new Date()));
    this.worker?.on('failed', (_job, err) => this.logger.warn(`overdue scan failed: ${err.message}`));
  }

  /** Claims and announces every event that became overdue by `now`; returns how many were announced. */
  async scan(now: Date): Promise<number> {
    const since = new Date(now.getTime() - OVERDUE_LOOKBACK_MS);
    let announced = 0;
    for (;;) {
      const claimed = await this.activity.claimOverdue(now, since, BATCH);
      for (const c of claimed) {
        const event: OperationEventOverdueEvent = { ...c };
        await this.events.emitAsync(OPERATION_EVENT_OVERDUE, event);
      }
      announced += claimed.length;
      if (claimed.length < BATCH) return announced;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
