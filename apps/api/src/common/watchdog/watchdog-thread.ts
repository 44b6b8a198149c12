import { writeSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { LoopShared, monotonicMs } from './loop-shared.js';
import { LoopVerdict } from './loop-verdict.js';

/** What LoopWatchdog starts this thread with. */
export type WatchdogData = {
  buffer: SharedArrayBuffer;
  lagMs: number;
  unhealthyAfterMs: number;
  recoverMs: number;
  killAfterMs: number;
  shutdownMs: number;
  tickMs: number;
  /** pino's number of the lowest level to write (100: nothing). */
  logLevel: number;
  /** A debugger is attached: a loop stopped at a breakpoint is not blocked. */
  inspector: boolean;
};

/** After the shutdown budget the main thread exits by itself when it can; this is for when it cannot. */
const BUDGET_MARGIN_MS = 1_000;

const data = workerData as WatchdogData;
const shared = new LoopShared(data.buffer);
const verdict = new LoopVerdict(data);
let lastTick = monotonicMs();
let resumedAt = 0;
let unhealthy = false;
let inspectorNoted = false;

/** A pino-shaped line straight to the process's stdout: the main thread, which would carry console output, may be blocked. */
function log(level: number, msg: string, extra: Record<string, unknown> = {}): void {
  if (level < data.logLevel) return;
  const line = { level, time: Date.now(), pid: process.pid, context: 'LoopWatchdog', msg, ...extra };
  try {
    writeSync(1, `${JSON.stringify(line)}\n`);
  } catch {
    // Nowhere left to write.
  }
}

/** What was running, for the log line: method and path of each request in flight, oldest first. */
function running(now: number): Record<string, unknown> {
  const { requests, untracked } = shared.inFlight(now);
  return {
    inFlight: requests.slice(0, 20).map((r) => `${r.label} (${r.ageMs} ms)`),
    inFlightCount: requests.length + untracked,
  };
}

function tick(): void {
  const now = monotonicMs();
  // This thread came late too: the whole process was paused (a suspended machine, SIGSTOP), which is nobody's lag.
  if (now - lastTick > Math.max(1_000, 10 * data.tickMs)) resumedAt = now;
  lastTick = now;
  const beat = shared.lastBeat();
  const stallMs = now - Math.max(beat.at, resumedAt);
  const gapMs = beat.at - beat.gapMs >= resumedAt ? beat.gapMs : 0;
  const v = verdict.observe({ now, stallMs, gapMs });
  if (v.unhealthy !== unhealthy) {
    unhealthy = v.unhealthy;
    shared.setUnhealthy(unhealthy);
    if (unhealthy)
      log(
        50,
        `event loop lagging for ${v.episodeMs} ms (over ${data.lagMs} ms): /health answers 503 until it runs on time again`,
        {
          stallMs,
          ...running(now),
        },
      );
    else log(40, 'event loop on time again: /health answers 200');
  }

  const terminatingSince = shared.terminatingSince();
  if (terminatingSince !== null && now - terminatingSince >= data.shutdownMs + BUDGET_MARGIN_MS) {
    log(
      60,
      `shutdown still running ${now - terminatingSince} ms after SIGTERM (SHUTDOWN_TIMEOUT_MS ${data.shutdownMs}): killing the process`,
      {
        stallMs,
        ...running(now),
      },
    );
    process.kill(process.pid, 'SIGKILL');
  }
  if (data.killAfterMs > 0 && stallMs >= data.killAfterMs) {
    if (data.inspector) {
      if (!inspectorNoted)
        log(40, `event loop stopped for ${stallMs} ms with a debugger attached: not killing the process`);
      inspectorNoted = true;
      return;
    }
    // A blocked loop never runs a SIGTERM handler, so this is also how such a process ends within its budget.
    log(
      60,
      `event loop blocked for ${stallMs} ms (WATCHDOG_KILL_AFTER_MS ${data.killAfterMs}): killing the process so it is replaced`,
      {
        ...running(now),
      },
    );
    process.kill(process.pid, 'SIGKILL');
  }
}

setInterval(tick, data.tickMs);
