/**
 * Stable error codes, independent of HTTP. The API maps each to a status once
 * (ERROR_HTTP_STATUS) and the web translates `errors:<code>`.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_ACCOUNT_DISABLED',
  'AUTH_TOKEN_MISSING',
  'AUTH_TOKEN_INVALID',
  'AUTH_TOKEN_EXPIRED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'NOT_FOUND',
  'MODULE_DISABLED',
  'PAYLOAD_TOO_LARGE',
  'MALFORMED_REQUEST',
  'CONFLICT',
  'INVALID_STATUS_TRANSITION',
  'QUOTATION_INACTIVE',
  'INTERNAL_ERROR',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_EMPTY',
  'FILE_NAME_INVALID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorCode = Object.fromEntries(ERROR_CODES.map((c) => [c, c])) as {
  readonly [K in ErrorCode]: K;
};

export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_TOKEN_MISSING: 401,
  AUTH_TOKEN_INVALID: 401,
  AUTH_TOKEN_EXPIRED: 401,
  AUTH_ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  MODULE_DISABLED: 404,
  CONFLICT: 409,
  INVALID_STATUS_TRANSITION: 409,
  QUOTATION_INACTIVE: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_EMPTY: 400,
  FILE_NAME_INVALID: 400,
};

/** One field's validation failure inside `details.fields`. */
export type FieldError = { field: string; rules: string[]; params?: Record<string, string | number> };

/** The one error body every failure returns. */
export type ErrorBody = {
  code: ErrorCode;
  message: string;
  details: Record<string, unknown> | null;
};
