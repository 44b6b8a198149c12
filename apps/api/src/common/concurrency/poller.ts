/**
 * Runs `work` every `intervalMs`, and soon after `nudge()`; never two runs at once (a nudge during a
 * run asks for one more right after it). A failed run is reported and the next one comes on time.
 */
export class Poller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Asks for a run now (e.g. a commit wrote new work); coalesced with a run in progress. */
  nudge(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops the timer and waits for a run in progress. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), delayMs);
    // Never what keeps a process alive: its owner closes it on shutdown.
    this.timer.unref();
  }

  private run(): void {
    this.timer = null;
    if (this.closed || this.running) return;
    this.running = this.work()
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.running = null;
        const now = this.again;
        this.again = false;
        this.schedule(now ? 0 : this.intervalMs);
      });
  }
}
