import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  Queue,
  Worker,
  type DefaultJobOptions,
  type IQueueBackend,
  type JobProgress,
  type Processor,
  type WorkerOptions,
} from 'bullmq';
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

  constructor(private readonly connection: QueueConnection) {}

  createQueue<T>(name: QueueName, defaultJobOptions?: DefaultJobOptions): AppQueue<T> {
    const queue = new Queue<T, unknown, string, T, unknown, string, IQueueBackend, unknown>(
      this.connection.queueName(name),
      { ...this.connection.baseOptions(), defaultJobOptions },
      this.connection.backendFactory(),
    );
    queue.on('error', (err: Error) => this.logger.warn(`Queue ${name}: ${err.message}`));
    this.queues.push(queue);
    return queue;
  }

  /** Starts consuming at once. Its owner closes it before the database goes away (see SendMailProcessor). */
  createWorker<T>(name: QueueName, processor: Processor<T, unknown>, options: AppWorkerOptions = {}): AppWorker<T> {
    const worker = new Worker<T, unknown, string, IQueueBackend, JobProgress, unknown>(
      this.connection.queueName(name),
      processor,
      { ...this.connection.baseOptions(), ...options },
      this.connection.backendFactory(),
    );
    worker.on('error', (err: Error) => this.logger.warn(`Worker ${name}: ${err.message}`));
    this.workers.push(worker as AppWorker<unknown>);
    return worker;
  }

  async onModuleDestroy(): Promise<void> {
    // Workers first: close() waits for in-flight jobs, which may still use their queue's connection.
    await Promise.allSettled(this.workers.map((w) => w.close()));
    await Promise.allSettled(this.queues.map((q) => q.close()));
    await this.connection.close();
  }
}
