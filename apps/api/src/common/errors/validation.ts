import type { ValidationError } from '@nestjs/common';
import type { FieldError } from '@freight/shared';
import { AppError } from './app-error.js';

/** Flattens class-validator errors into one entry per field (nested paths dotted). */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own: FieldError[] = e.constraints ? [{ field, rules: Object.keys(e.constraints) }] : [];
    return [...own, ...toFieldErrors(e.children ?? [], field)];
  });
}

export function validationException(errors: ValidationError[]): AppError {
  return new AppError('VALIDATION_FAILED', { fields: toFieldErrors(errors) });
}
