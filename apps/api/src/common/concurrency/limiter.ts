/**
 * Runs at most `concurrency` tasks at once, queueing the rest in arrival order. Background work
 * (notifications after a burst of requests) uses it so it never takes the connection pool away
 * from the requests themselves.
 */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {
    if (concurrency < 1) throw new Error('concurrency must be at least 1');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Tasks started or waiting (for tests and shutdown). */
  get pending(): number {
    return this.running + this.waiting.length;
  }
}
