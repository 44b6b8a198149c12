import { Injectable } from '@nestjs/common';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MailService } from '../../common/mail/mail.service.js';
import { QUEUE_NAMES, type QueueName } from '../../common/queue/queue.constants.js';
import { QueueFactory, type AppQueue } from '../../common/queue/queue.factory.js';
import { QueueHealth } from '../../common/queue/queue-health.js';
import { InboundHealth, inboundDegraded, type InboundChannelState } from '../inbound/inbound-health.js';
import { HealthRepository } from './health.repository.js';

export type Check = { up: boolean; ms: number };
export type HealthDetails = {
  status: 'up' | 'degraded' | 'down';
  database: Check;
  queue: Check;
  smtp: Check;
  migrations: { applied: number; pending: string[] | null };
  queues: Record<string, { waiting: number; active: number; delayed: number; failed: number } | null>;
  /** The newest recorded backup (npm run db:backup or the scheduled service); null when none was recorded. */
  lastBackup: { finishedAt: string; file: string; sizeBytes: number; durationMs: number } | null;
  /** Replies by mail (issue 42): the channel, the last mail received, what waits or fails; null while the database is down. */
  inbound: InboundChannelState | null;
};

/** A dependency that does not answer within 3 s counts as down, so no check ever hangs the answer. */
export async function timed(check: () => Promise<boolean>, ms = 3000): Promise<Check> {
  const start = performance.now();
  const up = await Promise.race([
    check().catch(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref()),
  ]);
  return { up, ms: Math.round(performance.now() - start) };
}

/**
 * What an operator needs beyond /health's yes or no: each dependency with its latency, the SMTP relay,
 * migrations the code has that the database lacks, the job queues' depths and failures, and the inbound
 * mail channel.
 */
@Injectable()
export class HealthDetailsService {
  private readonly queues = new Map<QueueName, AppQueue<unknown>>();

  constructor(
    private readonly db: HealthRepository,
    private readonly queueHealth: QueueHealth,
    private readonly mail: MailService,
    private readonly factory: QueueFactory,
    private readonly inboundHealth: InboundHealth,
  ) {}

  async details(): Promise<HealthDetails> {
    const [database, queue, smtp] = await Promise.all([
      timed(() => this.db.ping()),
      timed(() => this.queueHealth.check()),
      timed(() => this.mail.reachable(), 5000),
    ]);
    const [migrations, queues, lastBackup, inbound] = await Promise.all([
      database.up ? this.migrations() : { applied: 0, pending: null },
      queue.up
        ? this.queueDepths()
        : Promise.resolve(Object.fromEntries(Object.values(QUEUE_NAMES).map((n) => [n, null]))),
      database.up ? this.lastBackup() : null,
      database.up ? this.inboundHealth.state() : null,
    ]);
    const degraded =
      !smtp.up || (migrations.pending?.length ?? 0) > 0 || (inbound !== null && inboundDegraded(inbound));
    const status = !database.up || !queue.up ? 'down' : degraded ? 'degraded' : 'up';
    return { status, database, queue, smtp, migrations, queues, lastBackup, inbound };
  }

  /** Migration folders shipped with this release that the database has not applied. */
  private async migrations(): Promise<HealthDetails['migrations']> {
    const applied = new Set(await this.db.appliedMigrations());
    const dir = migrationsDir();
    const shipped = dir
      ? readdirSync(dir, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name)
      : null;
    return { applied: applied.size, pending: shipped ? shipped.filter((m) => !applied.has(m)).sort() : null };
  }

  private async lastBackup(): Promise<HealthDetails['lastBackup']> {
    const row = await this.db.lastBackup();
    if (!row) return null;
    return {
      finishedAt: row.finishedAt.toISOString(),
      file: row.file,
      sizeBytes: Number(row.sizeBytes),
      durationMs: row.durationMs,
    };
  }

  private async queueDepths(): Promise<HealthDetails['queues']> {
    const entries = await Promise.all(
      Object.values(QUEUE_NAMES).map(async (name) => {
        let q = this.queues.get(name);
        if (!q) this.queues.set(name, (q = this.factory.createQueue(name)));
        const c = await q.getJobCounts('waiting', 'active', 'delayed', 'failed');
        return [
          name,
          { waiting: c.waiting ?? 0, active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 },
        ] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
}

/** The release's prisma/migrations, found upwards from this file (source, build or image layout alike). */
function migrationsDir(): string | null {
  for (let d = dirname(fileURLToPath(import.meta.url)); ; d = dirname(d)) {
    const candidate = join(d, 'prisma', 'migrations');
    if (existsSync(candidate)) return candidate;
    if (dirname(d) === d) return null;
  }
}
