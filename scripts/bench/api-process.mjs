// Starts the built API (node apps/api/dist/main.js, NODE_ENV=production) on a free loopback port.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = `${root}apps/api/dist/main.js`;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx turbo run build\` first`);

/** The API's database session options (no parallel workers), read from the build. */
export const { API_SESSION_OPTIONS } = await import(`${root}apps/api/dist/common/prisma/session-options.js`);

const CLOCK_TICKS = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, in ms) a process has used so far, read from /proc (Linux); NaN elsewhere. */
export function processCpuMs(pid) {
  try {
    // Fields after "pid (name) ": state is the 1st, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** The API on its own port (`pid` is its process; `env` adds or replaces variables); `stop()` ends that process only. */
export async function startApi({ databaseUrl, redisUrl, queryLogFile, env: extraEnv = {}, startTimeoutMs = 60_000 }) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    QUEUE_PREFIX: `bench${port}`,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9', // nothing listens: mails of created quotations just retry in the background
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    QUERY_LOG_FILE: queryLogFile ?? '',
    // The scheduled scans (reminders, overdue events, expiring rates) would write their own statements
    // into a request's capture, and their load into the timings.
    COST_REQUEST_REMINDER_SCAN_MS: '0',
    OPERATION_OVERDUE_SCAN_MS: '0',
    RATE_EXPIRY_SCAN_MS: '0',
    // The load scenario's roles and shared queue prefix (scripts/load).
    ...extraEnv,
  };
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  // A bench that fails half-way must not leave its API running.
  const orphan = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', orphan);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API did not answer /health in ${startTimeoutMs / 1000} s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
