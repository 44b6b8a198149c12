import { describe, expect, it } from '@jest/globals';
import { Limiter } from './limiter.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('Limiter', () => {
  it('never runs more than its concurrency at once and runs everything in order', async () => {
    const limiter = new Limiter(2);
    let now = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limiter.run(async () => {
          started.push(i);
          now++;
          peak = Math.max(peak, now);
          await tick();
          now--;
          return i * 10;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(limiter.pending).toBe(0);
  });

  it('frees its slot when a task fails', async () => {
    const limiter = new Limiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
