// A bounded closed loop: `concurrency` workers repeat `call` until the time or count budget is
// spent; returns the latencies in ms. No external load tool is installed: node:http (http-client.mjs) + performance.now.
/** Calls made before timing starts, beyond the latencies returned. */
export const WARMUP_CALLS = 2;

export async function measure(call, { concurrency, durationMs, maxCount, warmup = WARMUP_CALLS }) {
  for (let i = 0; i < warmup; i++) await call();
  const latencies = [];
  const end = performance.now() + durationMs;
  let started = 0;
  async function worker() {
    while (performance.now() < end && started < maxCount) {
      started++;
      const t0 = performance.now();
      await call();
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
