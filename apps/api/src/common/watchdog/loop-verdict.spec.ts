import { describe, expect, it } from '@jest/globals';
import { LoopVerdict } from './loop-verdict.js';

const OPTIONS = { lagMs: 1_000, unhealthyAfterMs: 5_000, recoverMs: 2_000 };

/** Samples every 100 ms from `from` to `to` of a loop that last ran at `beatAt(now)`. */
function run(v: LoopVerdict, from: number, to: number, beatAt: (now: number) => number) {
  let last = v.observe({ now: from, stallMs: from - beatAt(from), gapMs: 0 });
  for (let now = from + 100; now <= to; now += 100) last = v.observe({ now, stallMs: now - beatAt(now), gapMs: 0 });
  return last;
}

describe('LoopVerdict', () => {
  it('a loop blocked past the lag for the unhealthy span is unhealthy, and healthy again after running on time to recover', () => {
    const v = new LoopVerdict(OPTIONS);
    // Blocked from 0: lagging from 1 s, so unhealthy from 6 s.
    expect(run(v, 0, 5_900, () => 0).unhealthy).toBe(false);
    expect(run(v, 6_000, 6_000, () => 0)).toEqual({ lagging: true, unhealthy: true, episodeMs: 5_000 });
    // Blocked until 8 s, then on time: still unhealthy (the answers queued meanwhile say so) until 2 s on time.
    expect(run(v, 6_100, 7_900, () => 0).unhealthy).toBe(true);
    expect(run(v, 8_000, 9_800, (now) => now).unhealthy).toBe(true);
    expect(run(v, 9_900, 10_000, (now) => now).unhealthy).toBe(false);
  });

  it('one pause shorter than the unhealthy span never makes it unhealthy', () => {
    const v = new LoopVerdict(OPTIONS);
    expect(run(v, 0, 4_000, () => 0).unhealthy).toBe(false);
    expect(run(v, 4_100, 20_000, (now) => now).unhealthy).toBe(false);
  });

  it('a loop blocked most of the time, with breaths shorter than the recovery, becomes unhealthy', () => {
    const v = new LoopVerdict(OPTIONS);
    // Blocked 1.5 s, runs 0.5 s, over and over: each block lags for 0.5 s.
    const beatAt = (now: number) => (now % 2_000 < 1_500 ? now - (now % 2_000) : now);
    expect(run(v, 0, 4_000, beatAt).unhealthy).toBe(false);
    expect(run(v, 4_100, 8_000, beatAt).unhealthy).toBe(true);
  });

  it('a late turn counts as lag even when the watchdog never saw the stall', () => {
    const v = new LoopVerdict({ ...OPTIONS, unhealthyAfterMs: 0 });
    expect(v.observe({ now: 0, stallMs: 50, gapMs: 1_500 })).toEqual({ lagging: true, unhealthy: true, episodeMs: 0 });
  });
});
