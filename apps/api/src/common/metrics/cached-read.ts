/** The statement timeout of a scrape's reads: below the read's own 2 s, so the database stops first. */
export const SCRAPE_STATEMENT_MS = 1_500;

/**
 * A value read at most once per `ttlMs` and given at most `timeoutMs` (issue 45: a scrape every few
 * seconds must cost the database and the queue almost nothing, and never hang). Scrapes arriving
 * together share one read; a read that fails or runs late keeps the last value and reports the error.
 */
export class CachedRead<T> {
  private value: T | null = null;
  private readAt = 0;
  private pending: Promise<T | null> | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly onError: (e: unknown) => void,
    private readonly ttlMs = 5_000,
    private readonly timeoutMs = 2_000,
  ) {}

  get(): Promise<T | null> {
    if (this.value !== null && Date.now() - this.readAt < this.ttlMs) return Promise.resolve(this.value);
    this.pending ??= this.refresh().finally(() => (this.pending = null));
    return this.pending;
  }

  private async refresh(): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      this.value = await Promise.race([this.read(), late]);
      this.readAt = Date.now();
    } catch (e) {
      this.onError(e);
    } finally {
      clearTimeout(timer);
    }
    return this.value;
  }
}
