import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import { SCRAPE_STATEMENT_MS } from '../metrics/cached-read.js';
import { currentTraceMetadata } from '../telemetry/trace-context.js';
import { PrismaService, type Tx } from '../prisma/prisma.service.js';
import { afterCommit } from '../prisma/transaction.js';
import { OutboxRelay } from './outbox-relay.js';
import type { QueueName } from './queue.constants.js';

/** One job to hand to a BullMQ queue once the transaction that wrote it has committed. */
export type OutboxEntry = { queue: QueueName; name: string; jobId: string; data: unknown };

/**
 * The transactional outbox (issue 37): work that must follow a write (mails, automatic sends) is a row
 * written in the writer's own transaction, so it exists exactly when the write does, and the write never
 * waits on the job datastore. OutboxRelay hands the rows to BullMQ after the commit; the job id makes a
 * second hand-over of the same row (a relay that died before deleting it) add nothing.
 */
@Injectable()
export class Outbox {
  constructor(
    private readonly prisma: PrismaService,
    private readonly relay: OutboxRelay,
  ) {}

  /** Writes the entries through `tx` (or at once without one) and wakes the relay after the commit. */
  async add(entries: OutboxEntry[], tx?: Tx): Promise<void> {
    if (entries.length === 0) return;
    const db = tx ?? this.prisma;
    // The writer's trace goes with the row, so the job continues it however late the relay hands it over.
    const traceContext = currentTraceMetadata();
    await db.outboxJob.createMany({
      data: entries.map((e) => ({
        queue: e.queue,
        name: e.name,
        jobId: e.jobId,
        data: e.data as Prisma.InputJsonValue,
        traceContext,
      })),
    });
    afterCommit(db, () => this.relay.nudge());
  }

  /** Rows not yet handed over, by queue (for the metrics; the outbox is short unless a datastore is down). */
  async pendingByQueue(): Promise<Record<string, number>> {
    const rows = await this.prisma.readWithin(
      SCRAPE_STATEMENT_MS,
      this.prisma.outboxJob.groupBy({ by: ['queue'], _count: { _all: true } }),
    );
    return Object.fromEntries(rows.map((r) => [r.queue, r._count._all]));
  }
}
