import { CURRENCIES, type Currency } from '../reference/constants.js';
import {
  fixedToNumber,
  fixedToString,
  parseFixed,
  rescale,
  roundHalfAwayFromZero,
  roundToScale,
  type DecimalLike,
} from './fixed-point.js';

/**
 * The portal's one money module (issue 38). Money is an integer number of minor units (cents) in a
 * bigint, never a float; it enters and leaves through the conversions below (JSON numbers, Prisma
 * Decimal columns, typed text) and is rounded only by `roundHalfAwayFromZero`, once per figure.
 */

/**
 * Decimals of each currency's minor unit. Every currency of the portal has cents: the `satisfies`
 * makes adding one with another scale (JPY: 0) a compile error until the cents helpers take it.
 */
export const CURRENCY_SCALE = { USD: 2, UYU: 2, EUR: 2 } as const satisfies Record<Currency, 2>;
export const MONEY_SCALE = 2;
/** An agent's amount per unit: 4 decimals (per-kilo rates such as 0.1234). */
export const UNIT_AMOUNT_SCALE = 4;
/** Quantities (kg, m³, units): 3 decimals. */
export const QUANTITY_SCALE = 3;

/** Money as integer cents. */
export type Cents = bigint;

/** Reads an amount of money (at most 2 decimals: more is refused, never rounded away). */
export const toCents = (value: DecimalLike): Cents => parseFixed(value, MONEY_SCALE);
/** Cents as the API's JSON number (exact to the cent). */
export const centsToNumber = (cents: Cents): number => fixedToNumber(cents, MONEY_SCALE);
/** Cents as plain decimal text ("-1234.50") for Prisma Decimal columns, exports and formatting. */
export const centsToString = (cents: Cents): string => fixedToString(cents, MONEY_SCALE);
/** Any decimal rounded once to the cent (a unit price of 0.125 → 0.13). */
export const roundToCents = (value: DecimalLike): Cents => roundToScale(value, MONEY_SCALE);

/** Amount per unit × quantity, computed exactly at 7 decimals and rounded once to the cent. */
export function lineTotalCents(amountPerUnit: DecimalLike, quantity: DecimalLike): Cents {
  const exact = parseFixed(amountPerUnit, UNIT_AMOUNT_SCALE) * parseFixed(quantity, QUANTITY_SCALE);
  return rescale(exact, UNIT_AMOUNT_SCALE + QUANTITY_SCALE, MONEY_SCALE);
}

export const sumCents = (values: Iterable<Cents>): Cents => {
  let sum = 0n;
  for (const v of values) sum += v;
  return sum;
};

/** The average of `n` amounts summing to `sum`, rounded once to the cent; null when there are none. */
export const averageCents = (sum: Cents, n: number | bigint): Cents | null =>
  BigInt(n) > 0n ? roundHalfAwayFromZero(sum, BigInt(n)) : null;

/** part / whole as a share with `decimals` decimals (0.1304 for 4), rounded once; null without a whole. */
export function shareOf(part: bigint, whole: bigint, decimals = 4): number | null {
  if (whole <= 0n) return null;
  return fixedToNumber(roundHalfAwayFromZero(part * 10n ** BigInt(decimals), whole), decimals);
}

/** A share of 4 decimals (0.1304) as a percentage of 2 (13.04), exactly. */
export const shareToPercent = (share: number): number => fixedToNumber(parseFixed(share, 4), 2);

export type CurrencyCents = { currency: Currency; cents: Cents };

/** Lines summed per currency, in the order of CURRENCIES; currencies without lines are left out. */
export function centsByCurrency(lines: Iterable<CurrencyCents>): CurrencyCents[] {
  const sums = new Map<Currency, Cents>();
  for (const l of lines) sums.set(l.currency, (sums.get(l.currency) ?? 0n) + l.cents);
  return CURRENCIES.filter((c) => sums.has(c)).map((currency) => ({ currency, cents: sums.get(currency)! }));
}
