// `npm run db:restore -- <file> [--force]`: restores a dump made by `npm run db:backup` into
// DATABASE_URL. It refuses a database that already holds tables (a restore over live data mixes two
// states) unless --force is given, which drops the dumped objects first (pg_restore --clean).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { pgEnvFromUrl } from './pg-env.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
if (!file) fail('usage: npm run db:restore -- <file.dump> [--force]');
if (!existsSync(file)) fail(`no such file: ${file}`);

let pgEnv;
try {
  pgEnv = pgEnvFromUrl(process.env.DATABASE_URL);
} catch (err) {
  fail(err.message);
}

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
try {
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  if (rows[0].n > 0 && !force) {
    fail(
      `the database ${pgEnv.PGDATABASE} is not empty (${rows[0].n} tables): restore into an empty database, or add --force to replace its contents. Nothing was changed.`,
    );
  }
} catch (err) {
  fail(`cannot reach the database: ${err.message}`);
} finally {
  await client.end().catch(() => {});
}

const started = Date.now();
const restore = spawnSync(
  'pg_restore',
  [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(force ? ['--clean', '--if-exists'] : []),
    `--dbname=${pgEnv.PGDATABASE}`,
    file,
  ],
  { env: { ...process.env, ...pgEnv }, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (restore.error || restore.status !== 0) {
  fail(
    restore.error
      ? `pg_restore could not run: ${restore.error.message} (install postgresql-client)`
      : `pg_restore failed (exit ${restore.status}); the restore was rolled back`,
  );
}
console.log(`restore: ${file} restored into ${pgEnv.PGDATABASE} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

function fail(message) {
  console.error(`restore: ${message}`);
  process.exit(1);
}
