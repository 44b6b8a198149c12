import type { TFunction } from 'i18next';
import { isApiError, type ApiErrorCode } from './api-client';

export function errorCodeOf(error: unknown): ApiErrorCode {
  return isApiError(error) ? error.code : 'INTERNAL_ERROR';
}

/** The translated message for any failure: `errors:<code>` (spec section 8). */
export function translateError(t: TFunction, error: unknown): string {
  return t(`errors:${errorCodeOf(error)}`, isApiError(error) && error.message ? { defaultValue: error.message } : {});
}

/**
 * A read's translated error while nothing was read (a failed background refresh keeps what was read):
 * for pickers, whose "no options" would otherwise read as "there are none".
 */
export function failedReadText(
  t: TFunction,
  query: { isError: boolean; error: unknown; data?: unknown },
): string | undefined {
  return query.isError && query.data === undefined ? translateError(t, query.error) : undefined;
}
