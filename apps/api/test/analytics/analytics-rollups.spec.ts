import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { sql } from '../support/sql.js';
import { fixtureApp } from './analytics-app.js';

describe('analytics rollups as the rows change', () => {
  const { ctx, everything } = fixtureApp();

  it('follows a status and a cost change at once, and a rebuild from scratch gives the same figures', async () => {
    // Q4 lost on transit time; agent A's ocean freight on Q1 drops from 1000 to 800 (1000 in all: cheaper than B's 1100).
    await sql(
      ctx.t.db.url,
      `UPDATE quotations SET status = 'NOT_APPROVED', not_approved_reason = 'TRANSIT_TIME' WHERE id = $1`,
      [ctx.fx.q.Q4],
    );
    await sql(ctx.t.db.url, 'UPDATE cost_charges SET total = 800, amount_per_unit = 800 WHERE id = $1', [
      ctx.fx.oftOfAgentAOnQ1,
    ]);
    const after = await everything();
    expect(after.summary.totals).toEqual({ quotations: 5, won: 2, lost: 2, winRate: 0.5, open: 1 });
    expect(after.summary.lostReasons).toEqual([
      { reason: 'PRICE', quotations: 1 },
      { reason: 'TRANSIT_TIME', quotations: 1 },
    ]);
    const by = Object.fromEntries(after.scorecard.agents.map((a) => [a.providerId, a]));
    expect(by[ctx.fx.agents.A]).toMatchObject({ averageRank: 1, cheapestRate: 1, averageCost: 1000 });
    expect(by[ctx.fx.agents.B]).toMatchObject({ averageRank: 2, cheapestRate: 0, averageCost: 950 });
    // On the sea lane A (1000) is now below B (1100); the lost reasons follow by commercial and lane.
    expect(
      after.lanes.rows.filter((r) => r.service === 'SEA_FCL').map((r) => [r.providerId, r.priceIndex, r.rank]),
    ).toEqual([
      [ctx.fx.agents.A, 0.9091, 1],
      [ctx.fx.agents.B, 1.1, 2],
    ]);
    expect(after.byCommercial.rows.map((r) => [r.key, r.lostReasons])).toEqual([
      [ctx.fx.c1, [{ reason: 'PRICE', quotations: 1 }]],
      [ctx.fx.c2, [{ reason: 'TRANSIT_TIME', quotations: 1 }]],
    ]);
    expect(after.byLane.rows.find((r) => r.key === 'PVG>MVD')?.lostReasons).toEqual([
      { reason: 'TRANSIT_TIME', quotations: 1 },
    ]);

    // Deleting a quotation takes it out of every figure.
    await sql(ctx.t.db.url, 'DELETE FROM quotations WHERE id = $1', [ctx.fx.q.Q5]);
    const withoutQ5 = await everything();
    expect(withoutQ5.summary.totals.quotations).toBe(4);

    const tables = [
      'analytics_quotation_daily',
      'analytics_agent_daily',
      'analytics_answer_daily',
      'analytics_carrier_daily',
      'analytics_lane_daily',
    ];
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of tables) out[table] = await sql(ctx.t.db.url, `SELECT * FROM ${table} r ORDER BY r::text`);
      return out;
    };
    const incremental = await snapshot();
    await sql(ctx.t.db.url, 'SELECT analytics_rebuild()');
    expect(await snapshot()).toEqual(incremental);
    expect(await everything()).toEqual(withoutQ5);
  });
  it("two writes on one quotation's agents at once both commit, and the rollups equal a rebuild", async () => {
    // Two agents answering (or their mails leaving) at the same time. Each write used to refresh the
    // quotation's facts in its own transaction: the second hit the facts' primary key and failed, and
    // later waited for the first. Now each only queues the quotation (issue 37): neither waits.
    const requests = await sql<{ id: string }>(
      ctx.t.db.url,
      'SELECT id FROM cost_requests WHERE quotation_id = $1 ORDER BY id LIMIT 2',
      [ctx.fx.q.Q1],
    );
    expect(requests).toHaveLength(2);
    const [first, second] = [
      new pg.Client({ connectionString: ctx.t.db.url }),
      new pg.Client({ connectionString: ctx.t.db.url }),
    ];
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('BEGIN');
      await second.query('BEGIN');
      // first_opened_at is in no figure, so the other tests' hand-computed answers hold in any order.
      await first.query('UPDATE cost_requests SET first_opened_at = now() WHERE id = $1', [requests[0].id]);
      // Answers while the first transaction is still open (it used to wait for the first one's commit).
      await second.query('UPDATE cost_requests SET first_opened_at = now() WHERE id = $1', [requests[1].id]);
      await second.query('COMMIT');
      await first.query('COMMIT');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    const [{ n }] = await sql<{ n: number }>(
      ctx.t.db.url,
      'SELECT count(*)::int n FROM cost_requests WHERE id = ANY($1::uuid[]) AND first_opened_at IS NOT NULL',
      [requests.map((r) => r.id)],
    );
    expect(n).toBe(2);
    // The refresh a dashboard read (or the API's refresher, every second) applies.
    await sql(ctx.t.db.url, 'SELECT analytics_refresh_pending(true)');
    expect(await sql(ctx.t.db.url, 'SELECT 1 FROM analytics_refresh_queue')).toEqual([]);
    const facts = async () => sql(ctx.t.db.url, 'SELECT * FROM analytics_agent_facts f ORDER BY f::text');
    const daily = async () => sql(ctx.t.db.url, 'SELECT * FROM analytics_agent_daily r ORDER BY r::text');
    const incremental = { facts: await facts(), daily: await daily() };
    await sql(ctx.t.db.url, 'SELECT analytics_rebuild()');
    expect({ facts: await facts(), daily: await daily() }).toEqual(incremental);
  });
});
