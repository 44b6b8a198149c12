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

export type CarrierSheetRowOutcome = 'CREATED' | 'UPDATED' | 'UNCHANGED' | 'REFUSED';

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
