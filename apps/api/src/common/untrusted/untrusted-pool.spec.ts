import { afterEach, describe, expect, it } from '@jest/globals';
import { IMPORT_LIMITS } from '@freight/shared';
import * as hostile from '../../../test/support/hostile-files.js';
import { AppError } from '../errors/app-error.js';
import type { SheetLimits } from './read-limits.js';
import { closeUntrustedPool, runUntrusted, UNTRUSTED_POOL } from './untrusted-pool.js';

const DEFAULTS = { ...UNTRUSTED_POOL };
const sheet = (bytes: Buffer, limits: Partial<SheetLimits> = {}, name = 'f.xlsx') => ({
  kind: 'sheet' as const,
  fileName: name,
  bytes,
  limits: { ...IMPORT_LIMITS, ...limits },
});

/** Runs `work` while a 10 ms timer ticks on this thread; the longest gap between ticks shows how long the loop was held. */
async function loopHeld<T>(work: () => Promise<T>): Promise<{ result: T; longestGapMs: number; tookMs: number }> {
  let last = performance.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, longestGapMs, tookMs: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('the file-reading worker pool', () => {
  afterEach(async () => {
    await closeUntrustedPool();
    Object.assign(UNTRUSTED_POOL, DEFAULTS);
  });

  it('reads a sheet in a worker thread and answers its rows; the bytes are handed over, not copied', async () => {
    // As multer gives a file past Node's pool of small buffers: a buffer that is the whole of its memory.
    const bytes = Buffer.concat([Buffer.from('a;b\n1;2\n'), Buffer.alloc(70_000, 0x0a)]);
    const answer = await runUntrusted(sheet(bytes, {}, 'f.csv'), 5000);
    expect(bytes.buffer.detached).toBe(true);
    expect(answer).toEqual({
      ok: true,
      value: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '2'] },
      ],
    });
  });

  it("keeps this thread's event loop free while a long read runs", async () => {
    const file = hostile.emptyRows(1_500_000);
    const { result, longestGapMs, tookMs } = await loopHeld(() =>
      runUntrusted(sheet(file, { sheetRows: 10_000_000, timeMs: 120_000 }), 120_000),
    );
    console.log(
      `worker read of 1.5 million rows: ${tookMs.toFixed(0)} ms; longest event-loop gap here: ${longestGapMs.toFixed(0)} ms`,
    );
    expect(result.ok).toBe(true);
    expect(tookMs).toBeGreaterThan(500);
    expect(longestGapMs).toBeLessThan(tookMs / 3);
  }, 180_000);

  it('terminates a worker still reading past its budget and the grace, and answers the time limit', async () => {
    // The reader's own clock is far (2 min): only the pool's termination can end it in time.
    // A short grace too: on a fast idle machine the whole read (1.3 s here) fitted in 100 ms + the 1 s grace.
    const file = hostile.emptyRows(1_500_000);
    // (afterEach puts the defaults back.)
    UNTRUSTED_POOL.graceMs = 100;
    const answer = await runUntrusted(sheet(file, { sheetRows: 10_000_000, timeMs: 120_000 }), 100);
    expect(answer).toEqual({ ok: false, failure: { reason: 'TOO_LARGE', limit: 'timeMs', max: 100 } });
    // The pool goes on with a new worker.
    expect((await runUntrusted(sheet(Buffer.from('a\n'), {}, 'f.csv'), 5000)).ok).toBe(true);
  }, 60_000);

  it('answers the memory limit when a file needs more heap than a worker has', async () => {
    UNTRUSTED_POOL.heapMb = 16;
    const file = hostile.manySharedStrings(600_000);
    const answer = await runUntrusted(
      sheet(file, { sharedStrings: 10_000_000, sharedStringChars: 100_000_000, timeMs: 60_000 }),
      60_000,
    );
    expect(answer).toEqual({ ok: false, failure: { reason: 'TOO_LARGE', limit: 'memory', max: 16 } });
  }, 90_000);

  it('refuses with FILE_READ_BUSY rather than queueing without end', async () => {
    Object.assign(UNTRUSTED_POOL, { threads: 1, queue: 1 });
    const slow = hostile.emptyRows(1_000_000);
    // Each read hands its bytes over: each gets its own copy.
    const slowRead = () => runUntrusted(sheet(Buffer.from(slow), { sheetRows: 10_000_000, timeMs: 60_000 }), 60_000);
    const running = [slowRead(), slowRead()];
    await expect(slowRead()).rejects.toEqual(new AppError('FILE_READ_BUSY'));
    await Promise.all(running);
  }, 120_000);
});
