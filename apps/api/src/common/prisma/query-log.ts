import { appendFileSync } from 'node:fs';

/** One statement the API sent, as the benchmark (scripts/bench) reads it back: `params` is a JSON array. */
export type LoggedQuery = { query: string; params: string; ms: number; name?: string };

/**
 * Appends to the statement log (QUERY_LOG_FILE, set only by the benchmark), which counts and replays
 * them. Synchronous, so a request's statements are on disk before its answer leaves.
 */
export function appendQueryLog(file: string, entry: LoggedQuery): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
