import { CURRENCIES, TAX_MULTIPLIER, type Currency } from '../reference/constants.js';

/**
 * Sells maths in exact fixed point: money is an integer number of cents (bigint), never a float,
 * so totals of many lines add up to the cent. Shared so the sells screen shows the server's numbers.
 */
export const MARGIN_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type MarginKind = (typeof MARGIN_KINDS)[number];

/** A decimal as a number (at most `scale` decimals), a string, or a Prisma Decimal. */
export type DecimalLike = number | string | { toFixed(digits: number): string };

/** Margin values are stored with 4 decimals (12.5 %, 0.0125 of a currency unit never occurs but fits). */
const MARGIN_SCALE = 4;
const TAX_BASIS_POINTS = BigInt(Math.round(TAX_MULTIPLIER * 10_000));

/** Reads a decimal into an integer of 10^-scale units; refuses more decimals than the scale holds. */
export function toFixedPoint(value: DecimalLike, scale: number): bigint {
  const text = typeof value === 'string' ? value.trim() : value.toFixed(scale);
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const [, sign, whole, frac = ''] = match;
  if (frac.replace(/0+$/, '').length > scale) throw new RangeError(`More than ${scale} decimals: ${text}`);
  const units = BigInt(whole + frac.padEnd(scale, '0'));
  return sign ? -units : units;
}

export const toCents = (value: DecimalLike): bigint => toFixedPoint(value, 2);

/** Cents as a number of currency units for JSON (exact to the cent for any realistic amount). */
export const centsToNumber = (cents: bigint): number => Number(cents) / 100;

/** Cents as a plain decimal string ("-1234.50"), for Prisma Decimal columns. */
export function centsToString(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Integer division rounding half away from zero (the commercial rounding of invoices); d > 0. */
export function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}

export type SellLineInput = {
  currency: Currency;
  costAmount: DecimalLike;
  marginKind: MarginKind;
  marginValue: DecimalLike;
  /** The charge code is taxed: VAT applies to the sell amount. */
  taxed: boolean;
};

export type SellAmounts = { cost: bigint; margin: bigint; sell: bigint; tax: bigint; total: bigint };

/** One line: margin on cost (a percentage of it or a fixed amount), sell = cost + margin, VAT on the sell. */
export function sellLineAmounts(line: SellLineInput): SellAmounts {
  const cost = toCents(line.costAmount);
  const value = toFixedPoint(line.marginValue, MARGIN_SCALE);
  const margin =
    line.marginKind === 'PERCENT'
      ? divRound(cost * value, 100n * 10n ** BigInt(MARGIN_SCALE)) // cost × value / 100
      : divRound(value, 10n ** BigInt(MARGIN_SCALE - 2)); // value in cents
  const sell = cost + margin;
  const tax = line.taxed ? divRound(sell * TAX_BASIS_POINTS, 10_000n) : 0n;
  return { cost, margin, sell, tax, total: sell + tax };
}

export type CurrencyAmounts = SellAmounts & { currency: Currency };

/** Sums per currency, in the order of CURRENCIES; currencies without lines are left out. */
export function totalsByCurrency(lines: readonly (SellAmounts & { currency: Currency })[]): CurrencyAmounts[] {
  const sums = new Map<Currency, CurrencyAmounts>();
  for (const l of lines) {
    const s = sums.get(l.currency) ?? { currency: l.currency, cost: 0n, margin: 0n, sell: 0n, tax: 0n, total: 0n };
    s.cost += l.cost;
    s.margin += l.margin;
    s.sell += l.sell;
    s.tax += l.tax;
    s.total += l.total;
    sums.set(l.currency, s);
  }
  return CURRENCIES.filter((c) => sums.has(c)).map((c) => sums.get(c)!);
}

/**
 * Three figures describe a priced quotation, and forwarders read "margin" as the second:
 * - profit: sell − cost (the `margin` amount of a line or total);
 * - margin on sell: profit / sell × 100 (what MIN_MARGIN_PERCENT is compared with);
 * - markup on cost: profit / cost × 100 (the basis of a PERCENT line: "10 %" on a line is a 10 % markup).
 * A cost of 402 sold at 462.30 is a profit of 60.30, a margin on sell of 13.04 % and a markup of 15.00 %.
 */
type Profit = Pick<SellAmounts, 'cost' | 'margin' | 'sell'>;

/** Profit as a percentage of the sell amount, to two decimals. Null when there is no sell to measure against. */
export function marginOnSellPercent(t: Pick<Profit, 'margin' | 'sell'>): number | null {
  if (t.sell <= 0n) return null;
  return Number(divRound(t.margin * 10_000n, t.sell)) / 100;
}

/**
 * Profit as a percentage of cost (markup), to two decimals: the same basis as a PERCENT line, so a
 * quotation priced at "10 %" on every line shows 10.00. Null when there is no cost to measure against.
 */
export function markupPercent(t: Pick<Profit, 'cost' | 'margin'>): number | null {
  if (t.cost <= 0n) return null;
  return Number(divRound(t.margin * 10_000n, t.cost)) / 100;
}

/**
 * The minimum applies to the margin on sell (profit / sell), compared exactly (no rounding): 9.996 %
 * is below a 10 % minimum even though it displays as 10.00. Nothing sold at no cost is not below; a
 * sell of zero or less against a cost is.
 */
export function isBelowMinimum(t: Profit, minPercent: number): boolean {
  if (t.sell <= 0n) return t.cost > 0n || t.margin < 0n;
  return t.margin * 10_000n < toFixedPoint(minPercent, 2) * t.sell;
}

/** Approval is needed when any currency's margin on sell is under the minimum. */
export function needsApproval(totals: readonly Profit[], minPercent: number): boolean {
  return totals.some((t) => isBelowMinimum(t, minPercent));
}
