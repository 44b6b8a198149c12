import { describe, expect, it } from '@jest/globals';
import { LoopShared, SLOTS } from './loop-shared.js';

describe('LoopShared', () => {
  it('the other side of the buffer sees the beat, the termination, the verdict and the requests in flight', () => {
    const main = new LoopShared();
    const watchdog = new LoopShared(main.buffer);
    main.beat(1_000, 30);
    main.terminating(1_500);
    main.terminating(1_900);
    const a = main.enter('GET /app/v1/quotations', 900);
    main.enter('POST /app/v1/rates/import', 400);
    main.leave(a);
    main.enter('GET /health', 950);
    watchdog.setUnhealthy(true);

    expect(watchdog.lastBeat()).toEqual({ at: 1_000, gapMs: 30 });
    // The first request to terminate counts.
    expect(watchdog.terminatingSince()).toBe(1_500);
    expect(main.unhealthy()).toBe(true);
    expect(watchdog.inFlight(1_000)).toEqual({
      requests: [
        { label: 'POST /app/v1/rates/import', ageMs: 600 },
        { label: 'GET /health', ageMs: 50 },
      ],
      untracked: 0,
    });
  });

  it('requests beyond its slots are counted, and long or non-ASCII paths survive their cut', () => {
    const main = new LoopShared();
    const slots = Array.from({ length: SLOTS + 3 }, (_, i) => main.enter(`GET /é/${'x'.repeat(300)}/${i}`, 0));
    const seen = new LoopShared(main.buffer).inFlight(10);
    expect(seen.requests).toHaveLength(SLOTS);
    expect(seen.untracked).toBe(3);
    expect(seen.requests[0].label.startsWith('GET /é/xxx')).toBe(true);
    for (const s of slots) main.leave(s);
    expect(new LoopShared(main.buffer).inFlight(10)).toEqual({ requests: [], untracked: 0 });
  });
});
