import { describe, expect, it } from '@jest/globals';
import { TimeSlice } from './time-slice.js';

/** Holds the event loop for `ms` (the CPU work of one item). */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('TimeSlice', () => {
  it('lets a waiting callback run in the middle of long work, not only after it', async () => {
    const slice = new TimeSlice(5);
    const order: string[] = [];
    setImmediate(() => order.push('other'));
    for (let i = 0; i < 20; i++) {
      busy(1);
      await slice.step();
      order.push(`item ${i}`);
    }
    // Before the last item (20 items of 1 ms each outlast a 5 ms budget); maybe before the first on a busy machine.
    expect(order).toContain('other');
    expect(order.indexOf('other')).toBeLessThan(20);
    expect(slice.turns).toBeGreaterThan(0);
  });

  it('gives no turn while the work stays within its budget', async () => {
    const slice = new TimeSlice(60_000);
    let other = false;
    setImmediate(() => (other = true));
    for (let i = 0; i < 1000; i++) await slice.step();
    expect(other).toBe(false);
    expect(slice.turns).toBe(0);
  });
});
