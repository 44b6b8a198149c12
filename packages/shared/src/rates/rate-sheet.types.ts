import type { ErrorCode } from '../errors/codes.js';

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

/** Rows a preview answers (the header row is picked among them). */
export const CARRIER_SHEET_PREVIEW_ROWS = 15;
/** Equipment or weight-break columns one mapping may have. */
export const MAX_CARRIER_SHEET_PRICE_COLUMNS = 20;

/** The first rows of an uploaded sheet as read, every cell as text (dates as yyyy-mm-dd). */
export type CarrierSheetPreview = { rows: { line: number; cells: string[] }[] };

export type CarrierSheetRowOutcome = 'CREATED' | 'UPDATED' | 'UNCHANGED' | 'REFUSED';

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
};

export type CarrierSheetImportResult = {
  dryRun: boolean;
  /** The sheet version the rates were stored under; null in a dry run. */
  version: number | null;
  counts: Record<'created' | 'updated' | 'unchanged' | 'refused', number>;
  rows: CarrierSheetRowResult[];
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
