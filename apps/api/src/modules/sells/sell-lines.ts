import {
  centsToNumber,
  decimalToNumber,
  isBelowMinimum,
  marginOnSellPercent,
  markupPercent,
  toCents,
  totalsByCurrency,
  type ClientTotals,
  type Currency,
  type DecimalLike,
  type MarginKind,
  type SellAmounts,
  type SellLineItem,
  type SellTotals,
} from '@freight/shared';
import type { SellLineRow } from './sells.repository.js';

/** A stored line's money columns (Prisma Decimals, or their text). */
export type StoredSellAmounts = {
  costAmount: DecimalLike;
  sellAmount: DecimalLike;
  taxAmount: DecimalLike;
  currency: string;
};

/** A stored line's amounts, read back in cents: what was computed when it was saved stays the truth. */
export function storedAmounts(r: StoredSellAmounts): SellAmounts & { currency: Currency } {
  const cost = toCents(r.costAmount);
  const sell = toCents(r.sellAmount);
  const tax = toCents(r.taxAmount);
  return { currency: r.currency as Currency, cost, margin: sell - cost, sell, tax, total: sell + tax };
}

export function toSellLineItem(r: SellLineRow): SellLineItem {
  const a = storedAmounts(r);
  const cost = r.costCharge?.cost;
  return {
    id: r.id,
    index: r.index,
    costChargeId: r.costChargeId,
    source: cost ? { costId: cost.id, provider: cost.provider, carrier: cost.carrier } : null,
    chargeCode: r.chargeCode,
    description: r.description,
    currency: a.currency,
    costAmount: centsToNumber(a.cost),
    marginKind: r.marginKind as MarginKind,
    marginValue: decimalToNumber(r.marginValue, 4),
    marginAmount: centsToNumber(a.margin),
    sellAmount: centsToNumber(a.sell),
    taxAmount: centsToNumber(a.tax),
    total: centsToNumber(a.total),
    clientVisible: r.clientVisible,
  };
}

/** Staff totals per currency: profit, margin on sell, markup on cost and whether the margin on sell is under the minimum. */
export function staffTotals(rows: StoredSellAmounts[], minMarginPercent: number): SellTotals[] {
  return totalsByCurrency(rows.map(storedAmounts)).map((t) => ({
    currency: t.currency,
    cost: centsToNumber(t.cost),
    margin: centsToNumber(t.margin),
    sell: centsToNumber(t.sell),
    tax: centsToNumber(t.tax),
    total: centsToNumber(t.total),
    marginOnSellPercent: marginOnSellPercent(t),
    markupPercent: markupPercent(t),
    belowMinimum: isBelowMinimum(t, minMarginPercent),
  }));
}

/** What the client sees: client-visible lines only, without cost or margin. */
export function clientTotals(rows: (StoredSellAmounts & { clientVisible: boolean })[]): ClientTotals[] {
  return totalsByCurrency(rows.filter((r) => r.clientVisible).map(storedAmounts)).map((t) => ({
    currency: t.currency,
    sell: centsToNumber(t.sell),
    tax: centsToNumber(t.tax),
    total: centsToNumber(t.total),
  }));
}
