import { Injectable } from '@nestjs/common';
import { currentTraceMetadata } from '../telemetry/trace-context.js';
import type { Tx } from '../prisma/prisma.service.js';
import { afterCommit } from '../prisma/transaction.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxRepository } from './outbox.repository.js';
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
    private readonly table: OutboxRepository,
    private readonly relay: OutboxRelay,
  ) {}

  /** Writes the entries through `tx` (or at once without one) and wakes the relay after the commit. */
  async add(entries: OutboxEntry[], tx?: Tx): Promise<void> {
    if (entries.length === 0) return;
    // The writer's trace goes with the row, so the job continues it however late the relay hands it over.
    const traceContext = currentTraceMetadata();
    await this.table.insert(
      entries.map((e) => ({ ...e, traceContext })),
      tx,
    );
    const nudge = () => this.relay.nudge();
    if (tx) afterCommit(tx, nudge);
    else nudge();
  }

  /** Rows not yet handed over, by queue (for the metrics; the outbox is short unless a datastore is down). */
  pendingByQueue(): Promise<Record<string, number>> {
    return this.table.pendingByQueue();
  }
}
