import type { FieldError } from '@freight/shared';
import { isApiError } from '@/lib/api-client';

/** The field errors of a 400 VALIDATION_FAILED answer, or null for any other failure. */
export function validationFields(error: unknown): FieldError[] | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const fields = error.details?.fields;
  return Array.isArray(fields) ? (fields as FieldError[]) : null;
}
