import { CURRENCIES, TAX_MULTIPLIER, type Currency } from '../reference/constants.js';
import { fixedToNumber, parseFixed, roundHalfAwayFromZero, type DecimalLike } from '../money/fixed-point.js';
import { toCents } from '../money/money.js';

/**
 * Sells maths on the money module: cents as bigint, margins and VAT rounded once each, half away
 * from zero, so totals of many lines add up to the cent. Shared so the sells screen shows the server's numbers.
 */
export const MARGIN_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type MarginKind = (typeof MARGIN_KINDS)[number];

/** Margin values are stored with 4 decimals (12.5 %, 0.0125 of a currency unit never occurs but fits). */
const MARGIN_SCALE = 4;
/** VAT as basis points (0.22 → 2200), read exactly from the constant. */
const TAX_BASIS_POINTS = parseFixed(TAX_MULTIPLIER, 4);

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
  const value = parseFixed(line.marginValue, MARGIN_SCALE);
  const margin =
    line.marginKind === 'PERCENT'
      ? roundHalfAwayFromZero(cost * value, 100n * 10n ** BigInt(MARGIN_SCALE)) // cost × value / 100
      : roundHalfAwayFromZero(value, 10n ** BigInt(MARGIN_SCALE - 2)); // value in cents
  const sell = cost + margin;
  const tax = line.taxed ? roundHalfAwayFromZero(sell * TAX_BASIS_POINTS, 10_000n) : 0n;
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
  return fixedToNumber(roundHalfAwayFromZero(t.margin * 10_000n, t.sell), 2);
}

/**
 * Profit as a percentage of cost (markup), to two decimals: the same basis as a PERCENT line, so a
 * quotation priced at "10 %" on every line shows 10.00. Null when there is no cost to measure against.
 */
export function markupPercent(t: Pick<Profit, 'cost' | 'margin'>): number | null {
  if (t.cost <= 0n) return null;
  return fixedToNumber(roundHalfAwayFromZero(t.margin * 10_000n, t.cost), 2);
}

/**
 * The minimum applies to the margin on sell (profit / sell), compared exactly (no rounding): 9.996 %
 * is below a 10 % minimum even though it displays as 10.00. Nothing sold at no cost is not below; a
 * sell of zero or less against a cost is.
 */
export function isBelowMinimum(t: Profit, minPercent: number): boolean {
  if (t.sell <= 0n) return t.cost > 0n || t.margin < 0n;
  return t.margin * 10_000n < parseFixed(minPercent, 2) * t.sell;
}

/** Approval is needed when any currency's margin on sell is under the minimum. */
export function needsApproval(totals: readonly Profit[], minPercent: number): boolean {
  return totals.some((t) => isBelowMinimum(t, minPercent));
}
