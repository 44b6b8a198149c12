// `npm run db:backup`: a pg_dump of DATABASE_URL in custom format (compressed, restorable table by
// table) to BACKUP_DIR (default ./backups) as freight-YYYYMMDD-HHMMSS.dump (UTC). Uploaded files live in
// the database, so this one file is the whole of the company's data. With BACKUP_KEEP=N only the
// newest N dumps are kept. pg_dump must be as new as the server (the compose stack's backup service
// uses the server's own image).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describeBytes, pgEnvFromUrl } from './pg-env.mjs';

const dir = resolve(process.env.BACKUP_DIR || 'backups');
const keep = process.env.BACKUP_KEEP ? Number(process.env.BACKUP_KEEP) : null;
if (keep !== null && (!Number.isInteger(keep) || keep < 1))
  fail(`BACKUP_KEEP must be a whole number of at least 1 (got "${process.env.BACKUP_KEEP}")`);

let pgEnv;
try {
  pgEnv = pgEnvFromUrl(process.env.DATABASE_URL);
} catch (err) {
  fail(err.message);
}
mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const file = join(dir, `freight-${stamp}.dump`);
const partial = `${file}.partial`;

const started = Date.now();
const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], {
  env: { ...process.env, ...pgEnv },
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (dump.error || dump.status !== 0) {
  rmSync(partial, { force: true });
  fail(
    dump.error
      ? `pg_dump could not run: ${dump.error.message} (install postgresql-client)`
      : `pg_dump failed (exit ${dump.status})`,
  );
}
// Only a complete dump gets the final name: a crash never leaves a truncated file that looks good.
renameSync(partial, file);
const durationMs = Date.now() - started;
const size = statSync(file).size;
console.log(`backup: ${file} (${describeBytes(size)}, ${(durationMs / 1000).toFixed(1)} s)`);
recordRun(basename(file), size, durationMs);

if (keep !== null) {
  const dumps = readdirSync(dir)
    .filter((f) => /^freight-\d{8}-\d{6}\.dump$/.test(f))
    .sort();
  for (const old of dumps.slice(0, Math.max(0, dumps.length - keep))) {
    rmSync(join(dir, old));
    console.log(`backup: removed ${old} (keeping the newest ${keep})`);
  }
}

/**
 * Writes the run to backup_runs, where /health/details reads the last backup's time. A database
 * from before that table still gets its dump: the record is only skipped, with a warning.
 */
function recordRun(name, bytes, ms) {
  const sql = `INSERT INTO backup_runs (file, size_bytes, duration_ms) VALUES ('${name}', ${bytes}, ${ms})`;
  const run = spawnSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql], {
    env: { ...process.env, ...pgEnv },
    encoding: 'utf8',
  });
  if (run.error || run.status !== 0)
    console.warn(
      `backup: the run was not recorded in backup_runs (${(run.stderr || run.error?.message || '').trim()})`,
    );
}

function fail(message) {
  console.error(`backup: ${message}`);
  process.exit(1);
}
