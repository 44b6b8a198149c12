// `npm run bench:seed -- --quotations 2000000 --operations 200000 [--notifications 571000] [--rates 100000]
//   [--tickets 100000] [--database-url URL]`
// Recreates the bench database (default freight_bench on the shared server), migrates it, runs the
// demo seed (so the demo accounts exist), then generates the volume with set-based SQL.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchDatabaseUrl, databaseName, maintenanceUrl, parseArgs } from './cli-args.mjs';
import { withoutSecondaryIndexes } from './indexes.mjs';
import { eventsSql, notificationsSql, pricingSql } from './seed-activity.sql.mjs';
import { operationDetailSql, operationsSql } from './seed-operations.sql.mjs';
import { countersSql, quotationsSql } from './seed-quotations.sql.mjs';
import { ratesSql, ticketsSql } from './seed-rates-support.sql.mjs';
import { staffSql } from './seed-staff.sql.mjs';

const args = parseArgs(process.argv.slice(2), {
  quotations: 2_000_000,
  operations: 200_000,
  notifications: 571_000,
  rates: 100_000,
  tickets: 100_000,
  databaseUrl: '',
});
const url = benchDatabaseUrl(args.databaseUrl);
const name = databaseName(url);
// The database is dropped and recreated: refuse anything that does not look like a bench database.
if (!/bench/.test(name))
  throw new Error(`refusing to recreate "${name}": the bench database's name must contain "bench"`);

const root = fileURLToPath(new URL('../..', import.meta.url));
const started = performance.now();
const log = (what, ms) => console.log(`${what.padEnd(44)} ${(ms / 1000).toFixed(1).padStart(7)} s`);

async function timed(what, work) {
  const t0 = performance.now();
  const result = await work();
  log(what, performance.now() - t0);
  return result;
}

const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
await admin.connect();
await timed(`database ${name} recreated`, async () => {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
});
await admin.end();

const env = { ...process.env, DATABASE_URL: url };
await timed('migrations applied', () =>
  execFileSync('npm', ['run', '--silent', 'db:migrate'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }),
);
await timed('demo seed', () =>
  execFileSync('npm', ['run', '--silent', 'db:seed'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }),
);

const db = new pg.Client({ connectionString: url });
await db.connect();
// Session-only settings for the load: skip foreign-key triggers (the generated keys are consistent by
// construction), no commit flush wait, room to sort in memory. Nothing outlives this connection.
await db.query(
  `SET session_replication_role = replica; SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`,
);

const count = async (table) => (await db.query(`SELECT count(*)::int n FROM "${table}"`)).rows[0].n;
async function step(table, sql) {
  const t0 = performance.now();
  const before = await count(table);
  await db.query(sql);
  log(`${table}: ${(await count(table)) - before} rows`, performance.now() - t0);
}

for (const [table, sql] of staffSql) await step(table, sql);
await withoutSecondaryIndexes(db, 'quotations', () => step('quotations', quotationsSql(args.quotations)), log);
await step('reference_counters', countersSql);
await withoutSecondaryIndexes(db, 'quotation_events', () => step('quotation_events', eventsSql), log);
for (const [table, sql] of pricingSql) await withoutSecondaryIndexes(db, table, () => step(table, sql), log);
await withoutSecondaryIndexes(
  db,
  'notifications',
  () => step('notifications', notificationsSql(args.notifications)),
  log,
);

await withoutSecondaryIndexes(db, 'operations', () => step('operations', operationsSql(args.operations)), log);
for (const [table, sql] of operationDetailSql) await withoutSecondaryIndexes(db, table, () => step(table, sql), log);
for (const [table, sql] of [...ratesSql(args.rates), ...ticketsSql(args.tickets)])
  await withoutSecondaryIndexes(db, table, () => step(table, sql), log);

// The load skipped triggers (replica role), so the analytics rollups are built once from the base tables.
await timed('analytics rollups rebuilt', async () => {
  await db.query('BEGIN');
  await db.query('SELECT analytics_rebuild()');
  await db.query('COMMIT');
});
await timed('ANALYZE', () => db.query('ANALYZE'));
await db.end();
log('total', performance.now() - started);
console.log(`bench database ready: ${url}`);
