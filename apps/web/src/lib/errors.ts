import type { TFunction } from 'i18next';
import { isApiError, type ApiErrorCode } from './api-client';

export function errorCodeOf(error: unknown): ApiErrorCode {
  return isApiError(error) ? error.code : 'INTERNAL_ERROR';
}

/** The translated message for any failure: `errors:<code>` (spec section 8). */
export function translateError(t: TFunction, error: unknown): string {
  return t(`errors:${errorCodeOf(error)}`, isApiError(error) && error.message ? { defaultValue: error.message } : {});
}
