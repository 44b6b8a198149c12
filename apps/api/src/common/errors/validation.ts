import type { ValidationError } from '@nestjs/common';
import type { FieldError } from '@freight/shared';
import { DATE_RULES } from '@freight/shared/dto';
import { AppError } from './app-error.js';

/** Flattens class-validator errors into one entry per field (nested paths dotted). */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own: FieldError[] = e.constraints ? [{ field, rules: Object.keys(e.constraints) }] : [];
    return [...own, ...toFieldErrors(e.children ?? [], field)];
  });
}

const DATE_RULE_NAMES: readonly string[] = DATE_RULES;

/**
 * VALIDATION_FAILED with each field's rules; DATE_INVALID when every refused field is a date that does
 * not exist or cannot be read (2026-02-30), so the client can say "bad date" rather than "bad data".
 */
export function validationException(errors: ValidationError[]): AppError {
  const fields = toFieldErrors(errors);
  const onlyDates = fields.length > 0 && fields.every((f) => f.rules.some((rule) => DATE_RULE_NAMES.includes(rule)));
  return new AppError(onlyDates ? 'DATE_INVALID' : 'VALIDATION_FAILED', { fields });
}
