/**
 * Exact decimals as integers: a value at scale s is a bigint of 10^-s units (12.3456 at scale 4 is
 * 123456n). Products are exact (scales add up); the only rounding is `roundHalfAwayFromZero`, the
 * commercial rule of invoices (2.675 → 2.68, -0.005 → -0.01). Nothing here touches a float: numbers
 * are read through their shortest decimal spelling ("1.005"), which is what a JSON body carried.
 */

/** A decimal as a JSON number, a plain or exponent string, or a Prisma Decimal column. */
export type DecimalLike = number | string | { toFixed(digits?: number): string };

/** Larger exponents are not amounts (and 10n ** 10^9 would never return). */
const MAX_EXPONENT = 60;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

type Decomposed = { negative: boolean; digits: bigint; exponent: number; text: string };

/** A decimal as exact text for SQL or JSON: a string as written, a number's shortest spelling, a Decimal's every digit. */
export function decimalText(value: DecimalLike): string {
  // A Prisma Decimal's toFixed() without digits spells every stored digit, never rounding.
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : value.toFixed();
}

/** value = ±digits × 10^exponent, exactly as spelled. */
function decompose(value: DecimalLike): Decomposed {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not a decimal: ${value}`);
  const text = decimalText(value);
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`Not a decimal: ${text}`);
  const [, sign, whole, frac = '', exp = '0'] = m;
  const exponent = Number(exp) - frac.length;
  if (Math.abs(exponent) > MAX_EXPONENT) throw new RangeError(`Not an amount: ${text}`);
  return { negative: sign === '-', digits: BigInt(`${whole}${frac}` || '0'), exponent, text };
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * Integer division rounding half away from zero: THE rounding rule of every amount (d > 0).
 * 5 / 2 → 3, -5 / 2 → -3, 4 / 3 → 1.
 */
export function roundHalfAwayFromZero(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('Rounding needs a positive divisor');
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/** Reads a decimal at `scale` exactly; refuses a value with more decimals than the scale holds. */
export function parseFixed(value: DecimalLike, scale: number): bigint {
  const { negative, digits, exponent, text } = decompose(value);
  const shift = exponent + scale;
  let units: bigint;
  if (shift >= 0) units = digits * pow10(shift);
  else {
    const d = pow10(-shift);
    if (digits % d !== 0n) throw new RangeError(`More than ${scale} decimals: ${text}`);
    units = digits / d;
  }
  return negative ? -units : units;
}

/** Reads a decimal of any precision and rounds it once, half away from zero, to `scale`. */
export function roundToScale(value: DecimalLike, scale: number): bigint {
  const { negative, digits, exponent } = decompose(value);
  const shift = exponent + scale;
  const units = shift >= 0 ? digits * pow10(shift) : roundHalfAwayFromZero(digits, pow10(-shift));
  return negative ? -units : units;
}

/** Units at scale `from` as units at scale `to`: exact when widening, rounded once when narrowing. */
export function rescale(units: bigint, from: number, to: number): bigint {
  return to >= from ? units * pow10(to - from) : roundHalfAwayFromZero(units, pow10(from - to));
}

/** Plain decimal text with exactly `scale` decimals: (-123450n, 2) → "-1234.50". */
export function fixedToString(units: bigint, scale: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = (abs / pow10(scale)).toString();
  const frac = scale > 0 ? `.${(abs % pow10(scale)).toString().padStart(scale, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/**
 * Units as a JSON number (the API's contract): the double nearest the exact decimal, which prints
 * back as the same digits. Refuses amounts beyond 15 significant digits, where that stops holding.
 */
export function fixedToNumber(units: bigint, scale: number): number {
  const abs = units < 0n ? -units : units;
  if (abs >= 10n ** 15n) throw new RangeError(`Too many digits for a JSON number: ${fixedToString(units, scale)}`);
  const n = Number(fixedToString(units, scale));
  return n === 0 ? 0 : n;
}

/** Decimal places of a value as written (exponent included); Infinity for a non-finite number. */
export function decimalPlacesOf(value: DecimalLike): number {
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const { digits, exponent } = decompose(value);
  if (digits === 0n || exponent >= 0) return 0;
  let places = -exponent;
  let d = digits;
  while (places > 0 && d % 10n === 0n) {
    d /= 10n;
    places -= 1;
  }
  return places;
}

/** A stored decimal (a Prisma Decimal column of `scale` decimals) as the API's JSON number. */
export const decimalToNumber = (value: DecimalLike, scale: number): number =>
  fixedToNumber(parseFixed(value, scale), scale);
