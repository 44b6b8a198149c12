import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  Queue,
  Worker,
  type DefaultJobOptions,
  type IQueueBackend,
  type JobProgress,
  type Processor,
  type WorkerOptions,
} from 'bullmq';
import { BullMQOtel } from 'bullmq-otel';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runsJobs } from '../config/process-role.js';
import { Metrics } from '../metrics/metrics.service.js';
import { tracingStarted } from '../telemetry/tracing-state.js';
import { OutboxRelay } from './outbox-relay.js';
import { QueueConnection } from './queue-connection.js';
import type { QueueName } from './queue.constants.js';

/** A queue or worker on whichever backend the config chose (Redis or PostgreSQL). */
export type AppQueue<T> = Queue<T, unknown, string, T, unknown, string, IQueueBackend, unknown>;
export type AppWorker<T> = Worker<T, unknown, string, IQueueBackend, JobProgress, unknown>;
export type AppWorkerOptions = Pick<WorkerOptions, 'concurrency' | 'lockDuration'>;

/**
 * Creates every Queue and Worker on the configured backend and closes them all on shutdown:
 * an open Queue, Worker or connection keeps the process alive.
 */
@Injectable()
export class QueueFactory implements OnModuleDestroy {
  private readonly logger = new Logger(QueueFactory.name);
  private readonly queues: AppQueue<unknown>[] = [];
  private readonly workers: AppWorker<unknown>[] = [];
  /**
   * With tracing on, BullMQ's own telemetry: a job carries its producer's trace context (for jobs from the
   * outbox, the request's: see OutboxRelay) and the worker processes it in a span of that trace.
   */
  private readonly telemetry = tracingStarted() ? { telemetry: new BullMQOtel({ tracerName: 'bullmq' }) } : {};

  constructor(
    private readonly connection: QueueConnection,
    private readonly relay: OutboxRelay,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  createQueue<T>(name: QueueName, defaultJobOptions?: DefaultJobOptions): AppQueue<T> {
    const queue = new Queue<T, unknown, string, T, unknown, string, IQueueBackend, unknown>(
      this.connection.queueName(name),
      { ...this.connection.baseOptions(), ...this.telemetry, defaultJobOptions },
      this.connection.backendFactory(),
    );
    queue.on('error', (err: Error) => this.logger.warn(`Queue ${name}: ${err.message}`));
    this.queues.push(queue);
    return queue;
  }

  /**
   * Starts consuming at once. Its owner closes it before the database goes away (see SendMailProcessor).
   * Null in an API-only process (PROCESS_ROLE=api): its jobs wait in the queue for a worker process.
   */
  createWorker<T>(
    name: QueueName,
    processor: Processor<T, unknown>,
    options: AppWorkerOptions = {},
  ): AppWorker<T> | null {
    if (!runsJobs(this.config.processRole)) return null;
    const worker = new Worker<T, unknown, string, IQueueBackend, JobProgress, unknown>(
      this.connection.queueName(name),
      processor,
      { ...this.connection.baseOptions(), ...this.connection.workerOptions(), ...this.telemetry, ...options },
      this.connection.backendFactory(),
    );
    worker.on('error', (err: Error) => this.logger.warn(`Worker ${name}: ${err.message}`));
    // Time spent on each attempt, from the worker taking the job to its outcome.
    // (A failed attempt to be retried has no finishedOn: it ended now.)
    const measure = (outcome: 'completed' | 'failed', job?: { processedOn?: number; finishedOn?: number }) => {
      if (job?.processedOn)
        this.metrics.jobDuration.observe(
          { queue: name, outcome },
          ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000,
        );
    };
    worker.on('completed', (job) => measure('completed', job));
    worker.on('failed', (job) => measure('failed', job));
    this.workers.push(worker as AppWorker<unknown>);
    return worker;
  }

  async onModuleDestroy(): Promise<void> {
    // The relay first: it adds to the queues. Rows it has not handed over stay in the outbox for the next start.
    await this.relay.close();
    // Workers first: close() waits for in-flight jobs, which may still use their queue's connection.
    await Promise.allSettled(this.workers.map((w) => this.closeWorker(w)));
    await Promise.allSettled(this.queues.map((q) => q.close()));
    await this.connection.close();
  }

  /**
   * A worker's close() can wait forever after its Redis restarted (BullMQ 6.7 waits on a blocking
   * connection that never answers), which would hang a SIGTERM. Past the grace period the worker is
   * forced closed: an unfinished job is picked up again after its lock expires, and every job is
   * idempotent (the mail ledger sends each mail once).
   */
  private async closeWorker(worker: AppWorker<unknown>): Promise<void> {
    const gave = await settleWithin(worker.close(), WORKER_CLOSE_GRACE_MS);
    if (gave) return;
    this.logger.warn(`Worker ${worker.name} did not close within ${WORKER_CLOSE_GRACE_MS} ms: forcing it`);
    if (!(await settleWithin(worker.close(true), WORKER_CLOSE_GRACE_MS)))
      this.logger.warn(`Worker ${worker.name} left open`);
  }
}

const WORKER_CLOSE_GRACE_MS = 10_000;

/** True when the promise settled within `ms`, false when the time ran out first. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
