import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  createPostgresBackend,
  createRedisBackend,
  type BackendFactory,
  type IQueueBackend,
  type PostgresPoolConfig,
} from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { APP_CONFIG, DEFAULT_JOB_LOCK_MS, type AppConfig } from '../config/app-config.js';

/** Schema of BullMQ's own tables beside Prisma's when no Redis is configured. */
export const POSTGRES_JOBS_SCHEMA = 'jobs';

const PING_TIMEOUT_MS = 2000;
const MAX_STALLED = 3;
const RECONNECT_EVERY_MS = 1000;

/**
 * The datastore BullMQ runs on: Redis when `redisUrl` is set (production, CI), otherwise
 * BullMQ's PostgreSQL backend in the app's database (demo run with no Redis).
 * Queues and workers get their options here so both backends stay interchangeable.
 */
@Injectable()
export class QueueConnection {
  private readonly logger = new Logger(QueueConnection.name);
  private readonly redis: Redis | null;
  private readonly postgres: PostgresPoolConfig | null;
  private healthPool: pg.Pool | null = null;
  private readonly prefix: string;
  private readonly jobLockMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.queuePrefix;
    this.jobLockMs = config.jobLockMs ?? DEFAULT_JOB_LOCK_MS;
    if (config.redisUrl) {
      // BullMQ needs commands to wait through reconnects instead of failing after N retries. Reconnect
      // attempts stay a second apart however long the outage, so the queue resumes within a second of
      // Redis's return (ioredis backs off to 2 s).
      this.redis = new Redis(config.redisUrl, { maxRetriesPerRequest: null, retryStrategy: () => RECONNECT_EVERY_MS });
      this.redis.on('error', (err: Error) => this.logger.warn(`Redis: ${err.message}`));
      this.postgres = null;
    } else {
      this.redis = null;
      // `migrate: true` lets BullMQ create and upgrade its own schema; it refuses to start without it.
      this.postgres = { connectionString: config.databaseUrl, schema: POSTGRES_JOBS_SCHEMA, migrate: true, max: 4 };
    }
  }

  /** The BullMQ queue name: Redis namespaces by key prefix, PostgreSQL has no prefix, so it goes into the name. */
  queueName(name: string): string {
    return this.redis ? name : `${this.prefix}.${name}`;
  }

  /** Options shared by every Queue and Worker; `prefix` only matters to Redis. */
  baseOptions(): { connection: unknown; prefix: string } {
    return { connection: this.redis ?? this.postgres, prefix: this.prefix };
  }

  /**
   * A worker's claim on its job (renewed every half of it, so a live job keeps it) and how often every
   * worker looks for claims that ran out (every half lock): a process killed mid-job has its jobs taken
   * over within about twice the lock (issue 37: 10 s by default, ~70 s before). A job is given up after
   * being found stalled MAX_STALLED times (a job that keeps killing its process); below that a takeover
   * is safe: every job is idempotent, and the mail ledger lets one attempt per key talk to SMTP at a time.
   */
  workerOptions(): { lockDuration: number; stalledInterval: number; maxStalledCount: number; runRetryDelay: number } {
    return {
      lockDuration: this.jobLockMs,
      stalledInterval: Math.max(500, Math.floor(this.jobLockMs / 2)),
      maxStalledCount: MAX_STALLED,
      // After a lost connection a worker asks again this soon (BullMQ waits 15 s): jobs flow as soon as the datastore is back.
      runRetryDelay: RECONNECT_EVERY_MS,
    };
  }

  /** False while the Redis connection is down or reconnecting (commands would wait in its offline queue). */
  isReady(): boolean {
    return this.redis ? this.redis.status === 'ready' : true;
  }

  backendFactory(): BackendFactory<IQueueBackend, unknown> {
    return (this.redis ? createRedisBackend : createPostgresBackend) as BackendFactory<IQueueBackend, unknown>;
  }

  /** True when the datastore answers within a short timeout (for /health). */
  async ping(): Promise<boolean> {
    const probe = this.redis ? this.pingRedis(this.redis) : this.pingPostgres();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([probe.catch(() => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async pingRedis(redis: Redis): Promise<boolean> {
    // Still making its first connection (a health check right after start): wait for it, within the
    // caller's timeout, rather than report a Redis that is merely not connected yet as down.
    if (['wait', 'connecting', 'connect'].includes(redis.status)) await readyOrClosed(redis);
    // While reconnecting, commands queue up forever (maxRetriesPerRequest: null): answer at once.
    if (redis.status !== 'ready') return false;
    return (await redis.ping()) === 'PONG';
  }

  private async pingPostgres(): Promise<boolean> {
    if (!this.healthPool) {
      this.healthPool = new pg.Pool({
        connectionString: this.postgres?.connectionString,
        max: 1,
        connectionTimeoutMillis: PING_TIMEOUT_MS,
        idleTimeoutMillis: 10_000,
        allowExitOnIdle: true,
      });
      // An idle client's error is emitted on the pool; unhandled it would crash the process. Once per pool.
      this.healthPool.on('error', (err: Error) => this.logger.warn(`Health pool: ${err.message}`));
    }
    await this.healthPool.query('SELECT 1');
    return true;
  }

  /** Call after every Queue and Worker is closed: they borrow the shared Redis client. */
  async close(): Promise<void> {
    if (this.redis) {
      if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
      else this.redis.disconnect();
    }
    await this.healthPool?.end();
    this.healthPool = null;
  }
}

/** Resolves once the client is ready or gave up connecting; the listeners never outlive it. */
function readyOrClosed(redis: Redis): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      redis.off('ready', done);
      redis.off('end', done);
      redis.off('reconnecting', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, PING_TIMEOUT_MS);
    redis.once('ready', done);
    redis.once('end', done);
    redis.once('reconnecting', done);
  });
}
