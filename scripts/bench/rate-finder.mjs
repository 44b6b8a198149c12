// `node scripts/bench/rate-finder.mjs [--database-url URL] [--template DB] [--rates 100000] [--requests 400]
//   [--redis-url URL] [--reuse 1]` (issue 44; not part of CI). Recreates a bench database of its own
// (default freight_bench_rate_finder; cloned from --template when given, else migrated and seeded), generates
// the rates (many lanes and carriers, a tenth of them on twenty busy lanes, a fifth older versions,
// three charges each, brackets on air freight), a surcharge table and the day's exchange rates, then
// times POST /app/v1/rate-finder on the built API (`npx turbo run build` first) at concurrency 1 and 10
// and prints p50/p95/p99 per lane with the load average. It also prints the plan of the lane query the
// API sent, read back from its query log.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { API_SESSION_OPTIONS, processCpuMs, startApi } from './api-process.mjs';
import { databaseName, DEFAULT_SERVER, maintenanceUrl, parseArgs } from './cli-args.mjs';
import { closeClient, send, signInAll } from './http-client.mjs';
import { loadLine } from './contention.mjs';
import { measure, percentile, WARMUP_CALLS } from './load-loop.mjs';
import { logReader } from './statements.mjs';

const args = parseArgs(process.argv.slice(2), {
  databaseUrl: '',
  template: '',
  rates: 100_000,
  requests: 400,
  redisUrl: '',
  reuse: 0,
});
const url = new URL(args.databaseUrl || DEFAULT_SERVER);
if (!args.databaseUrl) url.pathname = '/freight_bench_rate_finder';
const databaseUrl = url.toString();
const name = databaseName(databaseUrl);
if (!/bench/.test(name)) throw new Error(`refusing to recreate "${name}": its name must contain "bench"`);
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (what, ms) => console.log(`${what.padEnd(52)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
async function timed(what, work) {
  const t0 = performance.now();
  const result = await work();
  log(what, performance.now() - t0);
  return result;
}

/** Twenty busy lanes (a tenth of the rates) and 60 × 40 ports × 8 services for the rest. */
const HOT_SERVICES = ['SEA_FCL', 'SEA_FCL', 'AIR_LSE', 'SEA_LCL'];
const SERVICES = ['AIR_LSE', 'AIR_ULD', 'SEA_LCL', 'SEA_FCL', 'SEA_RORO', 'ROAD_LTL', 'ROAD_FTL', 'EXPRESS'];
const MODE = { AIR: ['AIR_LSE', 'AIR_ULD'], SEA: ['SEA_LCL', 'SEA_FCL', 'SEA_RORO'], ROAD: ['ROAD_LTL', 'ROAD_FTL'] };
const modeSql = (service) =>
  `CASE WHEN ${service} LIKE 'AIR%' THEN 'AIR' WHEN ${service} LIKE 'SEA%' THEN 'SEA' WHEN ${service} LIKE 'ROAD%' THEN 'ROAD' ELSE 'EXPRESS' END`;

const ratesSql = (n) => `
  WITH p AS (SELECT array_agg(id ORDER BY code) a FROM providers WHERE code LIKE 'BFC%'),
       u AS (SELECT id FROM users WHERE username = 'pricing'),
       g AS (
         SELECT g, g % 10 = 0 AS hot, (g / 10) % 20 AS lane,
           CASE WHEN g % 10 = 0 THEN (ARRAY['${HOT_SERVICES.join("','")}'])[1 + ((g / 10) % 20) % 4]
                ELSE (ARRAY['${SERVICES.join("','")}'])[1 + (g / 7) % 8] END AS service
         FROM generate_series(1, ${n}) g)
  INSERT INTO rates (id, rate_key, version, current, transport_mode, service, container, origin_code, origin_name,
                     destination_code, destination_name, valid_from, valid_to, description, transit_days, free_days,
                     owner_id, carrier_id, created_at, updated_at)
  SELECT md5('finder-rate-' || g)::uuid, md5('finder-rate-' || g)::uuid, 1, (g / 3) % 5 <> 0,
    (${modeSql('service')})::"TransportMode", service::"Service",
    CASE WHEN service = 'SEA_FCL' THEN (ARRAY['20GP','40GP','40HC'])[1 + g % 3] END,
    CASE WHEN hot THEN 'HO' || lpad(lane::text, 3, '0') ELSE 'O' || lpad((g % 60)::text, 4, '0') END, 'Origin',
    CASE WHEN hot THEN 'UYMVD' ELSE 'D' || lpad(((g / 60) % 40)::text, 4, '0') END, 'Destination',
    current_date - (g % 365), current_date - (g % 365) + 30 + (g % 90), 'Finder bench rate ' || g,
    5 + g % 40, CASE WHEN service LIKE 'SEA%' THEN 7 + g % 14 END,
    u.id, p.a[1 + (g * 7) % array_length(p.a, 1)], now(), now()
  FROM g, p, u`;

/** Freight by the lane's unit (per container, per chargeable kg in brackets for air, flat otherwise), a BL fee (a third in EUR) and a USD document fee. */
const chargesSql = `
  WITH cc AS (SELECT (SELECT id FROM charge_codes WHERE concept = 'OFT') oft, (SELECT id FROM charge_codes WHERE concept = 'AFT') aft,
                     (SELECT id FROM charge_codes WHERE concept = 'BL') bl, (SELECT id FROM charge_codes WHERE concept = 'DOC') doc)
  INSERT INTO rate_charges (id, rate_id, index, charge_code_id, currency, calculator, amount, freight, range_basis, minimum_amount)
  SELECT gen_random_uuid(), r.id, c.i,
    CASE c.i WHEN 0 THEN CASE WHEN r.transport_mode = 'AIR' THEN cc.aft ELSE cc.oft END WHEN 1 THEN cc.bl ELSE cc.doc END,
    CASE WHEN c.i = 1 AND h % 3 = 0 THEN 'EUR' ELSE 'USD' END,
    CASE WHEN c.i > 0 THEN 'FLAT' WHEN r.service = 'SEA_FCL' THEN 'PER_CONTAINER'
         WHEN r.transport_mode IN ('AIR', 'SEA') THEN 'PER_CHARGEABLE_KG' ELSE 'FLAT' END,
    CASE c.i WHEN 0 THEN CASE WHEN r.service = 'SEA_FCL' THEN 800 + h % 2200 WHEN r.transport_mode = 'AIR' THEN 0
                              WHEN r.service = 'SEA_LCL' THEN (40 + h % 60) / 1000.0 ELSE 300 + h % 900 END
             WHEN 1 THEN 40 + h % 80 ELSE 25 + h % 40 END,
    c.i = 0, CASE WHEN c.i = 0 AND r.transport_mode = 'AIR' THEN 'CHARGEABLE_WEIGHT' END,
    CASE WHEN c.i = 0 AND r.transport_mode IN ('AIR', 'SEA') AND r.service <> 'SEA_FCL' THEN 60 + h % 60 END
  FROM rates r CROSS JOIN LATERAL (SELECT abs(hashtext(r.id::text)) h) x, generate_series(0, 2) c(i), cc
  WHERE r.description LIKE 'Finder bench rate %'`;

const rangesSql = `
  INSERT INTO rate_ranges (id, charge_id, index, range_from, range_to, amount)
  SELECT gen_random_uuid(), c.id, b.i, (ARRAY[0, 100, 500])[b.i + 1], (ARRAY[100, 500, NULL])[b.i + 1],
    (ARRAY[3.1, 2.65, 1.95])[b.i + 1] + (abs(hashtext(c.id::text)) % 50) / 100.0
  FROM rate_charges c JOIN rates r ON r.id = c.rate_id, generate_series(0, 2) b(i)
  WHERE c.range_basis = 'CHARGEABLE_WEIGHT' AND r.description LIKE 'Finder bench rate %'`;

/** A BAF per carrier on sea (percent of freight), a fuel table on air (per kg), THC on the busy origins. */
const surchargesSql = `
  WITH s AS (
    SELECT gen_random_uuid() id, k, p.id carrier FROM generate_series(0, 29) k
    LEFT JOIN LATERAL (SELECT id FROM providers WHERE code = 'BFC' || lpad((1 + k % 40)::text, 2, '0')) p ON true),
  ins AS (
    INSERT INTO surcharges (id, charge_code_id, basis, currency, valid_from, carrier_id, services, containers, origin_codes,
                            origin_countries, destination_codes, destination_countries, updated_at)
    SELECT s.id, (SELECT id FROM charge_codes WHERE concept = (ARRAY['BAF','FSC','THC-O'])[1 + k % 3]),
      (ARRAY['PERCENT_OF_FREIGHT','PER_KG','PER_CONTAINER'])[1 + k % 3], 'USD', current_date - 400,
      CASE WHEN k % 3 = 0 THEN s.carrier END,
      CASE k % 3 WHEN 0 THEN '{SEA_FCL,SEA_LCL}'::text[] WHEN 1 THEN '{AIR_LSE,AIR_ULD}'::text[] ELSE '{SEA_FCL}'::text[] END,
      '{}', CASE WHEN k % 3 = 2 THEN ARRAY['HO' || lpad((k % 20)::text, 3, '0')] ELSE '{}' END, '{}', '{}', '{}', now()
    FROM s RETURNING id, basis)
  INSERT INTO surcharge_periods (surcharge_id, valid_from, amount)
  SELECT ins.id, current_date - 400 + m * 30,
    CASE ins.basis WHEN 'PERCENT_OF_FREIGHT' THEN 8 + m % 5 WHEN 'PER_KG' THEN 0.35 + (m % 4) / 20.0 ELSE 120 END
  FROM ins, generate_series(0, 14) m`;

if (!args.reuse) {
  const admin = new pg.Client({ connectionString: maintenanceUrl(databaseUrl) });
  await admin.connect();
  await timed(`database ${name} recreated${args.template ? ` from ${args.template}` : ''}`, async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"${args.template ? ` TEMPLATE "${args.template}"` : ''}`);
  });
  await admin.end();
  if (!args.template) {
    const env = { ...process.env, DATABASE_URL: databaseUrl };
    await timed('migrations applied', () =>
      execFileSync('npm', ['run', '--silent', 'db:migrate'], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await timed('demo seed', () =>
      execFileSync('npm', ['run', '--silent', 'db:seed'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }),
    );
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`);
  await timed('40 bench carriers', () =>
    db.query(`INSERT INTO providers (id, code, name, updated_at)
              SELECT gen_random_uuid(), 'BFC' || lpad(k::text, 2, '0'), 'Finder bench carrier ' || k, now()
              FROM generate_series(1, 40) k`),
  );
  await timed(`${args.rates} rates`, () => db.query(ratesSql(args.rates)));
  await timed('rate charges (3 per rate)', () => db.query(chargesSql));
  await timed('air freight brackets (3 per charge)', () => db.query(rangesSql));
  await timed('30 surcharges with 15 monthly periods', () => db.query(surchargesSql));
  await timed("today's exchange rates", () =>
    db.query(`INSERT INTO exchange_rates (day, currency, per_usd) VALUES (current_date, 'EUR', 0.92), (current_date, 'UYU', 40.1)
              ON CONFLICT (currency, day) DO UPDATE SET per_usd = excluded.per_usd`),
  );
  await timed('ANALYZE', () => db.query('ANALYZE'));
  await db.end();
}

// The lanes asked: the busy ones (sea FCL, air, LCL), the busiest and a median ordinary lane, and one with no rate.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: API_SESSION_OPTIONS });
const { rows: laneCounts } = await pool.query(`
  SELECT origin_code, destination_code, service::text, count(*)::int n FROM rates
  WHERE current AND valid_from <= current_date AND valid_to >= current_date GROUP BY 1, 2, 3 ORDER BY n DESC`);
const { rows: totals } = await pool.query(
  `SELECT count(*)::int rates, count(*) FILTER (WHERE current)::int current FROM rates`,
);
// Ordinary lanes outside sea FCL: an FCL lane's few rates may all be for other equipment than the cargo's.
const ordinary = laneCounts.filter((l) => l.origin_code.startsWith('O') && l.service !== 'SEA_FCL');
const cargo = {
  SEA_FCL: { containers: [{ quantity: 2, type: '40HC' }] },
  AIR_LSE: { packingLines: [{ kind: 'PACKAGES', quantity: 4, weight: 85, length: 80, width: 60, height: 50 }] },
  SEA_LCL: { packingLines: [{ kind: 'PALLETS', quantity: 6, weight: 450, length: 120, width: 100, height: 150 }] },
};
const cargoFor = (service) =>
  cargo[service] ?? (MODE.AIR.includes(service) ? cargo.AIR_LSE : MODE.SEA.includes(service) ? cargo.SEA_LCL : {});
const pick = (label, l) => ({
  label: `${label} ${l.origin_code}→${l.destination_code} ${l.service} (${l.n} valid today)`,
  body: { service: l.service, originCode: l.origin_code, destinationCode: l.destination_code, ...cargoFor(l.service) },
});
const hot = (service) => laneCounts.find((l) => l.origin_code.startsWith('HO') && l.service === service);
const lanes = [
  pick('busy sea FCL', hot('SEA_FCL')),
  pick('busy air', hot('AIR_LSE')),
  pick('busy sea LCL', hot('SEA_LCL')),
  pick('busiest ordinary', ordinary[0]),
  pick('median ordinary', ordinary[Math.floor(ordinary.length / 2)]),
  {
    label: 'lane with no rate',
    body: { service: 'SEA_FCL', originCode: 'ZZ000', destinationCode: 'ZZ001', ...cargo.SEA_FCL },
  },
];

const logFile = join(mkdtempSync(join(tmpdir(), 'finder-bench-')), 'queries.jsonl');
writeFileSync(logFile, '');
const api = await startApi({ databaseUrl, redisUrl: args.redisUrl, queryLogFile: logFile });
let token = '';
try {
  token = (await signInAll(api.base, ['pricing'])).pricing;
  console.log(
    `\n${totals[0].rates} rates (${totals[0].current} current), ${laneCounts.length} lanes with a rate valid today; ${cpus().length} cores`,
  );
  // Each lane once, with the options it answers and the plan of its lane query (what the API sent).
  const read = logReader(logFile);
  read();
  for (const lane of lanes) {
    const res = await fetch(`${api.base}/app/v1/rate-finder`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(lane.body),
    });
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`${lane.label}: ${res.status} ${JSON.stringify(answer)}`);
    lane.options = answer.options.length;
    const statements = read();
    const query = statements.find((s) => /FROM "public"\."rates"/.test(s.query) && /"origin_code" = /.test(s.query));
    if (lane === lanes[0]) {
      if (!query) throw new Error(`the lane query was not found in the log: ${JSON.stringify(statements)}`);
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.query}`, query.params);
      console.log(`\nplan of the lane query (${lane.label}):\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    }
  }
  // Warm-up beyond measure()'s own: every lane twice.
  for (const lane of lanes) for (let i = 0; i < 2; i++) await call(lane)();
  console.log(`\nload average before: ${loadLine()}`);
  console.log(`${'lane'.padEnd(66)} options  conc   n     p50     p95     p99 (ms)`);
  const all = { 1: [], 10: [] };
  for (const concurrency of [1, 10]) {
    // The API's own CPU per request: what the answer costs whatever the machine's other load.
    const cpu0 = processCpuMs(api.pid);
    for (const lane of lanes) {
      const latencies = await measure(call(lane), {
        concurrency,
        durationMs: 120_000,
        maxCount: Math.ceil(args.requests / lanes.length),
      });
      all[concurrency].push(...latencies);
      console.log(row(lane.label, lane.options, concurrency, latencies));
    }
    console.log(row('every lane', '', concurrency, all[concurrency]));
    const calls = all[concurrency].length + WARMUP_CALLS * lanes.length;
    const cpu = (processCpuMs(api.pid) - cpu0) / calls;
    console.log(`API CPU per request at concurrency ${concurrency}: ${cpu.toFixed(1)} ms over ${calls} calls`);
  }
  console.log(`load average after: ${loadLine()}`);
} finally {
  await api.stop();
  await pool.end();
  closeClient();
}

function call(lane) {
  return () => send(api.base, { method: 'POST', path: '/app/v1/rate-finder', token, body: lane.body });
}
function row(label, options, concurrency, latencies) {
  const f = (p) => percentile(latencies, p).toFixed(1).padStart(7);
  return `${label.padEnd(66)} ${String(options).padStart(7)} ${String(concurrency).padStart(5)} ${String(latencies.length).padStart(4)} ${f(50)} ${f(95)} ${f(99)}`;
}
