import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PrismaService } from './prisma.service.js';
import { appendQueryLog } from './query-log.js';

/** A read sent as a named prepared statement: parsed and planned once per connection. */
export type PreparedStatement = { readonly name: string; readonly text: string };

/** Names are per connection and must be unique in the app: a prefix keeps them apart from pg's own. */
export const prepared = (name: string, text: string): PreparedStatement => ({ name: `app_${name}`, text });

/**
 * Reads on every request's path (the session check, a list page's names) through the pg pool under
 * Prisma, as named prepared statements. Prisma's query engine costs ~0.14 ms of CPU per statement on
 * top of pg's (measured on the session read: 0.20 ms vs 0.06 ms), and PostgreSQL plans a prepared
 * read once per connection instead of every time. Only for fixed-shape reads keyed by ids, whose one
 * plan fits every value; everything else stays with Prisma.
 */
@Injectable()
export class PreparedReads {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async rows<R extends object>(statement: PreparedStatement, values: unknown[]): Promise<R[]> {
    const started = performance.now();
    const result = await this.prisma.pool.query<R>({ name: statement.name, text: statement.text, values });
    const file = this.config.queryLogFile;
    if (file) {
      const ms = Math.round(performance.now() - started);
      appendQueryLog(file, { query: statement.text, params: JSON.stringify(values), ms, name: statement.name });
    }
    return result.rows;
  }
}
