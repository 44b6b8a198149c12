import { CURRENCIES, type ContainerType, type Currency } from '../reference/constants.js';
import { convertCents as convertMoney, convertedTotal, type ExchangeTable } from '../money/exchange.js';
import { parseFixed, roundHalfAwayFromZero, roundToScale } from '../money/fixed-point.js';
import { MONEY_SCALE, QUANTITY_SCALE } from '../money/money.js';

/**
 * The rate calculator (issue 15): prices one shipment from one rate's charges. Pure and exact: money is
 * an integer number of cents, quantities are integer thousandths (grams, litres, thousandths of a unit),
 * percentages are hundredths of a percent, exchange rates are millionths; the products and their one
 * rounding go through the money module. Shared so the request form's instant quote shows the server's own numbers.
 */
export const RATE_CALCULATORS = [
  'FLAT',
  'PER_UNIT',
  'PER_KG',
  'PER_CHARGEABLE_KG',
  'PER_M3',
  'PER_CONTAINER',
  'PERCENT_OF_FREIGHT',
] as const;
export type RateCalculator = (typeof RATE_CALCULATORS)[number];

/** What a charge's ranges (brackets) are measured on. */
export const RATE_RANGE_BASES = ['WEIGHT', 'CHARGEABLE_WEIGHT', 'VOLUME'] as const;
export type RateRangeBasis = (typeof RATE_RANGE_BASES)[number];

/** A bracket: from (inclusive) up to (exclusive; null = no upper end), in thousandths of kg or m3. */
export type RateRangeInput = { from: number; to: number | null; amount: number };

export type RateChargeInput = {
  currency: Currency;
  calculator: RateCalculator;
  /** Cents per unit of the calculator (per kg, per m3, per container...); for PERCENT_OF_FREIGHT hundredths of a percent. */
  amount: number;
  /** Part of the freight that PERCENT_OF_FREIGHT charges are computed on. */
  freight?: boolean;
  rangeBasis?: RateRangeBasis | null;
  ranges?: readonly RateRangeInput[];
  /** The least this charge costs, in cents... */
  minimumAmount?: number | null;
  /** ...when the calculator's quantity is under this value (thousandths); null: whatever the quantity. */
  minimumBelow?: number | null;
};

/** The shipment a rate prices, in thousandths (weight in grams, volume in litres). */
export type RateShipment = {
  weight: number;
  chargeableWeight: number;
  volume: number;
  /** Packages plus pallets, in whole units. */
  units: number;
  containers: readonly { type: ContainerType; quantity: number }[];
};

export type PricedCharge = {
  index: number;
  currency: Currency;
  calculator: RateCalculator;
  /** The calculator's quantity (thousandths; whole containers or units times 1000). */
  quantity: number;
  /** Cents per unit (or hundredths of a percent) actually used: the bracket's when ranges apply. */
  unitAmount: number;
  range: { from: number; to: number | null } | null;
  minimumApplied: boolean;
  /** Cents in the charge's currency, never negative. */
  total: number;
};

export type PricingProblem = { index: number; reason: 'NO_RANGE' | 'NO_CONTAINER' | 'NO_EXCHANGE_RATE' };

export type RatePricing =
  | { ok: true; charges: PricedCharge[]; totals: { currency: Currency; total: number }[] }
  | { ok: false; problems: PricingProblem[] };

/** A decimal quantity (kg, m3) as integer thousandths, rounded once to the gram or litre. */
export const toThousandths = (value: number): number => Number(roundToScale(value, QUANTITY_SCALE));
/** A rate's amount (at most 2 decimals, as the form and columns hold) as integer cents. */
export const toRateCents = (value: number): number => Number(parseFixed(value, MONEY_SCALE));

/** The money module's conversion on the calculator's integer cents; null when a rate is missing. */
function convertCents(cents: number, from: Currency, to: Currency, table: ExchangeTable): number | null {
  const converted = convertMoney(BigInt(cents), from, to, table);
  return converted === null ? null : Number(converted);
}

/** The bracket holding `value`: from <= value < to (an open top takes everything above). */
export function pickRange<R extends RateRangeInput>(ranges: readonly R[], value: number): R | null {
  return ranges.find((r) => value >= r.from && (r.to === null || value < r.to)) ?? null;
}

/** The calculator's quantity for a shipment, in thousandths (containers and units counted times 1000). */
export function calculatorQuantity(
  calculator: RateCalculator,
  s: RateShipment,
  container: ContainerType | null,
): number | null {
  switch (calculator) {
    case 'FLAT':
    case 'PERCENT_OF_FREIGHT':
      return 1000;
    case 'PER_UNIT':
      return s.units * 1000;
    case 'PER_KG':
      return s.weight;
    case 'PER_CHARGEABLE_KG':
      return s.chargeableWeight;
    case 'PER_M3':
      return s.volume;
    case 'PER_CONTAINER': {
      const matching = s.containers.filter((c) => container === null || c.type === container);
      if (matching.length === 0) return null;
      return matching.reduce((n, c) => n + c.quantity, 0) * 1000;
    }
  }
}

