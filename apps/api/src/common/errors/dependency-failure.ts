/**
 * Is this error a dependency that cannot be reached (PostgreSQL restarting, a dropped connection, a full
 * pool, Redis gone) rather than a bug? Such failures answer 503 DEPENDENCY_UNAVAILABLE: never 500, and
 * never 401, which would sign every user out while the database restarts.
 */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1003', 'P1008', 'P1017', 'P2024']);
// Kinds of Prisma's driver-adapter errors (meta.driverAdapterError.cause.kind).
const ADAPTER_KINDS =
  /^(DatabaseNotReachable|DatabaseDoesNotExist|ConnectionClosed|TooManyConnections|SocketTimeout|TransactionAlreadyClosed)$/;
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATE: connection exceptions (08), operator intervention (57P01-57P03), too many connections, database gone.
const SQLSTATES = /^(08...|57P0[123]|53300|3D000)$/;
// pg says 'Client has encountered a connection error and is not queryable' when a query reaches a client whose
// socket broke a moment earlier (a transaction's connection during a restart).
const MESSAGES =
  /connection terminated|connection (?:timeout|timed out)|timeout exceeded when trying to connect|can't reach database|server closed the connection|Connection is closed|terminating connection|connection error and is not queryable/i;

export function isDependencyFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  const next = (e: object): unknown =>
    (e as { cause?: unknown }).cause ?? (e as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = next(e)) {
    seen.add(e);
    const { code, message, originalCode, kind } = e as {
      code?: unknown;
      message?: unknown;
      originalCode?: unknown;
      kind?: unknown;
    };
    if (typeof kind === 'string' && ADAPTER_KINDS.test(kind)) return true;
    for (const c of [code, originalCode]) {
      if (typeof c !== 'string') continue;
      if (PRISMA_CODES.has(c) || NODE_CODES.has(c) || SQLSTATES.test(c)) return true;
    }
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
