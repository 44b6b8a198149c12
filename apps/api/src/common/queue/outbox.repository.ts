import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import { SCRAPE_STATEMENT_MS } from '../metrics/cached-read.js';
import { PrismaService, type Tx } from '../prisma/prisma.service.js';

/** A row as the writer gives it: its queue, job name and id, payload and the writer's trace. */
export type NewOutboxRow = { queue: string; name: string; jobId: string; data: unknown; traceContext: string | null };
/** A row as the relay takes it. */
export type OutboxRow = {
  id: bigint;
  queue: string;
  name: string;
  job_id: string;
  data: unknown;
  trace_context: string | null;
};

/** The outbox table (issue 37): rows written in their writer's transaction, handed to BullMQ by the relay. */
@Injectable()
export class OutboxRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Writes the rows through `tx`, or at once without one. */
  async insert(rows: NewOutboxRow[], tx?: Tx): Promise<void> {
    await (tx ?? this.prisma).outboxJob.createMany({
      data: rows.map((r) => ({ ...r, data: r.data as Prisma.InputJsonValue })),
    });
  }

  /** Rows not yet handed over, by queue (for the metrics, under the scrape's short statement timeout). */
  async pendingByQueue(): Promise<Record<string, number>> {
    const rows = await this.prisma.readWithin(
      SCRAPE_STATEMENT_MS,
      this.prisma.outboxJob.groupBy({ by: ['queue'], _count: { _all: true } }),
    );
    return Object.fromEntries(rows.map((r) => [r.queue, r._count._all]));
  }

  /**
   * Takes up to `batch` free rows of these queues, oldest first, under a lease of `leaseSeconds`:
   * FOR UPDATE SKIP LOCKED, so relays of several instances never take the same row.
   */
  take(queues: string[], batch: number, leaseSeconds: number): Promise<OutboxRow[]> {
    return this.prisma.$queryRaw<OutboxRow[]>`
      UPDATE outbox_jobs o SET claimed_until = now() + make_interval(secs => ${leaseSeconds}), attempts = o.attempts + 1
      FROM (
        SELECT id FROM outbox_jobs
        WHERE (claimed_until IS NULL OR claimed_until < now()) AND queue = ANY(${queues}::text[])
        ORDER BY id LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      ) taken
      WHERE o.id = taken.id
      RETURNING o.id, o.queue, o.name, o.job_id, o.data, o.trace_context`;
  }

  /** Frees rows a hand-over failed for, noting why. */
  async release(ids: bigint[], error: string): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE outbox_jobs SET claimed_until = NULL, last_error = ${error.slice(0, 500)} WHERE id = ANY(${ids}::bigint[])`;
  }

  /** Rows their queue took. */
  async remove(ids: bigint[]): Promise<void> {
    await this.prisma.$executeRaw`DELETE FROM outbox_jobs WHERE id = ANY(${ids}::bigint[])`;
  }
}
