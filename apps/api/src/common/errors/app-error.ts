import { ERROR_HTTP_STATUS, type ErrorCode } from '@freight/shared';

/** Domain failure with a stable code; the HTTP status is derived once, at the edge. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: Record<string, unknown> | null = null,
    /** Extra response headers, e.g. Retry-After on RATE_LIMITED. */
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }

  get status(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}
