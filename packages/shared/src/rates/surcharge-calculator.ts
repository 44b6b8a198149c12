import type { Currency } from '../reference/constants.js';
import { convertCents, type ExchangeTable } from '../money/exchange.js';
import { roundHalfAwayFromZero } from '../money/fixed-point.js';
import type { PricedCharge, RateChargeInput, RateShipment } from './rate-calculator.js';

/**
 * Surcharges that apply themselves (issue 44): a table of charges (BAF, CAF, THC, ISPS, fuel...) that the
 * rate calculator adds to every rate in their scope and validity at quote time, each as its own line.
 * Same exact arithmetic as the calculator: cents, thousandths, hundredths of a percent, one rounding.
 */
export const SURCHARGE_BASES = ['PER_CONTAINER', 'PER_KG', 'PER_WM', 'PER_SHIPMENT', 'PERCENT_OF_FREIGHT'] as const;
export type SurchargeBasis = (typeof SURCHARGE_BASES)[number];

/** Where a surcharge applies; an empty list (or a null carrier) is "any". */
export type SurchargeScope = {
  carrierId: string | null;
  services: readonly string[];
  containers: readonly string[];
  originCodes: readonly string[];
  originCountries: readonly string[];
  destinationCodes: readonly string[];
  destinationCountries: readonly string[];
};

/**
 * An amount in force from a day (yyyy-mm-dd) until the next period's day: cents per unit of the basis,
 * or hundredths of a percent for PERCENT_OF_FREIGHT. A fuel table's monthly change is one more period.
 */
export type SurchargePeriodInput = { from: string; amount: number };

export type SurchargeInput = SurchargeScope & {
  id: string;
  basis: SurchargeBasis;
  currency: Currency;
  active: boolean;
  validFrom: string;
  /** Null: open-ended. */
  validTo: string | null;
  periods: readonly SurchargePeriodInput[];
};

/** What of a rate a surcharge's scope is matched on. */
export type SurchargeRateFacts = {
  carrierId: string;
  service: string;
  container: string | null;
  originCode: string;
  destinationCode: string;
};

export type PricedSurcharge = {
  surchargeId: string;
  basis: SurchargeBasis;
  currency: Currency;
  /** Thousandths of the basis' unit (containers, kg, revenue tons, shipments); 1000 for a percentage. */
  quantity: number;
  /** Cents per unit, or hundredths of a percent. */
  unitAmount: number;
  /** Cents in the surcharge's currency. */
  total: number;
};

export type SurchargePricing =
  { ok: true; lines: PricedSurcharge[] } | { ok: false; surchargeId: string; reason: 'NO_EXCHANGE_RATE' };

/** A UN/LOCODE's country: its first two letters. */
export const countryOfLocationCode = (code: string): string => code.slice(0, 2).toUpperCase();

const anyOr = (list: readonly string[], value: string | null): boolean =>
  list.length === 0 || (value !== null && list.includes(value));

/** The amount in force on `day` (the newest period not after it, inside the validity), or null. */
export function surchargeAmountOn(s: Pick<SurchargeInput, 'validFrom' | 'validTo' | 'periods'>, day: string) {
  if (day < s.validFrom || (s.validTo !== null && day > s.validTo)) return null;
  let best: SurchargePeriodInput | null = null;
  for (const p of s.periods) if (p.from <= day && (best === null || p.from > best.from)) best = p;
  return best?.amount ?? null;
}

/** Whether the surcharge's scope covers the rate (an empty list is any; equipment needs a rate's container). */
export function surchargeInScope(s: SurchargeScope, rate: SurchargeRateFacts): boolean {
  return (
    (s.carrierId === null || s.carrierId === rate.carrierId) &&
    anyOr(s.services, rate.service) &&
    anyOr(s.containers, rate.container) &&
    anyOr(s.originCodes, rate.originCode) &&
    anyOr(s.originCountries, countryOfLocationCode(rate.originCode)) &&
    anyOr(s.destinationCodes, rate.destinationCode) &&
    anyOr(s.destinationCountries, countryOfLocationCode(rate.destinationCode))
  );
}

/** The surcharges that apply to a rate on a day, each with its amount that day. */
export function matchingSurcharges(surcharges: readonly SurchargeInput[], rate: SurchargeRateFacts, day: string) {
  const out: { surcharge: SurchargeInput; amount: number }[] = [];
  for (const s of surcharges) {
    if (!s.active || !surchargeInScope(s, rate)) continue;
    const amount = surchargeAmountOn(s, day);
    if (amount !== null) out.push({ surcharge: s, amount });
  }
  return out;
}

/** The basis' quantity for a shipment, in thousandths. Revenue tons: the greater of tonnes and cubic metres. */
export function surchargeQuantity(basis: SurchargeBasis, s: RateShipment, container: string | null): number {
  switch (basis) {
    case 'PER_SHIPMENT':
    case 'PERCENT_OF_FREIGHT':
      return 1000;
    case 'PER_KG':
      return s.chargeableWeight;
    case 'PER_WM': {
      const tonnes = Number(roundHalfAwayFromZero(BigInt(s.weight), 1000n));
      return Math.max(tonnes, s.volume);
    }
    case 'PER_CONTAINER':
      return (
        s.containers.filter((c) => container === null || c.type === container).reduce((n, c) => n + c.quantity, 0) *
        1000
      );
  }
}

/**
 * Prices every surcharge that applies to a priced rate: once each, on its basis. A percentage is of the
 * rate's freight charges (those marked freight, else every charge that is not itself a percentage), as the
 * calculator's own PERCENT_OF_FREIGHT reads them, converted to the surcharge's currency; never of other surcharges.
 */
export function priceSurcharges(
  applying: readonly { surcharge: SurchargeInput; amount: number }[],
  rate: { container: string | null; charges: readonly RateChargeInput[] },
  priced: readonly PricedCharge[],
  shipment: RateShipment,
  table: ExchangeTable = {},
): SurchargePricing {
  const anyFreight = rate.charges.some((c) => c.freight && c.calculator !== 'PERCENT_OF_FREIGHT');
  const freight = priced.filter(
    (p) => p.calculator !== 'PERCENT_OF_FREIGHT' && (!anyFreight || rate.charges[p.index]?.freight),
  );
  const lines: PricedSurcharge[] = [];
  for (const { surcharge: s, amount } of applying) {
    const quantity = surchargeQuantity(s.basis, shipment, rate.container);
    let total: bigint;
    if (s.basis === 'PERCENT_OF_FREIGHT') {
      let base = 0n;
      for (const p of freight) {
        const converted = convertCents(BigInt(p.total), p.currency, s.currency, table);
        if (converted === null) return { ok: false, surchargeId: s.id, reason: 'NO_EXCHANGE_RATE' };
        base += converted;
      }
      total = roundHalfAwayFromZero(base * BigInt(amount), 10_000n);
    } else total = roundHalfAwayFromZero(BigInt(quantity) * BigInt(amount), 1000n);
    lines.push({
      surchargeId: s.id,
      basis: s.basis,
      currency: s.currency,
      quantity,
      unitAmount: amount,
      total: Number(total < 0n ? 0n : total),
    });
  }
  return { ok: true, lines };
}
