import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../common/config/app-config.js';
import { type AppQueue, type AppWorker, QueueFactory } from '../../../common/queue/queue.factory.js';
import { COST_REQUEST_REMINDER_JOBS, QUEUE_NAMES } from '../../../common/queue/queue.constants.js';
import { CostRequestRemindersService } from '../cost-request-reminders.service.js';

const SCHEDULER_ID = 'cost-request-reminder-scan';

/**
 * A repeatable job (one scheduler shared by every instance) that reminds agents who have not
 * answered a cost request in time: once per request, marked by cost_requests.reminded_at.
 */
@Injectable()
export class CostRequestRemindersProcessor implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CostRequestRemindersProcessor.name);
  private queue: AppQueue<Record<string, never>> | null = null;
  private worker: AppWorker<Record<string, never>> | null = null;

  constructor(
    private readonly factory: QueueFactory,
    private readonly reminders: CostRequestRemindersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.costRequestReminderScanMs;
    if (every <= 0 || this.config.costRequestReminderHours <= 0) return;
    this.queue = this.factory.createQueue(QUEUE_NAMES.costRequestReminders, {
      removeOnComplete: { count: 10 },
      removeOnFail: { count: 50 },
    });
    // Not awaited: a queue store that is down must not hold the API's start (health reports it).
    this.queue
      .upsertJobScheduler(SCHEDULER_ID, { every }, { name: COST_REQUEST_REMINDER_JOBS.scan, data: {} })
      .catch((err: Error) => this.logger.warn(`reminder scan scheduler: ${err.message}`));
    this.worker = this.factory.createWorker(QUEUE_NAMES.costRequestReminders, () => this.reminders.scan(new Date()));
    this.worker?.on('failed', (_job, err) => this.logger.warn(`reminder scan failed: ${err.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
