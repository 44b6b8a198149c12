import { appendFileSync } from 'node:fs';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { type Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { API_SESSION_OPTIONS } from './session-options.js';

/** The one Prisma client of the process; only repositories use it. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      adapter: new PrismaPg({ connectionString: config.databaseUrl, options: API_SESSION_OPTIONS }),
      // A burst of writes (50 requests at once) waits for a pooled connection instead of failing
      // after Prisma's default 2 s; the transactions themselves stay short.
      transactionOptions: { maxWait: 10_000, timeout: 15_000 },
      ...(config.queryLogFile ? { log: [{ emit: 'event', level: 'query' }] } : {}),
    });
    const file = config.queryLogFile;
    if (file) {
      // The benchmark (scripts/bench) counts and replays these statements. The write is synchronous so
      // a request's statements are on disk before its answer leaves.
      const onQuery = this.$on.bind(this) as unknown as (event: 'query', cb: (e: Prisma.QueryEvent) => void) => void;
      onQuery('query', (e) => appendFileSync(file, `${JSON.stringify({ query: e.query, params: e.params, ms: e.duration })}\n`));
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}

/** An interactive transaction, for repository methods that take part in a caller's unit of work. */
export type Tx = Prisma.TransactionClient;
