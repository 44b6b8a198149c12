import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CachedRead } from '../metrics/cached-read.js';
import { Metrics } from '../metrics/metrics.service.js';
import { Outbox } from './outbox.js';
import { QUEUE_NAMES, type QueueName } from './queue.constants.js';
import { type AppQueue, QueueFactory } from './queue.factory.js';

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'] as const;
type Depths = { jobs: [QueueName, Record<string, number>][]; outbox: Record<string, number> };

/**
 * The job queues seen from a scrape: jobs per queue and state in the job datastore, and rows still in
 * the outbox (written by a commit, not yet handed to their queue). Read at most every 5 s, within 2 s.
 */
@Injectable()
export class QueueMetrics implements OnModuleInit {
  private readonly queues = new Map<QueueName, AppQueue<unknown>>();
  private readonly depths = new CachedRead<Depths>(
    () => this.read(),
    () => this.metrics.scrapeErrors.inc({ source: 'queue' }),
  );

  constructor(
    private readonly metrics: Metrics,
    private readonly factory: QueueFactory,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    const depths = this.depths;
    this.metrics.gauge({
      name: 'freight_queue_jobs',
      help: 'Jobs in each queue by state (waiting, active, delayed, failed, completed, prioritized)',
      labelNames: ['queue', 'state'],
      async collect() {
        const d = await depths.get();
        for (const [queue, counts] of d?.jobs ?? [])
          for (const state of STATES) this.set({ queue, state }, counts[state] ?? 0);
      },
    });
    this.metrics.gauge({
      name: 'freight_outbox_jobs',
      help: 'Jobs written by a commit and not yet handed to their queue (the outbox), by queue',
      labelNames: ['queue'],
      async collect() {
        const d = await depths.get();
        if (!d) return;
        for (const queue of Object.values(QUEUE_NAMES)) this.set({ queue }, d.outbox[queue] ?? 0);
      },
    });
  }

  private async read(): Promise<Depths> {
    const [jobs, outbox] = await Promise.all([
      Promise.all(
        Object.values(QUEUE_NAMES).map(async (name) => {
          let q = this.queues.get(name);
          if (!q) this.queues.set(name, (q = this.factory.createQueue(name)));
          return [name, await q.getJobCounts(...STATES)] as [QueueName, Record<string, number>];
        }),
      ),
      this.outbox.pendingByQueue(),
    ]);
    return { jobs, outbox };
  }
}
