import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The built API (dist/main.js), started as production runs it: a real process the tests can kill.
const apiRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const main = resolve(apiRoot, 'dist/main.js');
export const FAULTS_JWT_SECRET = 'faults-secret-that-is-long-enough-0123456789abcdef';

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => done(port));
    });
  });
}

export type ApiProcess = {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** Resolves with how the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type ApiProcessOptions = {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  smtpPort?: number;
  /** Extra environment (e.g. a shorter job lock). */
  env?: Record<string, string>;
};

/**
 * Starts dist/main.js and waits until it says it listens and /health answers 200. A free port can be
 * taken by another process between the check and the child's listen: then the child exits (EADDRINUSE)
 * and another port is tried, and a health answer from whoever else holds the port never counts.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnFreePort(options: ApiProcessOptions): Promise<ApiProcess> {
  if (!existsSync(main)) throw new Error(`${main} is missing: build the API first (npm test does)`);
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [main], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      QUEUE_PREFIX: options.queuePrefix,
      JWT_SECRET: FAULTS_JWT_SECRET,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(options.smtpPort ?? 1),
      MAIL_FROM: 'Freight <no-reply@freight.test>',
      MAIL_RETRY_BASE_DELAY_MS: '200',
      OPERATION_OVERDUE_SCAN_MS: '0',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000; // a loaded two-core runner took over 60 s to start an API process
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited early (${child.exitCode}):\n${out.slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API did not start:\n${out.slice(-3000)}`);
    }
    const listening = out.includes(`listening on http://localhost:${port}`);
    const ok =
      listening &&
      (await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, output: () => out, exited };
}

/** Ends a process the test still owns: SIGTERM, then SIGKILL after 15 s. */
export async function stopApiProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
  await api.exited;
  clearTimeout(timer);
}
