import type { Currency } from '../reference/constants.js';
import type { RateParty } from './rate.types.js';
import type { SurchargeBasis } from './surcharge-calculator.js';

export const SURCHARGE_SORT_FIELDS = ['validFrom', 'updatedAt'] as const;
export type SurchargeSortField = (typeof SURCHARGE_SORT_FIELDS)[number];

/** At most this many periods (a fuel table's monthly amounts: ten years of them) and scope entries. */
export const MAX_SURCHARGE_PERIODS = 120;
export const MAX_SURCHARGE_SCOPE_ENTRIES = 50;

export type SurchargePeriod = {
  /** yyyy-mm-dd: in force from this day until the next period's. */
  from: string;
  /** Per unit of the basis in the currency, or a percent for PERCENT_OF_FREIGHT. */
  amount: number;
};

export type SurchargeItem = {
  id: string;
  chargeCode: { id: string; concept: string; description: string };
  description: string | null;
  basis: SurchargeBasis;
  currency: Currency;
  validFrom: string;
  validTo: string | null;
  carrier: RateParty | null;
  services: string[];
  containers: string[];
  originCodes: string[];
  originCountries: string[];
  destinationCodes: string[];
  destinationCountries: string[];
  active: boolean;
  /** Oldest first. */
  periods: SurchargePeriod[];
  /** The amount in force today (the reader's day), null when none. */
  amountToday: number | null;
  updatedAt: string;
};
