import type { Currency } from '../reference/constants.js';
import { parseFixed, roundHalfAwayFromZero, type DecimalLike } from './fixed-point.js';
import { sumCents, type Cents, type CurrencyCents } from './money.js';

/**
 * Exchange rates are units of a currency per 1 US dollar with 6 decimals (the `per_usd` column):
 * 40.25 UYU per USD is 40_250_000 millionths. A conversion is exact until its one rounding to the cent.
 */
export const EXCHANGE_RATE_SCALE = 6;
export const RATE_SCALE = 1_000_000;

/** Millionths of each currency per USD (USD itself is 1_000_000); a missing currency cannot convert. */
export type ExchangeTable = Partial<Record<Currency, number>>;

/** The table from stored or typed rates (at most 6 decimals each). */
export function exchangeTable(rows: readonly { currency: Currency; perUsd: DecimalLike }[]): ExchangeTable {
  const table: ExchangeTable = { USD: RATE_SCALE };
  for (const r of rows) if (r.currency !== 'USD') table[r.currency] = Number(parseFixed(r.perUsd, EXCHANGE_RATE_SCALE));
  return table;
}

function rateOf(currency: Currency, table: ExchangeTable): bigint | null {
  const rate = currency === 'USD' ? RATE_SCALE : table[currency];
  return rate && rate > 0 ? BigInt(rate) : null;
}

/** Cents of one currency in another through the USD-based table, rounded once; null when a rate is missing. */
export function convertCents(cents: Cents, from: Currency, to: Currency, table: ExchangeTable): Cents | null {
  if (from === to) return cents;
  const rateFrom = rateOf(from, table);
  const rateTo = rateOf(to, table);
  if (rateFrom === null || rateTo === null) return null;
  return roundHalfAwayFromZero(cents * rateTo, rateFrom);
}

/**
 * Amounts of several currencies as one total in `to`: the exact sum of the conversions, rounded once
 * (not a sum of rounded conversions). Null when a rate is missing.
 */
export function convertedTotal(amounts: readonly CurrencyCents[], to: Currency, table: ExchangeTable): Cents | null {
  const rateTo = rateOf(to, table);
  if (rateTo === null) return amounts.every((a) => a.currency === to) ? sumCents(amounts.map((a) => a.cents)) : null;
  // Σ cents × rateTo / rateFrom over a common denominator (the product of the distinct source rates).
  const rates = new Map<Currency, bigint>();
  for (const a of amounts) {
    const r = a.currency === to ? rateTo : rateOf(a.currency, table);
    if (r === null) return null;
    rates.set(a.currency, r);
  }
  const denominator = [...new Set(rates.values())].reduce((d, r) => d * r, 1n);
  let numerator = 0n;
  for (const a of amounts) numerator += a.cents * rateTo * (denominator / rates.get(a.currency)!);
  return roundHalfAwayFromZero(numerator, denominator);
}
