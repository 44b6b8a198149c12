import { type INestApplication, Logger } from '@nestjs/common';
import { LoopWatchdog } from './loop-watchdog.js';

/**
 * A shutdown that ends (issue 37): SHUTDOWN_TIMEOUT_MS after SIGTERM or SIGINT the process exits 1,
 * whatever is still running (a request past the drain, a job that does not let go). This timer runs on
 * the event loop; the watchdog thread, told here that a termination began, kills the process shortly
 * after if the loop cannot run it.
 */
export function armShutdownBudget(app: INestApplication, shutdownMs: number): void {
  const watchdog = app.get(LoopWatchdog);
  const logger = new Logger('Shutdown');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      watchdog.terminating();
      setTimeout(() => {
        logger.fatal(`Still shutting down ${shutdownMs} ms after ${signal} (SHUTDOWN_TIMEOUT_MS): exiting with 1`);
        process.exit(1);
      }, shutdownMs).unref();
    });
  }
}
