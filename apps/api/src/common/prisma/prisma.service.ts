import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { type Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { appendQueryLog } from './query-log.js';
import { API_SESSION_OPTIONS, sessionTimeoutOptions } from './session-options.js';
import { runTransaction, type TransactionOptions } from './transaction.js';

/** As long as an interactive transaction waits for its connection (transactionOptions.maxWait). */
const POOL_WAIT_MS = 10_000;

/** The one Prisma client of the process; only repositories use it. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  /** The connections under Prisma, shared with PreparedReads: one pool, one set of session options. */
  readonly pool: pg.Pool;

  private readonly longStatementMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      options: `${API_SESSION_OPTIONS} ${sessionTimeoutOptions(config.timeouts)}`,
      // Waiting for a connection of a full pool (or a database that does not answer) ends too: pg's
      // default waits forever; this answers 503 DEPENDENCY_UNAVAILABLE ("timeout exceeded when trying to connect").
      connectionTimeoutMillis: POOL_WAIT_MS,
    });
    super({
      adapter: new PrismaPg(pool),
      // A burst of writes (50 requests at once) waits for a pooled connection instead of failing
      // after Prisma's default 2 s; the transactions themselves stay short.
      transactionOptions: { maxWait: POOL_WAIT_MS, timeout: 15_000 },
      // Statement events for the benchmark's log and the query-duration histogram (DbMetrics).
      ...(config.queryLogFile || config.metrics?.enabled ? { log: [{ emit: 'event', level: 'query' }] } : {}),
    });
    this.pool = pool;
    this.longStatementMs = config.timeouts.longStatementMs;
    // A connection that fails while idle in the pool is dropped by pg; unheard, the error would end the process.
    pool.on('error', () => undefined);
    const file = config.queryLogFile;
    // The benchmark (scripts/bench) counts and replays these statements.
    if (file) this.onQuery((e) => appendQueryLog(file, { query: e.query, params: e.params, ms: e.duration }));
  }

  /** Each statement Prisma sent, once answered (only when the config turned statement events on). */
  onQuery(listener: (e: Prisma.QueryEvent) => void): void {
    const on = this.$on.bind(this) as unknown as (event: 'query', cb: (e: Prisma.QueryEvent) => void) => void;
    on('query', listener);
  }

  /**
   * One read allowed the long statement timeout (DB_LONG_STATEMENT_TIMEOUT_MS) instead of the session's:
   * analytics aggregates over a range the user picks. `SET LOCAL` in a transaction of its own, so the
   * setting ends with it and never stays on a pooled connection.
   */
  longRead<T>(query: Prisma.PrismaPromise<T>): Promise<T> {
    return this.readWithin(this.longStatementMs, query);
  }

  /** One read under its own statement timeout (`ms`), e.g. the short one of a metrics scrape. */
  async readWithin<T>(ms: number, query: Prisma.PrismaPromise<T>): Promise<T> {
    // A read takes no locks, so it never deadlocks: the plain batch needs no retry.
    // eslint-disable-next-line no-restricted-syntax
    const [, result] = await this.$transaction([
      this.$executeRaw`SELECT set_config('statement_timeout', ${String(ms)}, true)`,
      query,
    ]);
    return result;
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
