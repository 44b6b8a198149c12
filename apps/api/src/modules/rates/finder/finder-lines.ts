import {
  centsByCurrency,
  centsToNumber,
  centsToString,
  convertedTotal,
  fixedToNumber,
  fixedToString,
  parseFixed,
  QUANTITY_SCALE,
  UNIT_AMOUNT_SCALE,
  type Cents,
  type Currency,
  type ExchangeTable,
  type RateDirection,
  type RateFinderOption,
} from '@freight/shared';
import { isoDay } from '../rate.mappers.js';
import type { PricedRate } from '../rate-pricing.service.js';
import { pricedCostLine } from '../priced-cost-line.js';

/**
 * A priced option's line as a quotation's cost line stores it (exact text at the columns' scales, per
 * unit × quantity = total): the one shape the finder shows and applying the option writes.
 */
export type FinderCostLine = {
  chargeCodeId: string;
  concept: string;
  taxed: boolean;
  description: string | null;
  label: string;
  currency: Currency;
  amountPerUnit: string;
  quantity: string;
  total: Cents;
  rangeBasis: string | null;
  rangeFrom: string | null;
  rangeTo: string | null;
  charge: PricedRate['charges'][number];
};

const measure = (thousandths: number) => fixedToString(BigInt(thousandths), QUANTITY_SCALE);

export function finderCostLines(o: PricedRate): FinderCostLine[] {
  return o.charges.map((c) => {
    const line = pricedCostLine(c);
    return {
      chargeCodeId: c.chargeCode.id,
      concept: c.chargeCode.concept,
      taxed: c.chargeCode.taxed,
      description: c.description,
      label: c.description ?? c.chargeCode.description,
      currency: c.currency,
      amountPerUnit: line.amountPerUnit,
      quantity: line.quantity,
      total: line.total,
      rangeBasis: c.range ? c.rangeBasis : null,
      rangeFrom: c.range ? measure(c.range.from) : null,
      rangeTo: c.range && c.range.to !== null ? measure(c.range.to) : null,
      charge: c,
    };
  });
}

/** A cost line as a quotation's cost stores it (amounts as exact text); the instant quote and the finder write these. */
export function storedCostCharge(l: FinderCostLine, index: number) {
  return {
    index,
    chargeCodeId: l.chargeCodeId,
    description: l.description,
    currency: l.currency,
    amountPerUnit: l.amountPerUnit,
    quantity: l.quantity,
    rangeBasis: l.rangeBasis,
    rangeFrom: l.rangeFrom,
    rangeTo: l.rangeTo,
    total: centsToString(l.total),
    taxed: l.taxed,
  };
}

/** What a cost written from a rate says of its carrier and terms. */
export function costTermsOfRate(rate: PricedRate['rate']) {
  return {
    providerId: rate.carrier.id,
    description: rate.description,
    validUntil: rate.validTo,
    route: rate.route,
    transitDays: rate.transitDays,
    freeDays: rate.freeDays,
    carrier: rate.carrier.name,
    comments: null,
  };
}

/** A priced option as the finder answers it; `sortKey` is its converted total in cents (null when unconvertible). */
export function finderOption(
  o: PricedRate,
  currency: Currency,
  table: ExchangeTable,
): { option: RateFinderOption; sortKey: Cents | null } {
  const lines = finderCostLines(o);
  const totals = centsByCurrency(lines.map((l) => ({ currency: l.currency, cents: l.total })));
  // Every currency's total in the chosen one as one conversion, rounded once.
  const total = convertedTotal(totals, currency, table);
  const known = (c: Currency) => c === 'USD' || (table[c] ?? 0) > 0;
  const missingRates =
    total === null ? [...new Set([currency, ...totals.map((t) => t.currency)])].filter((c) => !known(c)) : [];
  const { rate } = o;
  return {
    sortKey: total,
    option: {
      rateId: rate.id,
      rateKey: rate.rateKey,
      version: rate.version,
      direction: rate.direction as RateDirection,
      carrier: { id: rate.carrier.id, code: rate.carrier.code, name: rate.carrier.name },
      description: rate.description,
      route: rate.route,
      container: rate.container as RateFinderOption['container'],
      transitDays: rate.transitDays,
      freeDays: rate.freeDays,
      validTo: isoDay(rate.validTo),
      lines: lines.map((l) => ({
        concept: l.concept,
        description: l.label,
        currency: l.currency,
        calculator: l.charge.calculator,
        amountPerUnit: fixedToNumber(parseFixed(l.amountPerUnit, UNIT_AMOUNT_SCALE), UNIT_AMOUNT_SCALE),
        quantity: fixedToNumber(parseFixed(l.quantity, QUANTITY_SCALE), QUANTITY_SCALE),
        total: centsToNumber(l.total),
        minimumApplied: l.charge.minimumApplied,
        range: l.charge.range
          ? {
              from: fixedToNumber(BigInt(l.charge.range.from), QUANTITY_SCALE),
              to: l.charge.range.to === null ? null : fixedToNumber(BigInt(l.charge.range.to), QUANTITY_SCALE),
            }
          : null,
        surcharge: l.charge.surcharge,
      })),
      totals: totals.map((t) => ({ currency: t.currency, total: centsToNumber(t.cents) })),
      total: total === null ? null : centsToNumber(total),
      missingRates,
    },
  };
}

/** Cheapest first in the chosen currency; unconvertible options last, in the rates' own order (validity end). */
export function byConvertedTotal(a: { sortKey: Cents | null }, b: { sortKey: Cents | null }): number {
  if (a.sortKey === null || b.sortKey === null) return a.sortKey === null ? (b.sortKey === null ? 0 : 1) : -1;
  return a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0;
}
