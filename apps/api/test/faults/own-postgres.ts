import { execFile as execFileCb, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { templateUrl } from '../support/database.js';
import { freePort } from './api-process.js';

const execFile = promisify(execFileCb);

/** The newest installed PostgreSQL's binaries (Debian: /usr/lib/postgresql/<version>/bin). */
function pgBin(): string {
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error('no PostgreSQL under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
}

/** Whether this process runs as root: then the server runs as the postgres user, as scripts/test.sh does. */
const asRoot = process.getuid?.() === 0;

async function run(cmd: string, args: string[]): Promise<string> {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const { stdout } = await execFile(file, argv, { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

export type OwnPostgres = {
  /** URL of the copy of the seeded template database on this cluster. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server for good and removes its files. */
  destroy(): Promise<void>;
};

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl, like scripts/test.sh), so the test can
 * stop and start the server under a running API without touching anyone else's databases.
 * It holds a copy of the seeded template database (pg_dump from TEST_DATABASE_URL).
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = pgBin();
  const dir = mkdtempSync('/tmp/faults-pg-');
  chmodSync(dir, 0o755);
  if (asRoot) {
    const { stdout } = await execFile('id', ['-u', 'postgres']);
    const { stdout: gid } = await execFile('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'pg');
  const port = await freePort();
  await run(`${bin}/initdb`, ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    run(`${bin}/pg_ctl`, ['-D', data, '-l', join(dir, 'pg.log'), '-w', '-o', options, 'start']).then(() => undefined);
  // Fast: open sessions are ended at once, as when an operator restarts the server.
  const stop = () => run(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']).then(() => undefined);
  await start();

  const url = `postgresql://postgres@127.0.0.1:${port}/freight`;
  await run(`${bin}/psql`, [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-q',
    '-c',
    'CREATE DATABASE freight',
  ]);
  await copyTemplate(bin, url);
  return {
    url,
    start,
    stop,
    async destroy() {
      await run(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** pg_dump of the seeded template piped into psql on the new cluster. */
async function copyTemplate(bin: string, url: string): Promise<void> {
  const dump = spawn(`${bin}/pg_dump`, ['--no-owner', '--no-privileges', '-d', templateUrl()], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const load = spawn(`${bin}/psql`, ['-q', '-v', 'ON_ERROR_STOP=1', '-d', url], { stdio: ['pipe', 'ignore', 'pipe'] });
  dump.stdout.pipe(load.stdin);
  let errors = '';
  dump.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  load.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const exit = (p: typeof dump | typeof load) =>
    new Promise<number | null>((done) => p.once('exit', (code) => done(code)));
  const [a, b] = await Promise.all([exit(dump), exit(load)]);
  if (a !== 0 || b !== 0)
    throw new Error(`copying the template failed (pg_dump ${a}, psql ${b}):\n${errors.slice(-2000)}`);
}
