import type { ContainerType, Currency } from '../reference/constants.js';
import type { RateCalculator } from './rate-calculator.js';
import type { ExchangeRateRow, RateDirection, RateParty } from './rate.types.js';
import type { SurchargeBasis } from './surcharge-calculator.js';

/** One cost line of a finder option, as it would be stored on the quotation's cost (per unit × quantity = total). */
export type RateFinderLine = {
  concept: string;
  description: string;
  currency: Currency;
  calculator: RateCalculator;
  amountPerUnit: number;
  quantity: number;
  total: number;
  minimumApplied: boolean;
  range: { from: number; to: number | null } | null;
  /** A line the surcharge table added: which surcharge and on what basis (null for the rate's own charges). */
  surcharge: { id: string; basis: SurchargeBasis } | null;
};

/** One valid rate priced for the cargo, with surcharges, its totals per currency and in the chosen currency. */
export type RateFinderOption = {
  rateId: string;
  rateKey: string;
  version: number;
  direction: RateDirection;
  carrier: RateParty;
  description: string;
  route: string | null;
  container: ContainerType | null;
  transitDays: number | null;
  freeDays: number | null;
  validTo: string;
  lines: RateFinderLine[];
  totals: { currency: Currency; total: number }[];
  /** Every currency's total in the chosen currency at the day's exchange rates, rounded once; null when one is missing. */
  total: number | null;
  /** Why `total` is null: the currencies with no exchange rate on or before the day (empty when it is given). */
  missingRates: Currency[];
};

/** Every valid rate of the lane on the day, from every carrier, sorted by the total in `currency` (unconvertible last). */
export type RateFinderResult = {
  day: string;
  currency: Currency;
  exchangeRates: ExchangeRateRow[];
  options: RateFinderOption[];
};
