import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import inspector from 'node:inspector';
import { Worker } from 'node:worker_threads';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LoopShared, monotonicMs } from './loop-shared.js';
import type { WatchdogData } from './watchdog-thread.js';

const PINO_LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** Method and path (never the query string, which may carry search text) of a request, for the watchdog's log. */
function label(req: IncomingMessage): string {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return `${req.method ?? '?'} ${q < 0 ? url : url.slice(0, q)}`;
}

/**
 * The event-loop watchdog (issue 35). The main thread beats into shared memory; a worker thread, which
 * runs whatever the main thread does, watches the beats:
 * - lagging over WATCHDOG_LAG_MS for WATCHDOG_UNHEALTHY_AFTER_MS makes /health answer 503 (once the loop
 *   answers at all) and logs the requests in flight, so an orchestrator's health check replaces the process;
 * - blocked for WATCHDOG_KILL_AFTER_MS, the thread logs what was running and kills the process (SIGKILL):
 *   a blocked loop can answer nothing, not even SIGTERM, whose handler runs on that loop;
 * - a shutdown still running SHUTDOWN_TIMEOUT_MS after SIGTERM is killed the same way.
 * Started by the process's own app only (config.watchdog; the in-process apps of the tests have none).
 */
@Injectable()
export class LoopWatchdog implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LoopWatchdog.name);
  private shared: LoopShared | null = null;
  private worker: Worker | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onApplicationBootstrap(): void {
    const options = this.config.watchdog;
    if (!options) return;
    const shared = new LoopShared();
    const tickMs = Math.min(250, Math.max(10, Math.floor(options.lagMs / 4)));
    let last = monotonicMs();
    shared.beat(last, 0);
    this.heartbeat = setInterval(() => {
      const now = monotonicMs();
      shared.beat(now, Math.max(0, now - last - tickMs));
      last = now;
    }, tickMs).unref();

    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const slot = shared.enter(label(req), monotonicMs());
      res.once('close', () => shared.leave(slot));
    });

    const data: WatchdogData = {
      buffer: shared.buffer,
      lagMs: options.lagMs,
      unhealthyAfterMs: options.unhealthyAfterMs,
      recoverMs: Math.max(1_000, 2 * options.lagMs),
      killAfterMs: options.killAfterMs,
      shutdownMs: this.config.timeouts.shutdownMs,
      tickMs,
      logLevel: PINO_LEVELS[this.config.logLevel] ?? 100,
      inspector: inspector.url() !== undefined,
    };
    const worker = new Worker(new URL('./watchdog-thread.js', import.meta.url), {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
    });
    // The watchdog never keeps the process alive.
    worker.unref();
    worker.on('error', (error: Error) => this.logger.error({ err: error }, 'The event-loop watchdog stopped'));
    this.worker = worker;
    this.shared = shared;
  }

  /** False while the event loop lags past the watchdog's limit (/health). Without a watchdog: true. */
  healthy(): boolean {
    return !(this.shared?.unhealthy() ?? false);
  }

  /** A termination was asked for: if the process is still here after SHUTDOWN_TIMEOUT_MS, the watchdog ends it. */
  terminating(): void {
    this.shared?.terminating(monotonicMs());
  }

  /** The last hook of a shutdown: the watchdog has guarded all the others. Not awaited: the exit follows. */
  onApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    void this.worker?.terminate();
    this.worker = null;
  }
}
