// `node scripts/bench/analytics.mjs --base http://localhost:PORT --database-url URL [--copies N --count 40]`
// (issue 16): times each analytics endpoint of a running API (p50/p95 over --count calls) and, beside it,
// the raw SQL of that endpoint's own aggregate computed over the base tables (quotations, cost_requests,
// costs, cost_charges, sell_lines), never the rollups: what the rollups save, endpoint by endpoint, as a
// ratio in one run on one machine. --copies N first multiplies the database's quotations with their
// cost requests, costs, charges and sells N times, spread over the last 18 months, with the rollup
// triggers deferred and one analytics_rebuild(). Not a test: it prints figures, it asserts nothing.
// Use a scratch database: the copies stay.
import pg from 'pg';
import { parseArgs } from './cli-args.mjs';
import { measure, percentile } from './load-loop.mjs';

const args = parseArgs(process.argv.slice(2), {
  base: 'http://localhost:41600',
  databaseUrl: '',
  copies: 0,
  count: 40,
});
if (!args.databaseUrl) throw new Error('--database-url is required (a scratch database: --copies writes into it)');
const pool = new pg.Pool({ connectionString: args.databaseUrl, max: 4 });

/** Copies every quotation N times with its requests, costs, charges and sells (ids remapped), then rebuilds. */
async function copyQuotations(copies) {
  const client = await pool.connect();
  const t0 = performance.now();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT set_config('analytics.defer', 'on', true)`);
    await client.query(
      `CREATE TEMP TABLE bench_map ON COMMIT DROP AS
       SELECT q.id AS old_id, gen_random_uuid() AS new_id, c AS copy, random() * interval '540 days' AS back, q.created_at AS created
       FROM quotations q CROSS JOIN generate_series(1, $1) c`,
      [copies],
    );
    // How far a copy moves in time: its requests, costs and sells keep their distance to its creation.
    const shift = `(m.created - (now() - m.back))`;
    await client.query(`
      INSERT INTO quotations (id, reference, company, service, transport_mode, status, client_id, commercial_id, goods_description,
        origin_code, origin_name, destination_code, destination_name, containers, not_approved_reason, created_at, sent_at, updated_at)
      SELECT m.new_id, 'BENCH-' || m.copy || '-' || q.reference, q.company, q.service, q.transport_mode, q.status, q.client_id, q.commercial_id,
        q.goods_description, q.origin_code, q.origin_name, q.destination_code, q.destination_name, q.containers, q.not_approved_reason,
        now() - m.back, q.sent_at - ${shift}, now()
      FROM bench_map m JOIN quotations q ON q.id = m.old_id`);
    await client.query(`
      CREATE TEMP TABLE bench_request_map ON COMMIT DROP AS
      SELECT r.id AS old_id, m.new_id AS quotation_id, gen_random_uuid() AS new_id FROM bench_map m JOIN cost_requests r ON r.quotation_id = m.old_id`);
    await client.query(`
      INSERT INTO cost_requests (id, quotation_id, provider_id, email, language, expires_at, sent_at, answered_at, declined_at, cancelled_at)
      SELECT rm.new_id, m.new_id, r.provider_id, r.email, r.language, r.expires_at - ${shift}, r.sent_at - ${shift},
        r.answered_at - ${shift}, r.declined_at - ${shift}, r.cancelled_at - ${shift}
      FROM bench_map m JOIN cost_requests r ON r.quotation_id = m.old_id JOIN bench_request_map rm ON rm.old_id = r.id AND rm.quotation_id = m.new_id`);
    await client.query(`
      CREATE TEMP TABLE bench_cost_map ON COMMIT DROP AS
      SELECT c.id AS old_id, m.new_id AS quotation_id, gen_random_uuid() AS new_id FROM bench_map m JOIN costs c ON c.quotation_id = m.old_id`);
    await client.query(`
      INSERT INTO costs (id, quotation_id, provider_id, cost_request_id, batch_id, description, valid_until, route, transit_days, free_days, carrier, created_at)
      SELECT cm.new_id, m.new_id, c.provider_id, rm.new_id, gen_random_uuid(), c.description, c.valid_until, c.route, c.transit_days,
        c.free_days, c.carrier, c.created_at - ${shift}
      FROM bench_map m JOIN costs c ON c.quotation_id = m.old_id JOIN bench_cost_map cm ON cm.old_id = c.id AND cm.quotation_id = m.new_id
      LEFT JOIN bench_request_map rm ON rm.old_id = c.cost_request_id AND rm.quotation_id = m.new_id`);
    await client.query(`
      CREATE TEMP TABLE bench_charge_map ON COMMIT DROP AS
      SELECT cc.id AS old_id, cm.quotation_id, cm.new_id AS cost_id, gen_random_uuid() AS new_id
      FROM bench_cost_map cm JOIN cost_charges cc ON cc.cost_id = cm.old_id`);
    await client.query(`
      INSERT INTO cost_charges (id, cost_id, index, charge_code_id, description, currency, amount_per_unit, quantity, total, taxed)
      SELECT hm.new_id, hm.cost_id, cc.index, cc.charge_code_id, cc.description, cc.currency, cc.amount_per_unit, cc.quantity, cc.total, cc.taxed
      FROM bench_charge_map hm JOIN cost_charges cc ON cc.id = hm.old_id`);
    await client.query(`
      INSERT INTO sell_lines (id, quotation_id, index, cost_charge_id, charge_code_id, description, currency, cost_amount, margin_kind,
        margin_value, sell_amount, tax_amount, updated_at)
      SELECT gen_random_uuid(), m.new_id, s.index, hm.new_id, s.charge_code_id, s.description, s.currency, s.cost_amount, s.margin_kind,
        s.margin_value, s.sell_amount, s.tax_amount, now()
      FROM bench_map m JOIN sell_lines s ON s.quotation_id = m.old_id
      LEFT JOIN bench_charge_map hm ON hm.old_id = s.cost_charge_id AND hm.quotation_id = m.new_id`);
    await client.query('SELECT analytics_rebuild()');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  console.log(
    `copied quotations x${copies} (with requests, costs, charges, sells) and rebuilt the rollups in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

if (args.copies > 0) await copyQuotations(args.copies);

const [counts] = (
  await pool.query(`SELECT (SELECT count(*) FROM quotations)::int AS quotations, (SELECT count(*) FROM cost_requests)::int AS requests,
    (SELECT count(*) FROM costs)::int AS costs, (SELECT count(*) FROM analytics_quotation_daily)::int AS quotation_rollup,
    (SELECT count(*) FROM analytics_agent_daily)::int AS agent_rollup, (SELECT count(*) FROM analytics_lane_daily)::int AS lane_rollup`)
).rows;
console.log(
  `${counts.quotations} quotations, ${counts.requests} cost requests, ${counts.costs} costs; rollup rows: ` +
    `${counts.quotation_rollup} quotation, ${counts.agent_rollup} agent, ${counts.lane_rollup} lane`,
);

// One explicit range for both sides: the last 365 days (the endpoints' own preset would resolve the same way).
const today = new Date();
const to = today.toISOString().slice(0, 10);
const from = new Date(today.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
const RANGE = `from=${from}&to=${to}`;

// ---- The raw SQL of each endpoint's aggregate, over the base tables only ----
// A quotation's day is its creation date in Montevideo, as in the rollups; inactive quotations are out.
const inRange = `q.active AND (q.created_at AT TIME ZONE 'America/Montevideo')::date BETWEEN $1::date AND $2::date`;
const lostReason = `CASE WHEN q.status = 'NOT_APPROVED' THEN split_part(COALESCE(q.not_approved_reason, ''), ': ', 1) ELSE '' END`;
const day = `(q.created_at AT TIME ZONE 'America/Montevideo')::date`;
/** Per quotation and agent: its cheapest USD cost (one container type at most), rank among the agents of the quotation. */
const bestCosts = `
  best AS (
    SELECT c.quotation_id, c.provider_id, q.service, q.origin_code, q.destination_code, min(t.total) AS total
    FROM quotations q JOIN costs c ON c.quotation_id = q.id
    CROSS JOIN LATERAL (SELECT COALESCE(sum(cc.total) FILTER (WHERE cc.currency = 'USD'), 0) AS total FROM cost_charges cc WHERE cc.cost_id = c.id) t
    WHERE ${inRange}
      AND (SELECT count(DISTINCT x ->> 'type') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(q.containers) = 'array' THEN q.containers ELSE '[]'::jsonb END) x) <= 1
    GROUP BY 1, 2, 3, 4, 5
  )`;
const summarySql = (period) => [
  `SELECT ${period} AS period, q.service, q.status, count(*) FROM quotations q WHERE ${inRange} GROUP BY 1, 2, 3`,
  `SELECT q.commercial_id, q.status, count(*) FROM quotations q WHERE ${inRange} GROUP BY 1, 2`,
  `SELECT q.commercial_id, q.status, count(*) FROM quotations q WHERE ${inRange} AND ${day} >= date_trunc('month', $2::date) GROUP BY 1, 2`,
  `SELECT ${lostReason}, count(*) FROM quotations q WHERE ${inRange} AND q.status = 'NOT_APPROVED' GROUP BY 1`,
];
const winRateSql = (key) => [
  `SELECT ${key} AS key, q.status, ${lostReason} AS reason, count(*) FROM quotations q WHERE ${inRange} GROUP BY 1, 2, 3`,
];
const scorecardSql = [
  // Requests, answers, declines and the answer-hour percentiles per agent.
  `SELECT r.provider_id,
     count(*) FILTER (WHERE r.sent_at IS NOT NULL AND (r.cancelled_at IS NULL OR r.answered_at IS NOT NULL OR r.declined_at IS NOT NULL)) AS requests,
     count(*) FILTER (WHERE r.sent_at IS NOT NULL AND COALESCE(r.answered_at, r.declined_at) IS NOT NULL) AS answered,
     count(*) FILTER (WHERE r.sent_at IS NOT NULL AND r.answered_at IS NULL AND r.declined_at IS NOT NULL) AS declined,
     percentile_disc(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY floor(extract(epoch FROM COALESCE(r.answered_at, r.declined_at) - r.sent_at) / 3600))
       FILTER (WHERE r.sent_at IS NOT NULL AND COALESCE(r.answered_at, r.declined_at) IS NOT NULL) AS hours
   FROM quotations q JOIN cost_requests r ON r.quotation_id = q.id WHERE ${inRange} GROUP BY 1`,
  // Priced, sold, average cost and price rank per agent.
  `WITH ${bestCosts},
   ranked AS (SELECT *, rank() OVER (PARTITION BY quotation_id ORDER BY total) AS rk, count(*) OVER (PARTITION BY quotation_id) AS n FROM best),
   sold AS (
     SELECT DISTINCT c.quotation_id, c.provider_id FROM quotations q JOIN sell_lines s ON s.quotation_id = q.id
     JOIN cost_charges cc ON cc.id = s.cost_charge_id JOIN costs c ON c.id = cc.cost_id WHERE ${inRange})
   SELECT r.provider_id, count(*) AS priced, count(s.quotation_id) AS sold, avg(r.total) AS average_cost,
     avg(r.rk) FILTER (WHERE r.n > 1) AS average_rank, count(*) FILTER (WHERE r.n > 1 AND r.rk = 1) AS cheapest
   FROM ranked r LEFT JOIN sold s USING (quotation_id, provider_id) GROUP BY 1`,
  // The lane price index per agent.
  `WITH ${bestCosts},
   a AS (SELECT service, origin_code, destination_code, provider_id, sum(total) AS s, count(*) AS n FROM best GROUP BY 1, 2, 3, 4),
   l AS (SELECT service, origin_code, destination_code, sum(s) AS ls, sum(n) AS ln FROM a GROUP BY 1, 2, 3)
   SELECT a.provider_id, sum(a.s) / sum(a.n * (l.ls - a.s) / (l.ln - a.n)) AS lane_index, count(*) AS lanes
   FROM a JOIN l USING (service, origin_code, destination_code) WHERE l.ln > a.n GROUP BY 1`,
];
const ENDPOINTS = [
  { path: `/analytics/v1/quotations/summary?${RANGE}`, raw: summarySql(`to_char(${day}, 'YYYY-MM')`) },
  { path: `/analytics/v1/quotations/summary?${RANGE}&granularity=week`, raw: summarySql(`date_trunc('week', ${day})`) },
  { path: `/analytics/v1/quotations/win-rate?${RANGE}&by=commercial`, raw: winRateSql('q.commercial_id') },
  { path: `/analytics/v1/quotations/win-rate?${RANGE}&by=client`, raw: winRateSql('q.client_id') },
  {
    path: `/analytics/v1/quotations/win-rate?${RANGE}&by=lane`,
    raw: winRateSql(`q.origin_code || '>' || q.destination_code`),
  },
  { path: `/analytics/v1/quotations/win-rate?${RANGE}&by=mode`, raw: winRateSql('q.transport_mode') },
  {
    path: `/analytics/v1/waiting-times?${RANGE}`,
    raw: [
      `SELECT to_char(${day}, 'YYYY-MM'), avg(w.agent_s), count(w.agent_s),
         avg(GREATEST(0, extract(epoch FROM q.sent_at - q.created_at) - COALESCE(w.agent_s, 0))) FILTER (WHERE q.sent_at IS NOT NULL)
       FROM quotations q
       LEFT JOIN LATERAL (
         SELECT extract(epoch FROM max(COALESCE(r.answered_at, r.declined_at)) - min(r.sent_at)) AS agent_s FROM cost_requests r
         WHERE r.quotation_id = q.id AND r.sent_at IS NOT NULL AND COALESCE(r.answered_at, r.declined_at) IS NOT NULL
       ) w ON true
       WHERE ${inRange} GROUP BY 1`,
    ],
  },
  { path: `/analytics/v1/agents/scorecard?${RANGE}`, raw: scorecardSql },
  {
    path: `/analytics/v1/agents/carriers?${RANGE}`,
    raw: [
      `SELECT c.provider_id, c.carrier, count(*) FROM quotations q JOIN costs c ON c.quotation_id = q.id
       WHERE ${inRange} AND COALESCE(c.carrier, '') <> '' GROUP BY 1, 2`,
    ],
  },
  {
    path: `/analytics/v1/agents/lane-prices?${RANGE}`,
    raw: [
      `WITH ${bestCosts},
       a AS (SELECT service, origin_code, destination_code, provider_id, sum(total) AS s, count(*) AS n FROM best GROUP BY 1, 2, 3, 4),
       l AS (SELECT service, origin_code, destination_code, sum(s) AS ls, sum(n) AS ln FROM a GROUP BY 1, 2, 3 HAVING count(*) > 1 ORDER BY ln DESC LIMIT 100)
       SELECT * FROM a JOIN l USING (service, origin_code, destination_code)`,
    ],
  },
  { path: `/analytics/v1/reports/agents?${RANGE}`, raw: scorecardSql },
  { path: `/analytics/v1/reports/lanePrices?${RANGE}`, raw: null, sameAs: 'agents/lane-prices' },
];

const login = await fetch(`${args.base}/auth/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'analista', password: 'Demo1234!' }),
});
if (!login.ok) throw new Error(`sign-in as analista: ${login.status}`);
const { access_token: token } = await login.json();

const budget = { concurrency: 1, durationMs: 60_000, maxCount: args.count };
const ms = (x) => (Number.isNaN(x) ? '' : x.toFixed(1));
const rows = [];
const rawTimes = new Map();
for (const e of ENDPOINTS) {
  const api = await measure(async () => {
    const res = await fetch(`${args.base}${e.path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${e.path}: ${res.status}`);
  }, budget);
  let raw = e.sameAs ? rawTimes.get(e.sameAs) : undefined;
  if (!raw && e.raw) {
    // The endpoint's statements one after the other, as one aggregate.
    raw = await measure(async () => {
      for (const statement of e.raw) await pool.query(statement, [from, to]);
    }, budget);
    rawTimes.set(e.path.replace(/^\/analytics\/v1\/|\?.*$/g, ''), raw);
  }
  const apiP95 = percentile(api, 95);
  const rawP95 = raw ? percentile(raw, 95) : NaN;
  rows.push({
    endpoint: e.path.replace('/analytics/v1/', '').replace(`${RANGE}`, '…'),
    'api p50': ms(percentile(api, 50)),
    'api p95': ms(apiP95),
    'raw p50': raw ? ms(percentile(raw, 50)) : '',
    'raw p95': ms(rawP95),
    'raw/api p95': raw ? (rawP95 / apiP95).toFixed(1) : '',
  });
}
console.log(
  `range ${from} .. ${to}, ${args.count} calls each; raw = the endpoint's own aggregate over the base tables (ms)`,
);
console.table(rows);
await pool.end();
