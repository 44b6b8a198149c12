import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Decimal places of a number as written, exponent included ("2e-7" has 7, "1.5e3" none). */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return Number.POSITIVE_INFINITY;
  const [mantissa, exponent = '0'] = String(n).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * At most `max` decimals. class-validator's own `maxDecimalPlaces` throws on numbers written with an
 * exponent (2e-323), which answered 500; this one refuses them.
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
