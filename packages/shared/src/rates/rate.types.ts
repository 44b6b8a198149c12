import type { SurchargeBasis } from './surcharge-calculator.js';
import type { ContainerType, Currency, Service, Stackable, TransportMode } from '../reference/constants.js';
import type { RateCalculator, RateRangeBasis } from './rate-calculator.js';

export const RATE_DIRECTIONS = ['BUY', 'SELL'] as const;
export type RateDirection = (typeof RATE_DIRECTIONS)[number];
export const RATE_TERMS = ['SPOT', 'CONTRACT'] as const;
export type RateTerm = (typeof RATE_TERMS)[number];

/** The list's validity filter: in force today, ending within N days (still in force), or ended. */
export const RATE_VALIDITIES = ['VALID_TODAY', 'EXPIRING', 'EXPIRED'] as const;
export type RateValidityFilter = (typeof RATE_VALIDITIES)[number];
/** Where a rate stands today (shown as a badge). */
export type RateValidity = 'FUTURE' | 'VALID' | 'EXPIRING' | 'EXPIRED';
/** A notification's key that opens a rate (RATE-<id>). */
export const RATE_NOTIFICATION_KEY = /^RATE-([0-9a-f-]{36})$/;

/** Owners are told this many days before their rate ends; the list's default for "expiring". */
export const RATE_EXPIRY_NOTICE_DAYS = 7;

export type RateParty = { id: string; code: string; name: string };

export type RateListItem = {
  id: string;
  rateKey: string;
  version: number;
  direction: RateDirection;
  term: RateTerm;
  transportMode: TransportMode;
  service: Service;
  container: ContainerType | null;
  originCode: string;
  originName: string;
  destinationCode: string;
  destinationName: string;
  validFrom: string;
  validTo: string;
  validity: RateValidity;
  description: string;
  transitDays: number | null;
  carrier: RateParty;
  owner: RateParty;
  chargeCount: number;
  updatedAt: string;
};

export type RateRangeItem = { from: number; to: number | null; amount: number };

export type RateChargeItem = {
  index: number;
  chargeCode: { id: string; concept: string; description: string };
  description: string | null;
  currency: Currency;
  calculator: RateCalculator;
  amount: number;
  unit: string | null;
  freight: boolean;
  rangeBasis: RateRangeBasis | null;
  ranges: RateRangeItem[];
  minimumAmount: number | null;
  minimumBelow: number | null;
};

export type RateVersionRef = {
  id: string;
  version: number;
  current: boolean;
  validFrom: string;
  validTo: string;
  createdAt: string;
};

export type RateDetail = RateListItem & {
  current: boolean;
  cbmRatio: number | null;
  route: string | null;
  frequency: string | null;
  comments: string | null;
  freeDays: number | null;
  stackable: Stackable | null;
  charges: RateChargeItem[];
  versions: RateVersionRef[];
  /** Quotations priced with this version (they keep it when the rate is edited). */
  pricedQuotations: number;
  /** Whether the signed-in user's PRICING_<MODE> permission lets them edit it. */
  editable: boolean;
};

/** One day's table: units of each currency per US dollar. */
export type ExchangeRateRow = { currency: Currency; perUsd: number; day: string };

/** The markup an instant quote applies when no AUTORATE rule matches the request. */
export const INSTANT_QUOTE_DEFAULT_MARGIN_PERCENT = 15;

export type InstantQuoteCharge = {
  concept: string;
  description: string;
  currency: Currency;
  calculator: RateCalculator;
  cost: number;
  sell: number;
  tax: number;
  minimumApplied: boolean;
  range: { from: number; to: number | null } | null;
  /** A line the surcharge table added (issue 44): its basis and quantity (units of the basis, 3 decimals). */
  surcharge: { id: string; basis: SurchargeBasis; quantity: number } | null;
};

export type InstantQuoteOption = {
  rateId: string;
  version: number;
  direction: RateDirection;
  carrier: RateParty;
  description: string;
  route: string | null;
  transitDays: number | null;
  freeDays: number | null;
  validTo: string;
  marginPercent: number;
  totals: { currency: Currency; cost: number; sell: number; tax: number; total: number }[];
  /** Sell plus tax in US dollars through the day's exchange rates (null when one is missing). */
  totalUsd: number | null;
  charges: InstantQuoteCharge[];
};

/** Prices from the valid rates of the request's lane, cheapest first; the margin of the matching AUTORATE rule or the default. */
export type InstantQuoteResult = {
  marginPercent: number;
  rule: { id: string; name: string } | null;
  /**
   * The AUTORATE rule that would price the request on its own if sent as it is (the commercial may
   * still choose a rate or "send to pricing"), with the rate it would use; null when none would.
   */
  autoPricing: { rule: { id: string; name: string }; rateId: string; carrier: string } | null;
  exchangeRates: ExchangeRateRow[];
  options: InstantQuoteOption[];
};

/**
 * The columns of the rates import template and export, one row per charge: rows sharing a "rate" key
 * are one rate (its own fields are read from its first row). Ranges read "0-45:3.10; 45-100:2.65; 100-:1.95".
 */
export const RATE_SHEET_COLUMNS = [
  'rate',
  'direction',
  'term',
  'service',
  'container',
  'originCode',
  'originName',
  'destinationCode',
  'destinationName',
  'validFrom',
  'validTo',
  'carrier',
  'description',
  'transitDays',
  'freeDays',
  'frequency',
  'route',
  'comments',
  'chargeCode',
  'chargeDescription',
  'currency',
  'calculator',
  'amount',
  'freight',
  'minimumAmount',
  'minimumBelow',
  'rangeBasis',
  'ranges',
] as const;
export type RateSheetColumn = (typeof RATE_SHEET_COLUMNS)[number];
export const RATE_SHEET_REQUIRED: readonly RateSheetColumn[] = [
  'rate',
  'service',
  'originCode',
  'destinationCode',
  'validFrom',
  'validTo',
  'carrier',
  'description',
  'chargeCode',
  'currency',
  'calculator',
  'amount',
];

export type RateImportError = { line: number; column: string | null; code: string };
export type RateImportResult = {
  dryRun: boolean;
  /** Rates stored (or, in a dry run, that would be): the file's rate key, its first line and lane. */
  created: { rate: string; line: number; lane: string }[];
  /** Rates already imported with the very same content. */
  unchanged: number;
  /** Every bad row and why; a rate with a bad row is not stored. */
  errors: RateImportError[];
  rejected: string[];
};
