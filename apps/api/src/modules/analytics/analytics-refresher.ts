import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Poller } from '../../common/concurrency/poller.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { runsJobs } from '../../common/config/process-role.js';
import { AnalyticsRepository } from './analytics.repository.js';

/** How often queued quotation changes are applied to the rollups when no dashboard asks first. */
const REFRESH_EVERY_MS = 1000;

/**
 * Keeps the analytics rollups up to date outside the writers' transactions (issue 37): the triggers
 * only queue the quotations they touched; this applies the queue every second, one instance at a time
 * (the database function takes an advisory lock), and before each dashboard read, so a dashboard shows
 * everything committed before it was asked for. API-only processes (PROCESS_ROLE=api) leave the
 * polling to the workers and only catch up before their own dashboard reads.
 */
@Injectable()
export class AnalyticsRefresher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AnalyticsRefresher.name);
  private readonly poller = new Poller(
    () => this.drain(false),
    REFRESH_EVERY_MS,
    (e) => this.logger.warn(`analytics refresh failed: ${(e as Error).message}`),
  );

  constructor(
    private readonly repo: AnalyticsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (runsJobs(this.config.processRole)) this.poller.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.poller.close();
  }

  /** Applies every change committed so far, waiting for a refresh another process is running. */
  catchUp(): Promise<void> {
    return this.drain(true);
  }

  private async drain(wait: boolean): Promise<void> {
    // A batch at a time (500 quotations), each in a transaction of its own, until the queue is empty.
    while ((await this.repo.refreshPending(wait)) > 0);
  }
}
