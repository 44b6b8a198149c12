import { describe, expect, it } from '@jest/globals';
import { AnalyticsRepository } from '../../src/modules/analytics/analytics.repository.js';
import { sql } from '../support/sql.js';
import { fixtureApp } from './analytics-app.js';
import { CHANGES, GENERATE, GENERATE_REQUESTS, PERIOD_ROLLUPS } from './analytics-period-sql.js';

describe('the compressed rollups (weeks and months)', () => {
  const { ctx, body } = fixtureApp();
  const url = () => ctx.t.db.url;
  /** Every period rollup, as stored and as the facts give it (each as sorted row texts). */
  const expectEqualToFacts = async () => {
    const out: Record<string, unknown[]> = {};
    for (const p of PERIOD_ROLLUPS) {
      const stored = await sql(url(), `SELECT r::text AS r FROM (SELECT ${p.columns} FROM ${p.table}) r ORDER BY 1`);
      const facts = await sql(url(), `SELECT r::text AS r FROM (${p.facts}) r ORDER BY 1`);
      expect({ table: p.table, rows: stored }).toEqual({ table: p.table, rows: facts });
      expect(stored.length).toBeGreaterThan(0);
      out[p.table] = stored;
    }
    return out;
  };
  const refresh = () => sql(url(), 'SELECT analytics_refresh_pending(true, 100000)');

  it('equal a direct aggregate of the facts (demo data, a generated set, its changes, a rebuild); every figure reads the same', async () => {
    await expectEqualToFacts();
    await sql(url(), GENERATE);
    await sql(url(), GENERATE_REQUESTS, [Object.values(ctx.fx.agents)]);
    await refresh();
    const [{ n }] = await sql<{ n: number }>(
      url(),
      `SELECT count(*)::int n FROM analytics_quotation_facts f JOIN quotations q ON q.id = f.quotation_id WHERE q.reference LIKE 'GEN50-%'`,
    );
    expect(n).toBe(3000);
    await expectEqualToFacts();
    for (const change of CHANGES) await sql(url(), change);
    await refresh();
    const incremental = await expectEqualToFacts();
    // No period row is left at zero by the deletions and moves.
    for (const [table, count] of [
      ['analytics_quotation_period', 'quotations'],
      ['analytics_agent_period', 'quotations'],
      ['analytics_answer_period', 'answers'],
      ['analytics_lane_period', 'cost_n'],
    ])
      expect(await sql(url(), `SELECT 1 FROM ${table} WHERE ${count} = 0`)).toEqual([]);
    await sql(url(), 'SELECT analytics_rebuild()');
    expect(await expectEqualToFacts()).toEqual(incremental);

    // Every figure, through the API, equals what the daily rollups alone answer.
    const repo = ctx.t.app.get(AnalyticsRepository);
    const [client] = await sql<{ id: string }>(url(), 'SELECT id FROM clients ORDER BY tax_id OFFSET 5 LIMIT 1');
    const ranges = [
      'from=2024-01-01&to=2024-12-31',
      'from=2024-01-15&to=2024-11-20',
      'from=2024-02-05&to=2024-03-03',
      'from=2024-01-29&to=2024-02-04',
      'from=2024-06-10&to=2024-06-10',
      'from=2023-01-01&to=2025-01-31',
      'from=2023-01-05&to=2023-02-20',
      'from=2026-09-07&to=2026-11-22',
      'preset=last12Months',
    ];
    const filters = [
      '',
      `&clientId=${client.id}`,
      `&commercialId=${ctx.fx.c1}&mode=SEA`,
      '&service=AIR_LSE&company=AUZ',
    ];
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
    let figures = 0;
    try {
      for (const range of ranges) {
        for (const filter of filters) {
          for (const who of filter ? ['analista'] : ['analista', 'comstats']) {
            repo.compressed = false;
            const daily = await answers(who, `${range}${filter}`);
            repo.compressed = true;
            expect({ query: `${range}${filter}`, who, answers: await answers(who, `${range}${filter}`) }).toEqual({
              query: `${range}${filter}`,
              who,
              answers: daily,
            });
            figures += JSON.stringify(daily).length;
          }
        }
      }
    } finally {
      repo.compressed = true;
    }
    expect(figures).toBeGreaterThan(0);
  });
});
