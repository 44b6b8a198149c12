import { setImmediate as nextTurn } from 'node:timers/promises';

// Work done between two turns of the event loop: another user's request waits at most about this long.
export const SLICE_MS = 8;

/**
 * Long CPU work on the event loop cut into slices bounded by time, not by a count of items (an item's
 * cost varies tenfold between sheets and machines). Call `step()` once per item: after `budgetMs` of
 * work it gives the event loop a turn, so waiting requests, timers and I/O run before the work goes on.
 */
export class TimeSlice {
  private started = performance.now();
  /** Turns given to the event loop so far. */
  turns = 0;

  constructor(private readonly budgetMs = SLICE_MS) {}

  async step(): Promise<void> {
    if (performance.now() - this.started < this.budgetMs) return;
    await nextTurn();
    this.turns++;
    this.started = performance.now();
  }
}
