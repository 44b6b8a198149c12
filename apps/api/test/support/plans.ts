import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { AppConfig } from '../../src/common/config/app-config.js';
import { PreparedReads, type SentStatement } from '../../src/common/prisma/prepared-reads.js';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { PrismaClient } from '../../src/generated/prisma/client.js';

/**
 * One statement the code sent: Prisma's, as its query event reports it (params is a JSON array), or one
 * of PreparedReads' (a prepared read's with the name it is prepared under).
 */
export type Statement = { query: string; params: string; name?: string };

/** PreparedReads itself, its statements recorded beside Prisma's. */
class CapturingReads extends PreparedReads {
  constructor(
    prisma: PrismaService,
    private readonly captured: Statement[],
  ) {
    super(prisma, { queryLogFile: null } as AppConfig);
  }

  protected override run<R extends object>(statement: SentStatement): Promise<R[]> {
    this.captured.push({
      query: statement.text,
      params: JSON.stringify(statement.values),
      ...(statement.name ? { name: statement.name } : {}),
    });
    return super.run<R>(statement);
  }
}

/**
 * A Prisma client that records every statement it sends: the plan tests EXPLAIN the very SQL the
 * code under test sent, not a hand-written copy of it.
 */
export function capturingPrisma(url: string): { prisma: PrismaClient; captured: Statement[]; reads: PreparedReads } {
  const captured: Statement[] = [];
  // The pool is Prisma's and PreparedReads' both, as in the app; $disconnect ends it.
  const pool = new pg.Pool({ connectionString: url });
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    log: [{ emit: 'event', level: 'query' }],
  });
  // The client's type does not carry the log option, so name the event's shape here.
  const onQuery = prisma.$on.bind(prisma) as unknown as (
    event: 'query',
    cb: (e: { query: string; params: string }) => void,
  ) => void;
  onQuery('query', (e) => captured.push({ query: e.query, params: e.params }));
  // Prisma ends the pool only if it ever connected; a test whose reads all went through PreparedReads
  // would leave connections open, and dropping the database then kills them under the test.
  const disconnect = prisma.$disconnect.bind(prisma);
  prisma.$disconnect = async () => {
    await disconnect();
    if (!pool.ended) await pool.end();
  };
  const reads = new CapturingReads(Object.assign(prisma, { pool }) as unknown as PrismaService, captured);
  return { prisma, captured, reads };
}

/**
 * The plan (EXPLAIN, or EXPLAIN (ANALYZE) to run it) of a captured statement with its own parameters:
 * the plan tests check the very SQL the code sent, on a short-lived connection of their own. A prepared
 * read gets its generic plan, the one PostgreSQL may settle on after a few runs on a connection, so the
 * test holds for every value, not only the one it ran with.
 */
export async function explain(url: string, statement: Statement, analyze = false): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const params = JSON.parse(statement.params) as unknown[];
    const how = analyze ? '(ANALYZE) ' : '';
    let sql = `EXPLAIN ${how}${statement.query}`;
    if (statement.name) {
      await client.query(`PREPARE explained AS ${statement.query}`);
      await client.query('SET plan_cache_mode = force_generic_plan');
      // EXECUTE takes its values as literals (text, arrays in PostgreSQL's '{…}' form), typed by PREPARE.
      const literal = (v: unknown): string =>
        Array.isArray(v) ? `{${v.map((x) => JSON.stringify(String(x))).join(',')}}` : String(v);
      sql = `EXPLAIN ${how}EXECUTE explained(${params.map((v) => client.escapeLiteral(literal(v))).join(', ')})`;
    }
    const res = await client.query<{ 'QUERY PLAN': string }>(sql, statement.name ? [] : params);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

/** Rows an executed plan read and threw away: what a page really cost beyond its own rows. */
export function removedRows(plan: string): number {
  return [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

/** The most rows any step of an executed plan produced (a sort of a whole list would show here). */
export function mostRowsOfANode(plan: string): number {
  return Math.max(0, ...[...plan.matchAll(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/g)].map((m) => Number(m[1])));
}
