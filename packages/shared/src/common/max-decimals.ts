import { ValidateBy, type ValidationOptions } from 'class-validator';
import { decimalPlaces } from './decimals.js';

/**
 * At most `max` decimals. class-validator's own `maxDecimalPlaces` throws on numbers written with an
 * exponent (2e-323), which answered 500; this one refuses them. DTO side only (not in the browser entry).
 */
export function MaxDecimals(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxDecimalPlaces',
      constraints: [max],
      validator: { validate: (v: unknown) => typeof v === 'number' && decimalPlaces(v) <= max },
    },
    options,
  );
}
