/**
 * The API's statements are short keyset reads and writes: a parallel plan spent ~7 ms starting workers
 * for a page found in 0.2 ms (page 1 of "mine" at 2M quotations). Analytics reads its rollups, exports
 * walk batches; nothing here gains from parallel workers. `scripts/bench` replays with the same options
 * (it imports this file from the build, so this file imports nothing).
 */
export const API_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';
