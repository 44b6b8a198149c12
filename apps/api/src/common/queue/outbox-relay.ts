import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Poller } from '../concurrency/poller.js';
import { QueueConnection } from './queue-connection.js';
import type { AppQueue } from './queue.factory.js';
import type { QueueName } from './queue.constants.js';
import { OutboxRepository, type OutboxRow as Row } from './outbox.repository.js';

/** Rows handed over per round trip. */
const BATCH = 100;
/** How often the outbox is read when no commit in this process woke the relay (rows of other instances, an outage). */
const RELAY_EVERY_MS = 1000;
/** A relay holds the rows it took this long; a relay that died lets them go to another one after it. */
const LEASE_SECONDS = 30;
/** A hand-over that takes longer (the datastore stopped answering) is given up and tried again later. */
const HAND_OVER_TIMEOUT_MS = 5000;

/**
 * Hands the outbox's rows to their BullMQ queues (issue 37), oldest first: rows are taken with
 * FOR UPDATE SKIP LOCKED under a lease (so relays of several instances never take the same row), added
 * with their job id, then deleted. Woken after each commit that wrote rows, and every second. While the
 * job datastore is down the rows wait; everything queued meanwhile goes out once it answers again.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly routes = new Map<string, AppQueue<unknown>>();
  private readonly poller = new Poller(
    () => this.drain(),
    RELAY_EVERY_MS,
    (e) => this.warnOnce(`outbox relay: ${(e as Error).message}`),
  );
  private lastFailure = '';

  constructor(
    private readonly table: OutboxRepository,
    private readonly connection: QueueConnection,
  ) {}

  /** Rows of this queue name are added to `queue` (its owner's instance, with its default job options). */
  route<T>(name: QueueName, queue: AppQueue<T>): void {
    this.routes.set(name, queue);
  }

  /** Starts once every module has registered its queues. */
  onApplicationBootstrap(): void {
    this.poller.start();
  }

  nudge(): void {
    this.poller.nudge();
  }

  /** Called by QueueFactory before it closes the queues. */
  close(): Promise<void> {
    return this.poller.close();
  }

  /** Hands over everything waiting; returns when the outbox is empty or the datastore does not answer. */
  async drain(): Promise<void> {
    for (;;) {
      // Redis reconnecting: a command now would only wait in ioredis' offline queue.
      if (!this.connection.isReady()) return;
      const rows = await this.take();
      if (rows.length === 0) return;
      if (!(await this.handOver(rows)) || rows.length < BATCH) return;
    }
  }

  private take(): Promise<Row[]> {
    return this.table.take([...this.routes.keys()], BATCH, LEASE_SECONDS);
  }

  /** False when some queue did not take its rows (they wait for the next round). */
  private async handOver(rows: Row[]): Promise<boolean> {
    const byQueue = new Map<string, Row[]>();
    for (const r of rows.sort((a, b) => (a.id < b.id ? -1 : 1)))
      byQueue.set(r.queue, [...(byQueue.get(r.queue) ?? []), r]);
    for (const [name, group] of byQueue) {
      const ids = group.map((r) => r.id);
      try {
        const queue = this.routes.get(name);
        if (!queue) throw new Error(`no queue ${name} in this process`);
        await withTimeout(
          queue.addBulk(
            group.map((r) => ({
              name: r.name,
              data: r.data,
              // BullMQ's telemetry reads the parent of the job's processing span from here (tracing on).
              opts: { jobId: r.job_id, ...(r.trace_context ? { telemetry: { metadata: r.trace_context } } : {}) },
            })),
          ),
          HAND_OVER_TIMEOUT_MS,
        );
      } catch (e) {
        // Free again at once: the next round (a second away) tries them; their job ids keep a hand-over
        // that completes late (ioredis replays a queued command on reconnect) from adding them twice.
        const message = (e as Error).message;
        await this.table.release(ids, message);
        this.warnOnce(`outbox rows for ${name} wait: ${message}`);
        return false;
      }
      await this.table.remove(ids);
      this.lastFailure = '';
    }
    return true;
  }

  /** One line per kind of failure, not one a second for the whole outage. */
  private warnOnce(message: string): void {
    if (message !== this.lastFailure) this.logger.warn(message);
    this.lastFailure = message;
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the job datastore within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
