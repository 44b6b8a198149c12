import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { type Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { appendQueryLog } from './query-log.js';
import { API_SESSION_OPTIONS } from './session-options.js';
import { runTransaction, type TransactionOptions } from './transaction.js';

/** The one Prisma client of the process; only repositories use it. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  /** The connections under Prisma, shared with PreparedReads: one pool, one set of session options. */
  readonly pool: pg.Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, options: API_SESSION_OPTIONS });
    super({
      adapter: new PrismaPg(pool),
      // A burst of writes (50 requests at once) waits for a pooled connection instead of failing
      // after Prisma's default 2 s; the transactions themselves stay short.
      transactionOptions: { maxWait: 10_000, timeout: 15_000 },
      ...(config.queryLogFile ? { log: [{ emit: 'event', level: 'query' }] } : {}),
    });
    this.pool = pool;
    // A connection that fails while idle in the pool is dropped by pg; unheard, the error would end the process.
    pool.on('error', () => undefined);
    const file = config.queryLogFile;
    if (file) {
      // The benchmark (scripts/bench) counts and replays these statements.
      const onQuery = this.$on.bind(this) as unknown as (event: 'query', cb: (e: Prisma.QueryEvent) => void) => void;
      onQuery('query', (e) => appendQueryLog(file, { query: e.query, params: e.params, ms: e.duration }));
    }
  }

  /**
   * The one way repositories open a transaction: `work` runs again when PostgreSQL aborts it for a
   * deadlock or a serialization failure, and a conflict that outlasts the retries answers 409 WRITE_CONFLICT.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T> {
    return runTransaction<Tx, T>(this, work, options);
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await this.pool.end();
  }
}

/** An interactive transaction, for repository methods that take part in a caller's unit of work. */
export type Tx = Prisma.TransactionClient;
