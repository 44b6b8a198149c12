// Runs inside the file-reading worker as well as on the main thread: plain TypeScript only (no enums,
// decorators or parameter properties) and relative imports with their .ts name, since a worker
// started from the sources (tests) loads them with Node's own type stripping.
import type { IMPORT_LIMITS, ImportLimit } from '@freight/shared';

/** The numeric limits a sheet is read under (IMPORT_LIMITS by default; tests pass smaller ones). */
export type SheetLimits = { -readonly [K in keyof typeof IMPORT_LIMITS]: number };

/** Why a file was not read: sent back from the worker as data, mapped to an error code on the main thread. */
export type ReadFailure =
  | { reason: 'TOO_LARGE'; limit: ImportLimit; max: number }
  | { reason: 'UNREADABLE'; detail: string }
  | { reason: 'TYPE_MISMATCH'; extension: 'csv' | 'xlsx'; detected: 'csv' | 'xlsx' };

/** Thrown inside a reader to stop at once; the worker turns it into its ReadFailure. */
export class ReadStop extends Error {
  readonly failure: ReadFailure;
  constructor(failure: ReadFailure) {
    super(failure.reason === 'TOO_LARGE' ? `${failure.limit} over ${failure.max}` : failure.reason);
    this.failure = failure;
  }
}

export const tooLarge = (limit: ImportLimit, max: number) => new ReadStop({ reason: 'TOO_LARGE', limit, max });
export const unreadable = (detail: string) => new ReadStop({ reason: 'UNREADABLE', detail });

/** The reading's wall-time budget, checked by the readers as they go (the pool also terminates a worker past it). */
export class Deadline {
  readonly ms: number;
  private readonly end: number;
  constructor(ms: number) {
    this.ms = ms;
    this.end = performance.now() + ms;
  }
  check(): void {
    if (performance.now() > this.end) throw tooLarge('timeMs', this.ms);
  }
}

/** One row with a value: its line in the file (the spreadsheet's row number, the CSV's record number) and its cells. */
export type SheetValue = string | Date | null;
export type SheetRow = {
  line: number;
  cells: SheetValue[];
  /** With `numericCells` asked for: the columns (0-based) whose cell was a number, not text (an XLSX's own typing). */
  numeric?: number[];
};

/** How a sheet is read beyond its limits. */
export type SheetReadOptions = { numericCells?: boolean };

/** Counts rows as they are read: every row against sheetRows, rows with a value (beyond the header) against rows. */
export class RowCounter {
  private read = 0;
  private valued = 0;
  private readonly limits: SheetLimits;
  constructor(limits: SheetLimits) {
    this.limits = limits;
  }
  /** A row was read; true when it has a value and is kept. */
  row(cells: SheetValue[]): boolean {
    if (++this.read > this.limits.sheetRows) throw tooLarge('sheetRows', this.limits.sheetRows);
    if (!cells.some((c) => c !== null && (c instanceof Date || c.trim() !== ''))) return false;
    // The first row with a value is the header.
    if (++this.valued - 1 > this.limits.rows) throw tooLarge('rows', this.limits.rows);
    return true;
  }
}
