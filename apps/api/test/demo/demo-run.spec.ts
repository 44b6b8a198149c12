import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from '../support/sql.js';

// The README's first command as a newcomer meets it: a scratch copy of the repository's files
// (what a clone has: no node_modules, no dist/, no .turbo, no .data, no generated Prisma client),
// then `npm run demo` there, which must install, build, migrate, seed and serve on its own.
// Nothing of this checkout's builds can leak in, so a missing build step fails here.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const scratch = mkdtempSync(join(tmpdir(), 'freight-fresh-clone-'));
// The embedded server runs as the postgres user, which must be able to enter the folder.
chmodSync(scratch, 0o755);

/** The files `git clone` would give, taken from the working tree (so uncommitted edits are tested too). */
function copyRepositoryFiles(): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)));
  execFileSync('tar', ['--null', '-T', '-', '-cf', join(scratch, '.files.tar')], {
    cwd: root,
    input: files.join('\0'),
  });
  execFileSync('tar', ['-xf', '.files.tar'], { cwd: scratch });
  rmSync(join(scratch, '.files.tar'));
  // A clone is a git repository (turbo hashes through git).
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: scratch, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'scratch clone');
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => done(port));
    });
  });
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };
type Demo = {
  child: ChildProcess;
  output: () => string;
  port: number;
  pgPort: number;
  exited: Promise<Exit>;
  seconds: number;
};

async function startDemo(extraEnv: NodeJS.ProcessEnv = {}): Promise<Demo> {
  const [port, pgPort, smtp, web] = [await freePort(), await freePort(), await freePort(), await freePort()];
  let out = '';
  const started = Date.now();
  // As typed in a terminal: `npm run demo`, in its own process group so Ctrl-C reaches all of it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEMO_PORT: String(port),
    DEMO_PG_PORT: String(pgPort),
    DEMO_SMTP_PORT: String(smtp),
    DEMO_MAIL_WEB_PORT: String(web),
    ...extraEnv,
  };
  for (const k of [
    'NODE_OPTIONS',
    'DATABASE_URL',
    'REDIS_URL',
    'TEST_DATABASE_URL',
    'TEST_REDIS_URL',
    'DEMO_DATA_DIR',
    'INIT_CWD',
    'npm_config_prefix',
  ])
    delete env[k];
  for (const k of Object.keys(env)) if (k.startsWith('npm_') || k.startsWith('JEST_')) delete env[k];
  const child = spawn('npm', ['run', 'demo'], { cwd: scratch, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<Exit>((done) => child.on('exit', (code, signal) => done({ code, signal })));
  const deadline = Date.now() + 360_000;
  while (!out.includes('Where to look first')) {
    if (child.exitCode !== null) throw new Error(`npm run demo exited early (${child.exitCode}):\n${out.slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`npm run demo did not start within 6 minutes:\n${out.slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { child, output: () => out, port, pgPort, exited, seconds: (Date.now() - started) / 1000 };
}

/**
 * Ctrl-C in the terminal: SIGINT to the whole foreground process group. npm ends by the signal
 * once its script is done; the demo itself must have stopped everything it started, cleanly.
 */
async function stop(demo: Demo): Promise<string> {
  process.kill(-demo.child.pid!, 'SIGINT');
  const exit = await Promise.race([demo.exited, new Promise<null>((r) => setTimeout(() => r(null), 30_000))]);
  demo.child.stdout?.destroy();
  demo.child.stderr?.destroy();
  if (!exit) return 'still running 30 s after Ctrl-C';
  if (exit.code !== 0 && exit.signal !== 'SIGINT') return `exit ${exit.code ?? exit.signal}`;
  if (!demo.output().includes('[demo] stopped.') || demo.output().includes('[demo] while stopping'))
    return `unclean stop:\n${demo.output().slice(-2000)}`;
  return 'stopped';
}

const stepTimes = (out: string) => [...out.matchAll(/\[demo\] (npm run [\w:]+ done in [\d.]+ s)/g)].map((m) => m[1]);

describe('npm run demo on a fresh clone', () => {
  beforeAll(() => copyRepositoryFiles());
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('installs, builds, seeds and serves with no manual step, prints where to start, stops on Ctrl-C, and a second run (with --sso) reuses data and builds', async () => {
    for (const built of [
      'node_modules',
      'packages/shared/dist',
      'apps/api/dist',
      'apps/web/dist',
      '.turbo',
      '.data',
      'apps/api/src/generated',
    ]) {
      expect(existsSync(join(scratch, built))).toBe(false);
    }
    const first = await startDemo();
    const base = `http://127.0.0.1:${first.port}`;
    try {
      console.log(
        `demo on a fresh clone: serving after ${first.seconds.toFixed(0)} s (${stepTimes(first.output()).join(', ')})`,
      );
      expect(first.output()).toMatch(/demo: using Node\.js v2[4-9]\./);
      expect(first.output()).not.toContain('EBADENGINE');
      for (const account of ['comercial', 'pricing', 'Mail inbox']) expect(first.output()).toContain(account);
      expect((await fetch(`${base}/health`)).status).toBe(200);
      const index = await fetch(`${base}/`);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('<div id="root">');
      const deepLink = await fetch(`${base}/mis-cotizaciones`);
      expect(await deepLink.text()).toContain('<div id="root">');
      const login = await fetch(`${base}/auth/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'gerente', password: 'Demo1234!' }),
      });
      expect(login.status).toBe(200);
      // Single sign-on is opt-in: plain `npm run demo` offers none.
      expect(await (await fetch(`${base}/auth/v1/sso`)).json()).toEqual({ enabled: false, providerName: null });
      // A marker the second run must still see if the data is reused.
      await sql(
        `postgresql://postgres:freight-demo@127.0.0.1:${first.pgPort}/freight`,
        `CREATE TABLE demo_run_marker (kept text); INSERT INTO demo_run_marker VALUES ('kept')`,
      );
    } finally {
      expect(await stop(first)).toBe('stopped');
    }
    await expect(fetch(`${base}/health`)).rejects.toThrow();

    // The second run opts in to the local OpenID provider (DEMO_SSO=1, as `npm run demo -- --sso`).
    const second = await startDemo({ DEMO_SSO: '1', DEMO_OIDC_PORT: String(await freePort()) });
    try {
      console.log(
        `demo, second run: serving after ${second.seconds.toFixed(0)} s (${stepTimes(second.output()).join(', ')})`,
      );
      expect(second.output()).not.toContain('npm ci');
      // Nothing rebuilt: turbo replays every package from its cache.
      expect(second.output()).toMatch(/Cached:\s+(\d+) cached, \1 total/);
      expect((await fetch(`http://127.0.0.1:${second.port}/health`)).status).toBe(200);
      expect(second.output()).toContain('Single sign-on: a local OpenID provider runs at');
      const sso = await fetch(`http://127.0.0.1:${second.port}/auth/v1/sso`);
      expect(await sso.json()).toEqual({ enabled: true, providerName: 'Demo ID' });
      const rows = await sql(
        `postgresql://postgres:freight-demo@127.0.0.1:${second.pgPort}/freight`,
        `SELECT 1 FROM demo_run_marker WHERE kept = 'kept'`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      expect(await stop(second)).toBe('stopped');
    }
  }, 900_000);
});
