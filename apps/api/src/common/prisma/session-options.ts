/**
 * The API's statements are short keyset reads and writes: a parallel plan spent ~7 ms starting workers
 * for a page found in 0.2 ms (page 1 of "mine" at 2M quotations). Analytics reads its rollups, exports
 * walk batches; nothing here gains from parallel workers. `scripts/bench` replays with the same options
 * (it imports this file from the build, so this file imports nothing).
 */
export const API_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

/**
 * The time limits every API connection starts with (issue 35): no statement runs past `statementMs`
 * (57014, 503 DATABASE_TIMEOUT), no statement waits on another's lock past `lockMs` (55P03, 503
 * RECORD_BUSY), and a session idle inside a transaction is ended after `idleInTransactionMs`, freeing
 * its locks (a process frozen mid-transaction holds none for long). Analytics raises statement_timeout
 * per transaction (PrismaService.longRead).
 */
export function sessionTimeoutOptions(t: { statementMs: number; lockMs: number; idleInTransactionMs: number }): string {
  return `-c statement_timeout=${t.statementMs} -c lock_timeout=${t.lockMs} -c idle_in_transaction_session_timeout=${t.idleInTransactionMs}`;
}
