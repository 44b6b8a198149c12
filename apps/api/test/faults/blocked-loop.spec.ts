import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { testRedisUrl } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { type ApiProcess, startApiProcess, stopApiProcess } from './api-process.js';

// Short windows, so the test waits for them: lagging over 500 ms for 1 s is unhealthy (300 ms was crossed by a starved process at a load of 30 on two cores), blocked 3 s is killed (SIGTERM comes after the block began, so the kill lands within the budget).
const WATCHDOG = { lagMs: 500, unhealthyAfterMs: 1_000, killAfterMs: 3_000 };
const SHUTDOWN_TIMEOUT_MS = 5_000;

type WatchdogLine = { level: number; time: number; msg: string; inFlight?: string[] };

/** The watchdog thread's log lines (pino-shaped JSON on stdout). */
function watchdogLines(api: ApiProcess): WatchdogLine[] {
  return api
    .output()
    .split('\n')
    .filter((l) => l.includes('"context":"LoopWatchdog"'))
    .map((l) => JSON.parse(l) as WatchdogLine);
}

async function health(base: string): Promise<{ status: number; eventLoop?: string; at: number }> {
  const res = await fetch(`${base}/health`);
  const body = (await res.json()) as { eventLoop?: string };
  return { status: res.status, eventLoop: body.eventLoop, at: Date.now() };
}

/** Blocks the API's event loop for `ms` through the test-only route (TEST_HOOKS); resolves when it answers, if ever. */
function block(base: string, ms: number): Promise<unknown> {
  return fetch(`${base}/test-only/v1/busy?ms=${ms}`).catch((e: unknown) => e);
}

/** Resolves once /health no longer answers within 300 ms: the loop is held (the block began). */
async function heldLoop(base: string): Promise<void> {
  for (const end = Date.now() + 15_000; Date.now() < end;) {
    const answered = await fetch(`${base}/health`, { signal: AbortSignal.timeout(300) }).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the loop was never held');
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/**
 * Fault suite (issue 35): a process whose event loop is blocked (an import parsed on the main thread
 * held one for an hour, SIGTERM could not stop it) is noticed and replaced. A real API process, with
 * the test-only route that spins on the loop.
 */
describe('faults: a blocked event loop', () => {
  let db: TestDatabase;
  const apis: ApiProcess[] = [];
  const start = async () => {
    const api = await startApiProcess({
      databaseUrl: db.url,
      redisUrl: testRedisUrl(),
      queuePrefix: `loop-${randomBytes(4).toString('hex')}`,
      env: {
        NODE_ENV: 'test',
        TEST_HOOKS: 'true',
        WATCHDOG_LAG_MS: String(WATCHDOG.lagMs),
        WATCHDOG_UNHEALTHY_AFTER_MS: String(WATCHDOG.unhealthyAfterMs),
        WATCHDOG_KILL_AFTER_MS: String(WATCHDOG.killAfterMs),
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
    });
    apis.push(api);
    return api;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  }, 240_000);

  afterAll(async () => {
    for (const api of apis) await stopApiProcess(api);
    await db?.drop();
  }, 240_000);

  it('lagging past the watchdog window makes /health answer 503 and logs what was running; on time again, 200', async () => {
    const api = await start();
    expect(await health(api.base)).toMatchObject({ status: 200, eventLoop: 'up' });
    const blockedAt = Date.now();
    const blocked = block(api.base, 2_500);
    await heldLoop(api.base);
    // Sent while the loop is held: answered when it runs again.
    const during = await health(api.base);
    await blocked;
    await until(() => watchdogLines(api).some((l) => l.level === 50), 5_000);
    const unhealthyLine = watchdogLines(api).find((l) => l.level === 50)!;
    let after = await health(api.base);
    while (after.status !== 200 && after.at - blockedAt < 15_000) after = await health(api.base);

    console.log(
      `faults/blocked-loop: loop held 2.5 s; the watchdog logged it unhealthy ${unhealthyLine.time - blockedAt} ms after the block began ` +
        `(window ${WATCHDOG.lagMs} + ${WATCHDOG.unhealthyAfterMs} ms) naming ${JSON.stringify(unhealthyLine.inFlight)}; ` +
        `/health sent during the block answered ${during.status} (eventLoop ${during.eventLoop}) at +${during.at - blockedAt} ms; ` +
        `200 again at +${after.at - blockedAt} ms`,
    );
    expect(during).toMatchObject({ status: 503, eventLoop: 'down' });
    expect(unhealthyLine.time - blockedAt).toBeLessThan(WATCHDOG.lagMs + WATCHDOG.unhealthyAfterMs + 1_500);
    expect(unhealthyLine.inFlight?.some((r) => r.startsWith('GET /test-only/v1/busy'))).toBe(true);
    expect(after).toMatchObject({ status: 200, eventLoop: 'up' });
    expect(api.child.exitCode).toBeNull();
  }, 120_000);

  it('SIGTERM to a process whose loop is blocked ends it within the shutdown budget, with a line naming what was running', async () => {
    const api = await start();
    const blockedAt = Date.now();
    void block(api.base, 600_000);
    await heldLoop(api.base);
    const termAt = Date.now();
    api.child.kill('SIGTERM');
    const hung = setTimeout(() => api.child.kill('SIGKILL'), 30_000);
    const exit = await api.exited;
    clearTimeout(hung);
    const exitMs = Date.now() - termAt;
    const fatal = watchdogLines(api).find((l) => l.level === 60);

    console.log(
      `faults/blocked-loop: SIGTERM ${termAt - blockedAt} ms into a 10 min block; the process ended ` +
        `${exit.signal ? `by ${exit.signal}` : `with ${exit.code}`} ${exitMs} ms after SIGTERM (budget ${SHUTDOWN_TIMEOUT_MS} ms, ` +
        `kill after ${WATCHDOG.killAfterMs} ms blocked); last line: ${fatal?.msg} ${JSON.stringify(fatal?.inFlight)}`,
    );
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    // The watchdog's own kill (its fatal line, SIGKILL), long before the test's 30 s fallback: about 2-3 s
    // on an idle machine (printed above), 6.7 s once at a load of 11 on two cores, when the watchdog's
    // thread itself waited for a core. A ceiling, not the budget: the budget is the figure printed.
    expect(exitMs).toBeLessThan(3 * SHUTDOWN_TIMEOUT_MS);
    expect(fatal?.msg).toMatch(/event loop blocked for \d+ ms/);
    expect(fatal?.inFlight?.some((r) => r.startsWith('GET /test-only/v1/busy'))).toBe(true);
  }, 120_000);

  it('a request still running at the end of the drain is cut, so the shutdown still ends with 0', async () => {
    const api = await start();
    const stuck = fetch(`${api.base}/test-only/v1/wait?ms=600000`).then(
      (r) => `answered ${r.status}`,
      (e: unknown) => `cut (${(e as Error).message})`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const termAt = Date.now();
    api.child.kill('SIGTERM');
    const exit = await api.exited;
    const exitMs = Date.now() - termAt;
    const outcome = await stuck;
    console.log(
      `faults/blocked-loop: SIGTERM with a request that never ends: ${outcome}; exited ${exit.code ?? exit.signal} after ${exitMs} ms`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 1_000);
    expect(outcome).toMatch(/^cut/);
    expect(api.output()).toMatch(/1 request\(s\) still running \d+ ms into the shutdown were cut/);
  }, 120_000);
});
