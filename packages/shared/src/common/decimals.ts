/** Decimal places of a number as written, exponent included ("2e-7" has 7, "1.5e3" none). */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return Number.POSITIVE_INFINITY;
  const [mantissa, exponent = '0'] = String(n).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}
