import type { ErrorCode } from '@freight/shared';
import { dbRefusal, type DbRefusalKind } from '../prisma/db-refusal.js';
import { AppError } from './app-error.js';

const CODES: Record<DbRefusalKind, ErrorCode> = {
  duplicate: 'DUPLICATE_VALUE',
  missingReference: 'REFERENCE_NOT_FOUND',
  inUse: 'RECORD_IN_USE',
  outOfRange: 'VALUE_OUT_OF_RANGE',
  invalid: 'VALUE_INVALID',
};

/**
 * A database constraint a client's input broke (a duplicate, a missing or still-used reference, a check,
 * a value the column cannot hold) as the 4xx it is, naming the fields where the constraint tells them.
 * Services that give a duplicate its own code (CLIENT_EXISTS, OPERATION_ALREADY_OPENED, ...) catch it first;
 * this is the one place every other write falls back to, so no constraint ever answers 500.
 */
export function constraintViolation(error: unknown): AppError | null {
  const refusal = dbRefusal(error);
  return refusal ? new AppError(CODES[refusal.kind], { fields: refusal.fields }) : null;
}
