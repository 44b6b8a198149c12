import { beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { AnalyticsRepository } from '../../src/modules/analytics/analytics.repository.js';
import { sql } from '../support/sql.js';
import { fixtureApp } from './analytics-app.js';
import { CHANGES, GENERATE, GENERATE_REQUESTS, PERIOD_ROLLUPS } from './analytics-period-sql.js';

describe('the compressed rollups (weeks and months)', () => {
  const { ctx, body } = fixtureApp();
  const url = () => ctx.t.db.url;
  const refresh = () => sql(url(), 'SELECT analytics_refresh_pending(true, 100000)');
  /**
   * Every period rollup, as stored and as the facts give it (each as sorted row texts), read in one
   * snapshot after the queue is drained: the app's own refresher runs every second beside the test, and
   * reads in separate transactions could see a quotation's rows before its refresh and its facts after.
   */
  const bothWays = async () => {
    await refresh();
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const out: { table: string; stored: unknown[]; facts: unknown[] }[] = [];
      for (const p of PERIOD_ROLLUPS) {
        const stored = await client.query(
          `SELECT r::text AS r FROM (SELECT ${p.columns} FROM ${p.table}) r ORDER BY 1`,
        );
        const facts = await client.query(`SELECT r::text AS r FROM (${p.facts}) r ORDER BY 1`);
        out.push({ table: p.table, stored: stored.rows, facts: facts.rows });
      }
      await client.query('COMMIT');
      return out;
    } finally {
      await client.end();
    }
  };
  const expectEqual = (tables: { table: string; stored: unknown[]; facts: unknown[] }[]) => {
    for (const t of tables) {
      expect({ table: t.table, rows: t.stored }).toEqual({ table: t.table, rows: t.facts });
      expect(t.stored.length).toBeGreaterThan(0);
    }
    return tables.map((t) => t.stored);
  };
  let demo: Awaited<ReturnType<typeof bothWays>>;
  let generated: Awaited<ReturnType<typeof bothWays>>;

  // The demo data as the template holds it, then the generated set through the triggers and the refresh.
  beforeAll(async () => {
    demo = await bothWays();
    await sql(url(), GENERATE);
    await sql(url(), GENERATE_REQUESTS, [Object.values(ctx.fx.agents)]);
    await refresh();
    generated = await bothWays();
  }, 240_000);

  it('equal a direct aggregate of the facts: the demo data, a generated set, its changes and a rebuild', async () => {
    expectEqual(demo);
    expectEqual(generated);
    const [{ n }] = await sql<{ n: number }>(
      url(),
      `SELECT count(*)::int n FROM analytics_quotation_facts f JOIN quotations q ON q.id = f.quotation_id WHERE q.reference LIKE 'GEN50-%'`,
    );
    expect(n).toBeGreaterThan(2500);
    for (const change of CHANGES) await sql(url(), change);
    await refresh();
    const incremental = expectEqual(await bothWays());
    // No period row is left at zero by the deletions and moves.
    for (const [table, count] of [
      ['analytics_quotation_period', 'quotations'],
      ['analytics_agent_period', 'quotations'],
      ['analytics_answer_period', 'answers'],
      ['analytics_lane_period', 'cost_n'],
    ])
      expect(await sql(url(), `SELECT 1 FROM ${table} WHERE ${count} = 0`)).toEqual([]);
    await sql(url(), 'SELECT analytics_rebuild()');
    expect(expectEqual(await bothWays())).toEqual(incremental);
  });

  const paths = [
    '/quotations/summary?',
    '/quotations/summary?granularity=week&',
    '/quotations/win-rate?by=commercial&',
    '/quotations/win-rate?by=client&',
    '/quotations/win-rate?by=lane&',
    '/quotations/win-rate?by=mode&',
    '/waiting-times?',
    '/waiting-times?granularity=week&',
    '/reports/periods?granularity=week&',
    '/agents/scorecard?',
    '/agents/carriers?',
    '/agents/lane-prices?',
  ];
  // (Reports are analista's: comstats sees the dashboards, within the scope of a commercial.)
  const answers = async (who: string, query: string) => {
    const out: unknown[] = [];
    for (const p of paths)
      if (who === 'analista' || !p.startsWith('/reports')) out.push(await body(who, `${p}${query}`));
    return out;
  };

  // Whole months, whole weeks, a week across two months, one day, years, the fixture's and the demo's months.
  it.each([
    'from=2024-01-01&to=2024-12-31',
    'from=2024-01-15&to=2024-11-20',
    'from=2024-02-05&to=2024-03-03',
    'from=2024-01-29&to=2024-02-04',
    'from=2024-06-10&to=2024-06-10',
    'from=2023-01-01&to=2025-01-31',
    'from=2023-01-05&to=2023-02-20',
    'from=2026-09-07&to=2026-11-22',
    'preset=last12Months',
  ])('every figure for %s reads the same from the period rows as from the daily rows alone', async (range) => {
    const repo = ctx.t.app.get(AnalyticsRepository);
    const [client] = await sql<{ id: string }>(url(), 'SELECT id FROM clients ORDER BY tax_id OFFSET 5 LIMIT 1');
    const filters = [
      '',
      `&clientId=${client.id}`,
      `&commercialId=${ctx.fx.c1}&mode=SEA`,
      '&service=AIR_LSE&company=AUZ',
    ];
    let figures = 0;
    try {
      for (const filter of filters) {
        for (const who of filter ? ['analista'] : ['analista', 'comstats']) {
          const query = `${range}${filter}`;
          repo.compressed = false;
          const daily = await answers(who, query);
          repo.compressed = true;
          expect({ query, who, answers: await answers(who, query) }).toEqual({ query, who, answers: daily });
          figures += JSON.stringify(daily).length;
        }
      }
    } finally {
      repo.compressed = true;
    }
    expect(figures).toBeGreaterThan(0);
  });
});
