import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Compilable, InferResult } from 'kysely';
import pg from 'pg';
import { Prisma } from '../../generated/prisma/client.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.service.js';
import { PrismaService } from './prisma.service.js';
import { appendQueryLog } from './query-log.js';

/** A read sent as a named prepared statement: parsed and planned once per connection. */
export type PreparedStatement = { readonly name: string; readonly text: string };

/** Names are per connection and must be unique in the app: a prefix keeps them apart from pg's own. */
export const prepared = (name: string, text: string): PreparedStatement => ({ name: `app_${name}`, text });

/** One statement as sent to pg: named (prepared) or not. */
export type SentStatement = { name?: string; text: string; values: unknown[] };

const isDecimal = (v: unknown): boolean => v instanceof Prisma.Decimal;

const DATE_OID = 1082;
/** A `date` column reads as midnight UTC, as Prisma answers it (pg's default is the server's local midnight). */
export const readCalendarDate = (v: string): Date => new Date(`${v}T00:00:00Z`);
const textParser = pg.types.getTypeParser as (oid: number, format: 'text') => (value: string) => unknown;
const RESULT_TYPES = {
  getTypeParser: ((oid: number) =>
    oid === DATE_OID ? readCalendarDate : textParser(oid, 'text')) as typeof pg.types.getTypeParser,
};

/**
 * Reads on every request's path through the pg pool under Prisma. Prisma's query engine costs the API
 * ~0.14 ms of CPU per statement on top of pg's (measured on the session read: 0.20 ms vs 0.06 ms) and
 * ~0.2 ms per list page (issue 17).
 * - `rows`: fixed-shape reads keyed by ids (the session check, a list page's names) as named prepared
 *   statements, which PostgreSQL plans once per connection; their one plan fits every value.
 * - `all`: a list page's statement written with the typed SQL builder (sql-builder.ts, issue 40), sent
 *   unnamed so it is planned for its values.
 */
@Injectable()
export class PreparedReads {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // Optional: the tests that build this by hand measure nothing.
    @Optional() private readonly metrics?: Metrics,
  ) {}

  rows<R extends object>(statement: PreparedStatement, values: unknown[]): Promise<R[]> {
    return this.run<R>({ name: statement.name, text: statement.text, values });
  }

  /**
   * A query of the typed builder (sql-builder.ts), sent unnamed so it is planned for its values. Dates go
   * as ISO text (pg would write the process's local offset), decimals and big integers as exact text.
   */
  async all<Q extends Compilable<object>>(query: Q): Promise<InferResult<Q>> {
    const { sql, parameters } = query.compile();
    const values = parameters.map((v) =>
      v instanceof Date ? v.toISOString() : typeof v === 'bigint' || isDecimal(v) ? String(v) : v,
    );
    return (await this.run({ text: sql, values })) as InferResult<Q>;
  }

  protected async run<R extends object>(statement: SentStatement): Promise<R[]> {
    const started = performance.now();
    const result = await this.prisma.pool.query<R>({ ...statement, types: RESULT_TYPES });
    // The same histogram as Prisma's statements (DbMetrics): these are the hot list reads.
    if (this.metrics?.enabled) this.metrics.dbQueryDuration.observe((performance.now() - started) / 1000);
    const file = this.config.queryLogFile;
    if (file) {
      const ms = Math.round(performance.now() - started);
      appendQueryLog(file, {
        query: statement.text,
        params: JSON.stringify(statement.values),
        ms,
        name: statement.name,
      });
    }
    return result.rows;
  }
}