function rangeValue(basis: RateRangeBasis, s: RateShipment): number {
  return basis === 'WEIGHT' ? s.weight : basis === 'VOLUME' ? s.volume : s.chargeableWeight;
}

const nonNegative = (n: bigint): bigint => (n < 0n ? 0n : n);

/**
 * Prices every charge of a rate for the shipment. A charge with ranges uses the bracket of the
 * shipment's weight or volume (no bracket: the rate cannot price it); a minimum lifts the charge to
 * its amount when the quantity is under its value (or always, without a value); PERCENT_OF_FREIGHT
 * charges take their percentage of the freight charges (or, if none is marked, of every other charge),
 * converted to their own currency.
 */
export function priceRate(
  rate: { container: ContainerType | null; charges: readonly RateChargeInput[] },
  shipment: RateShipment,
  table: ExchangeTable = {},
): RatePricing {
  const problems: PricingProblem[] = [];
  const priced: (PricedCharge | null)[] = rate.charges.map(() => null);

  const priceOne = (c: RateChargeInput, index: number, base: bigint | null): PricedCharge | null => {
    const quantity = calculatorQuantity(c.calculator, shipment, rate.container);
    if (quantity === null) {
      problems.push({ index, reason: 'NO_CONTAINER' });
      return null;
    }
    let unitAmount = c.amount;
    let range: PricedCharge['range'] = null;
    if (c.rangeBasis && c.ranges && c.ranges.length > 0) {
      const r = pickRange(c.ranges, rangeValue(c.rangeBasis, shipment));
      if (!r) {
        problems.push({ index, reason: 'NO_RANGE' });
        return null;
      }
      unitAmount = r.amount;
      range = { from: r.from, to: r.to };
    }
    let total =
      c.calculator === 'PERCENT_OF_FREIGHT'
        ? roundHalfAwayFromZero((base ?? 0n) * BigInt(unitAmount), 10_000n)
        : roundHalfAwayFromZero(BigInt(quantity) * BigInt(unitAmount), 1000n);
    total = nonNegative(total);
    let minimumApplied = false;
    const min = c.minimumAmount ?? null;
    if (min !== null && min > 0 && (c.minimumBelow == null || quantity < c.minimumBelow) && total < BigInt(min)) {
      total = BigInt(min);
      minimumApplied = true;
    }
    return {
      index,
      currency: c.currency,
      calculator: c.calculator,
      quantity,
      unitAmount,
      range,
      minimumApplied,
      total: Number(total),
    };
  };

  rate.charges.forEach((c, i) => {
    if (c.calculator !== 'PERCENT_OF_FREIGHT') priced[i] = priceOne(c, i, null);
  });
  const anyFreight = rate.charges.some((c) => c.freight && c.calculator !== 'PERCENT_OF_FREIGHT');
  rate.charges.forEach((c, i) => {
    if (c.calculator !== 'PERCENT_OF_FREIGHT') return;
    let base = 0n;
    for (const [j, other] of rate.charges.entries()) {
      const p = priced[j];
      if (!p || other.calculator === 'PERCENT_OF_FREIGHT' || (anyFreight && !other.freight)) continue;
      const converted = convertCents(p.total, p.currency, c.currency, table);
      if (converted === null) {
        problems.push({ index: i, reason: 'NO_EXCHANGE_RATE' });
        return;
      }
      base += BigInt(converted);
    }
    priced[i] = priceOne(c, i, base);
  });

  if (problems.length) return { ok: false, problems: problems.sort((a, b) => a.index - b.index) };
  const charges = priced.filter((p): p is PricedCharge => p !== null);
  const sums = new Map<Currency, bigint>();
  for (const p of charges) sums.set(p.currency, (sums.get(p.currency) ?? 0n) + BigInt(p.total));
  return {
    ok: true,
    charges,
    totals: CURRENCIES.filter((c) => sums.has(c)).map((c) => ({ currency: c, total: Number(sums.get(c)!) })),
  };
}

/** The totals of a priced rate in one currency, converted and rounded once (null when an exchange rate is missing). */
export function totalIn(
  totals: readonly { currency: Currency; total: number }[],
  currency: Currency,
  table: ExchangeTable,
): number | null {
  const total = convertedTotal(
    totals.map((t) => ({ currency: t.currency, cents: BigInt(t.total) })),
    currency,
    table,
  );
  return total === null ? null : Number(total);
}

/** Sea W/M revenue tons as chargeable kilograms (1 t = 1,000 kg) so per-chargeable-kg charges read one unit. */
export function shipmentFromTotals(t: {
  weightKg: number;
  volumeM3: number;
  chargeable: number;
  chargeableUnit: 'KG' | 'WM';
  packages: number;
  pallets: number;
  containers?: readonly { type: ContainerType; quantity: number }[];
}): RateShipment {
  return {
    weight: toThousandths(t.weightKg),
    volume: toThousandths(t.volumeM3),
    chargeableWeight: t.chargeableUnit === 'WM' ? toThousandths(t.chargeable) * 1000 : toThousandths(t.chargeable),
    units: t.packages + t.pallets,
    containers: t.containers ?? [],
  };
}
