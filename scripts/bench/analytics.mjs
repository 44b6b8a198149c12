// `node scripts/bench/analytics.mjs --base http://localhost:PORT --database-url URL [--copies N --count 40]`
// (issue 16): times each analytics endpoint of a running API (p50/p95 over --count calls) and, for
// comparison, the same monthly aggregate computed over the base tables (what the rollups save).
// --copies N first multiplies the database's quotations (and their cost requests) N times, spread
// over the last 18 months, with the rollup triggers deferred and one analytics_rebuild(). Not a test:
// it prints figures, it asserts nothing. Use a scratch database: the copies stay.
import pg from 'pg';
import { parseArgs } from './cli-args.mjs';
import { measure, percentile } from './load-loop.mjs';

const args = parseArgs(process.argv.slice(2), { base: 'http://localhost:41600', databaseUrl: '', copies: 0, count: 40 });
if (!args.databaseUrl) throw new Error('--database-url is required (a scratch database: --copies writes into it)');
const pool = new pg.Pool({ connectionString: args.databaseUrl, max: 4 });

if (args.copies > 0) {
  const client = await pool.connect();
  const t0 = performance.now();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT set_config('analytics.defer', 'on', true)`);
    await client.query(
      `CREATE TEMP TABLE bench_map ON COMMIT DROP AS
       SELECT q.id AS old_id, gen_random_uuid() AS new_id, c AS copy, random() * interval '540 days' AS back
       FROM quotations q CROSS JOIN generate_series(1, $1) c`,
      [args.copies],
    );
    await client.query(`
      INSERT INTO quotations (id, reference, company, service, transport_mode, status, client_id, commercial_id, goods_description,
        origin_code, destination_code, containers, not_approved_reason, created_at, sent_at, updated_at)
      SELECT m.new_id, 'BENCH-' || m.copy || '-' || q.reference, q.company, q.service, q.transport_mode, q.status, q.client_id, q.commercial_id,
        q.goods_description, q.origin_code, q.destination_code, q.containers, q.not_approved_reason,
        now() - m.back, now() - m.back + (q.sent_at - q.created_at), now()
      FROM bench_map m JOIN quotations q ON q.id = m.old_id`);
    await client.query(`
      INSERT INTO cost_requests (id, quotation_id, provider_id, email, language, expires_at, sent_at, answered_at, declined_at, cancelled_at)
      SELECT gen_random_uuid(), m.new_id, r.provider_id, r.email, r.language, r.expires_at, r.sent_at - (q.created_at - (now() - m.back)),
        r.answered_at - (q.created_at - (now() - m.back)), r.declined_at - (q.created_at - (now() - m.back)), r.cancelled_at
      FROM bench_map m JOIN cost_requests r ON r.quotation_id = m.old_id JOIN quotations q ON q.id = m.old_id`);
    await client.query('SELECT analytics_rebuild()');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  console.log(`copied quotations x${args.copies} and rebuilt the rollups in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const [{ quotations, rollup_rows: rollupRows }] = (
  await pool.query(`SELECT (SELECT count(*) FROM quotations)::int AS quotations, (SELECT count(*) FROM analytics_quotation_daily)::int AS rollup_rows`)
).rows;
console.log(`${quotations} quotations, ${rollupRows} daily rollup rows`);

const login = await fetch(`${args.base}/auth/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'analista', password: 'Demo1234!' }),
});
if (!login.ok) throw new Error(`sign-in as analista: ${login.status}`);
const { access_token: token } = await login.json();

const ENDPOINTS = [
  '/analytics/v1/quotations/summary?preset=last12Months',
  '/analytics/v1/quotations/summary?preset=last12Months&granularity=week',
  '/analytics/v1/quotations/win-rate?preset=last12Months&by=client',
  '/analytics/v1/quotations/win-rate?preset=last12Months&by=lane',
  '/analytics/v1/waiting-times?preset=last12Months',
  '/analytics/v1/agents/scorecard?preset=last12Months',
  '/analytics/v1/agents/carriers?preset=last12Months',
  '/analytics/v1/reports/agents?preset=last12Months',
];
const rows = [];
for (const path of ENDPOINTS) {
  const latencies = await measure(
    async () => {
      const res = await fetch(`${args.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
    },
    { concurrency: 1, durationMs: 60_000, maxCount: args.count },
  );
  rows.push({ endpoint: path, p50: percentile(latencies, 50).toFixed(1), p95: percentile(latencies, 95).toFixed(1) });
}
// The monthly summary's figures straight from the base tables, for comparison.
const raw = await measure(
  () =>
    pool.query(`SELECT to_char(created_at, 'YYYY-MM'), service, status, count(*) FROM quotations
                WHERE active AND created_at >= now() - interval '12 months' GROUP BY 1, 2, 3`),
  { concurrency: 1, durationMs: 60_000, maxCount: args.count },
);
rows.push({ endpoint: 'raw SQL: monthly counts over quotations', p50: percentile(raw, 50).toFixed(1), p95: percentile(raw, 95).toFixed(1) });
console.table(rows);
await pool.end();
