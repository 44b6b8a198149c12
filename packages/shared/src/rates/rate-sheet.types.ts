import type { ErrorCode } from '../errors/codes.js';
import { IMPORT_LIMITS } from '../reference/constants.js';
import type { LocationKind } from '../reference/location.js';

/** The fields a carrier sheet's columns may map to (one rate per row, or per equipment column of a row). */
export const CARRIER_SHEET_FIELDS = [
  'origin',
  'originName',
  'destination',
  'destinationName',
  'currency',
  'validFrom',
  'validTo',
  'transitDays',
  'freeDays',
  'remarks',
  'minimum',
] as const;
export type CarrierSheetField = (typeof CARRIER_SHEET_FIELDS)[number];

/**
 * A carrier's sheet is read under the import limits but larger: a port-pair grid of 20,000 lanes (three
 * equipment columns each) imports whole. Still off the event loop, in the bounded worker pool.
 */
export const CARRIER_SHEET_LIMITS = { ...IMPORT_LIMITS, rows: 25_000, timeMs: 20_000 } as const;

/** Rows a preview answers (the header row is picked among them). */
export const CARRIER_SHEET_PREVIEW_ROWS = 15;
/** An import's answer lists at most this many rates of each outcome (the first in the sheet's order); all are counted. */
export const CARRIER_SHEET_LISTED_ROWS = 500;
/** Equipment or weight-break columns one mapping may have. */
export const MAX_CARRIER_SHEET_PRICE_COLUMNS = 20;

/** The first rows of an uploaded sheet as read, every cell as text (dates as yyyy-mm-dd). */
export type CarrierSheetPreview = { rows: { line: number; cells: string[] }[] };

export const CARRIER_SHEET_OUTCOMES = ['CREATED', 'UPDATED', 'UNCHANGED', 'REFUSED'] as const;
export type CarrierSheetRowOutcome = (typeof CARRIER_SHEET_OUTCOMES)[number];

/** How long a dry run's rows stay readable page by page, and applicable. */
export const CARRIER_SHEET_DRY_RUN_MINUTES = 60;
/** Rates one page of a dry run answers at most, and by default. */
export const CARRIER_SHEET_DRY_RUN_PAGE = { max: 200, default: 50 } as const;
/** A page number beyond any sheet (25,000 rows of 20 price columns in pages of 10). */
export const CARRIER_SHEET_DRY_RUN_MAX_PAGE = 50_000;

/** Aliases one save may send. */
export const MAX_CARRIER_SHEET_LOCATION_ALIASES = 200;
/** Suggestions a refused place offers at most. */
export const MAX_CARRIER_SHEET_PLACE_SUGGESTIONS = 5;

/** How a sheet's place text was read: an exact code, the carrier's saved alias, or an exact catalogue name. */
export const CARRIER_SHEET_PLACE_SOURCES = ['code', 'alias', 'name'] as const;
export type CarrierSheetPlaceSource = (typeof CARRIER_SHEET_PLACE_SOURCES)[number];
export type CarrierSheetPlaceField = 'origin' | 'destination';

/** A place of a row as matched to the catalogue. */
export type CarrierSheetPlace = { text: string; code: string; name: string; matchedFrom: CarrierSheetPlaceSource };
export type CarrierSheetPlaceSuggestion = { code: string; name: string };
/** A place the catalogue does not know (or knows more than once): the sheet's text and the nearest locations. */
export type CarrierSheetUnknownPlace = {
  field: CarrierSheetPlaceField;
  text: string;
  suggestions: CarrierSheetPlaceSuggestion[];
};

export type CarrierSheetLocationAlias = {
  /** Normalised as matched: lower case, no accents, punctuation as spaces. */
  alias: string;
  code: string;
  name: string;
  kind: LocationKind;
  updatedAt: string;
};

/** One rate a sheet row gives (a row with three equipment columns gives three). */
export type CarrierSheetRowResult = {
  line: number;
  outcome: CarrierSheetRowOutcome;
  lane: string;
  container: string | null;
  /** Why a row was refused: the code, the column (as the sheet names it) and the message in the caller's language. */
  code: ErrorCode | null;
  column: string | null;
  reason: string | null;
  /** The row's places as read (null when not matched). */
  origin: CarrierSheetPlace | null;
  destination: CarrierSheetPlace | null;
  /** RATE_SHEET_LOCATION_UNKNOWN: each unknown place with its suggestions. */
  details: { places: CarrierSheetUnknownPlace[] } | null;
};

export type CarrierSheetImportResult = {
  dryRun: boolean;
  /** A dry run's id: its every rate paged at GET dry-runs/{id}/rows, and the id applying the sheet names. */
  dryRunId: string | null;
  /** When the dry run's rows are dropped (ISO date-time); null when applied. */
  expiresAt: string | null;
  /** The sheet version the rates were stored under; null in a dry run. */
  version: number | null;
  counts: Record<'created' | 'updated' | 'unchanged' | 'refused', number>;
  /**
   * The created, updated and refused rates in the sheet's order, the first CARRIER_SHEET_LISTED_ROWS of
   * each outcome; unchanged rates are only counted (a resent sheet is mostly unchanged).
   */
  rows: CarrierSheetRowResult[];
  /** Rates of each outcome counted but not in `rows`. */
  unlisted: Record<'created' | 'updated' | 'unchanged' | 'refused', number>;
};

/** A rate's price as a sheet gives it or the current rate holds it (exact decimals as text). */
export type CarrierSheetPrice = {
  currency: string;
  amount: string;
  minimum: string | null;
  /** Weight breaks: each from (kg) and its amount; empty for equipment rates. */
  breaks: { from: string; amount: string }[];
};

/** One rate of a dry run as its pages list it. */
export type CarrierSheetDryRunRow = {
  /** Its place among the rates of its outcome, from 1 in the sheet's order. */
  ordinal: number;
  line: number;
  outcome: CarrierSheetRowOutcome;
  lane: string;
  container: string | null;
  /** The sheet's price (null when refused). */
  price: CarrierSheetPrice | null;
  /** The carrier's current rate this one replaces or equals (null when new or refused). */
  previous: CarrierSheetPrice | null;
  code: ErrorCode | null;
  column: string | null;
  /** The refusal in the caller's language. */
  reason: string | null;
  origin: CarrierSheetPlace | null;
  destination: CarrierSheetPlace | null;
  details: { places: CarrierSheetUnknownPlace[] } | null;
};

/** A page of one outcome's rates of a dry run, with the counts of every outcome. */
export type CarrierSheetDryRunPage = {
  dryRunId: string;
  carrierId: string;
  fileName: string;
  expiresAt: string;
  outcome: CarrierSheetRowOutcome;
  page: number;
  pageSize: number;
  counts: Record<'created' | 'updated' | 'unchanged' | 'refused', number>;
  items: CarrierSheetDryRunRow[];
};

export type CarrierSheetVersionItem = {
  id: string;
  version: number;
  fileName: string;
  createdAt: string;
  createdBy: { id: string; name: string };
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  /** Rate versions that came from this sheet version. */
  rates: number;
};

export type CarrierSheetMapping = {
  carrierId: string;
  name: string;
  headerRow: number;
  service: string;
  chargeCodeId: string;
  columns: Partial<Record<CarrierSheetField, string>>;
  equipment: { column: string; container: string }[];
  weightBreaks: { column: string; from: number }[];
  currency: string | null;
  validFrom: string | null;
  validTo: string | null;
  updatedAt: string;
};
