// A fixed CPU load beside the test suite (issue 51): N worker threads that spin until the process ends.
// Usage: node scripts/cpu-load.mjs [workers]   (default: 4 x the machine's cores)
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const count = Number(process.argv[2] ?? availableParallelism() * 4);
if (!Number.isInteger(count) || count < 1) {
  console.error('usage: node scripts/cpu-load.mjs [workers]');
  process.exit(2);
}
// Each worker burns CPU in slices so it still yields to the OS scheduler like any busy neighbour.
const spin = 'for (;;) { const end = Date.now() + 50; while (Date.now() < end) Math.sqrt(Math.random()); }';
for (let i = 0; i < count; i++) new Worker(spin, { eval: true });
console.log(`cpu-load: ${count} spinning threads (pid ${process.pid})`);
