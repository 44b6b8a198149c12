import { describe, expect, it } from '@jest/globals';
import { Poller } from './poller.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await wait(5);
  expect(check()).toBe(true);
}

describe('Poller', () => {
  it('runs at once when nudged, never twice at a time (a nudge during a run asks for one more), and stops when closed', async () => {
    let running = 0;
    let peak = 0;
    let runs = 0;
    let release = () => undefined as void;
    const poller = new Poller(
      async () => {
        runs++;
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => (release = r));
        running--;
      },
      60_000,
      () => undefined,
    );
    poller.start();
    await until(() => runs === 1);
    poller.nudge();
    poller.nudge();
    release();
    await until(() => runs === 2);
    release();
    await until(() => running === 0);
    await wait(30);
    // Two nudges during the first run made one more run, and the long interval none.
    expect(runs).toBe(2);
    expect(peak).toBe(1);
    poller.nudge();
    await until(() => runs === 3);
    // Closing waits for the run in progress; a nudge after it does nothing.
    const closing = poller.close();
    release();
    await closing;
    expect(running).toBe(0);
    poller.nudge();
    await wait(30);
    expect(runs).toBe(3);
  });

  it('reports a failed run and keeps polling', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const poller = new Poller(
      () => {
        runs++;
        return Promise.reject(new Error(`run ${runs}`));
      },
      20,
      (e) => errors.push(e),
    );
    poller.start();
    for (let i = 0; i < 500 && runs < 2; i++) await wait(10);
    await poller.close();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(runs);
  });
});
