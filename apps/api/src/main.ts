import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from './common/config/app-config.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

const config = readConfig();
// Tracing starts before the app's modules load (they are imported below, not above): its
// instrumentations patch pg, ioredis, http, express and Nest as those are imported.
if (config.tracing) (await import('./common/telemetry/tracing.js')).startTracing(config.tracing);
const { createApp } = await import('./create-app.js');
const { armShutdownBudget } = await import('./common/watchdog/shutdown-budget.js');
const app = await createApp(config);
await app.listen(config.port);
console.log(`Freight portal API listening on http://localhost:${config.port} (docs at /docs)`);

// SIGTERM (an orchestrator stopping or redeploying) and SIGINT: stop accepting, answer what was
// received, close sockets, queues (in-flight jobs finish) and the database, then exit 0 (not by
// the signal, which process managers would report as a crash).
app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
// ...within SHUTDOWN_TIMEOUT_MS, even when something hangs or the event loop is blocked.
armShutdownBudget(app, config.timeouts.shutdownMs);
