export type VerdictOptions = {
  /** The loop lags when it has not run for this long (or its last turn came this late). */
  lagMs: number;
  /** Lagging this long (gaps shorter than `recoverMs` included) makes the process unhealthy. */
  unhealthyAfterMs: number;
  /** Running on time this long ends an episode of lag (and the unhealthy verdict with it). */
  recoverMs: number;
};

/** One look at the loop from the watchdog thread. */
export type LoopSample = {
  now: number;
  /** How long since the loop last ran. */
  stallMs: number;
  /** How late the loop's last turn came (the gap before its last heartbeat). */
  gapMs: number;
};

export type Verdict = { lagging: boolean; unhealthy: boolean; episodeMs: number };

/**
 * Decides from samples whether the event loop is unhealthy: lagging for `unhealthyAfterMs`, counted from
 * the first lagging sample of an episode to the latest one. An episode ends once the loop has run on
 * time for `recoverMs`, so a loop that is blocked most of the time with short breaths stays unhealthy,
 * and a single pause shorter than `unhealthyAfterMs` never makes it so.
 */
export class LoopVerdict {
  private since: number | null = null;
  private lastLag = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: VerdictOptions) {}

  observe(sample: LoopSample): Verdict {
    const { lagMs, unhealthyAfterMs, recoverMs } = this.options;
    const lagging = sample.stallMs > lagMs || sample.gapMs > lagMs;
    if (lagging) {
      // A stall began lagging when it crossed the threshold, not when the watchdog first saw it.
      this.since ??= sample.now - Math.max(0, sample.stallMs - lagMs);
      this.lastLag = sample.now;
    } else if (this.since !== null && sample.now - this.lastLag >= recoverMs) {
      this.since = null;
    }
    const episodeMs = this.since === null ? 0 : this.lastLag - this.since;
    return { lagging, unhealthy: this.since !== null && episodeMs >= unhealthyAfterMs, episodeMs };
  }
}
