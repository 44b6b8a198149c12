// What else the machine is doing while the bench measures (issue 50).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

/**
 * `--contend N`: N CPU-bound neighbours beside the measurement, each a process spinning on a core as a
 * busy batch job would, so the API and PostgreSQL get what a busy machine leaves them. A fixed load,
 * the same in every run, unlike whatever else happens to be running.
 */
export function startNeighbours(count) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  // A bench that fails half-way must not leave its neighbours spinning.
  process.once('exit', stop);
  return { stop };
}

/** The one-minute load average. */
export const load1 = () => loadavg()[0];

/** The load averages as printed at the start and the end of a run. */
export const loadLine = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * A ratio of two timings is only meaningful when both were taken under the same load: a case whose
 * one-minute load moved by more than `margin` while it was measured gets no ratio.
 */
export function steadyLoad(before, after, margin) {
  return Math.abs(after - before) <= margin;
}
