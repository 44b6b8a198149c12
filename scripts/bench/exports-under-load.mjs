// Issue 50: exports share the machine. Another user's list is timed alone, then while `exporters`
// XLSX exports of about 10k rows run back to back; the goal is a list p95 under 2x its idle value.
import { measure, percentile } from './load-loop.mjs';

export async function exportsUnderLoad({ list, exportOnce, durationMs, exporters = 4 }) {
  const budget = { concurrency: 1, durationMs, maxCount: 1000 };
  const idle = await measure(list, budget);
  let running = true;
  let done = 0;
  const loops = Array.from({ length: exporters }, async () => {
    while (running) {
      await exportOnce();
      done++;
    }
  });
  // The exports start reading and writing before the list is timed beside them.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const busy = await measure(list, { ...budget, durationMs: Math.max(durationMs * 3, 6000) });
  running = false;
  await Promise.all(loops);
  return {
    idleP95: percentile(idle, 95),
    busyP95: percentile(busy, 95),
    busyMax: Math.max(...busy),
    exports: done,
  };
}
