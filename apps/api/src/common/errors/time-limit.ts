import type { ErrorCode } from '@freight/shared';

/**
 * PostgreSQL's time limits (issue 35) as the API's codes: 57014 query_canceled is statement_timeout
 * (the API never cancels a query itself) and 55P03 lock_not_available is lock_timeout (the API takes no
 * lock with NOWAIT). Both answer 503 with Retry-After: the database gave up, the request may be retried.
 */
const CODES: Record<string, ErrorCode> = { '57014': 'DATABASE_TIMEOUT', '55P03': 'RECORD_BUSY' };

/** The time limit an error (pg's, or Prisma's wrapping of it, at any depth) reports; null when none. */
export function timeLimitCode(error: unknown): ErrorCode | null {
  const seen = new Set<unknown>();
  const next = (e: object): unknown =>
    (e as { cause?: unknown }).cause ?? (e as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = next(e)) {
    seen.add(e);
    const { code, originalCode, meta } = e as { code?: unknown; originalCode?: unknown; meta?: { code?: unknown } };
    for (const c of [code, originalCode, meta?.code]) if (typeof c === 'string' && c in CODES) return CODES[c];
  }
  return null;
}
