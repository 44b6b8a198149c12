import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fixedToString, numberSeparators, roundToScale, type CurrencyFormat, type ExportFormat } from '@freight/shared';

/** A column of an exported list: its header in the user's language, Excel width and cell format. */
export type SheetColumn = { header: string; width: number; kind?: 'text' | 'date' | 'number'; decimals?: number };

export type SheetCell = string | number | Date | null;

export type SheetSpec = {
  format: ExportFormat;
  sheetName: string;
  columns: SheetColumn[];
  /** Rows in batches (each batch one keyset page read from the database). */
  batches: AsyncIterable<SheetCell[][]>;
  /** The user's number format: CSV cells are text, so they carry it; XLSX cells are numbers. */
  numberFormat: CurrencyFormat;
};

const EXCEL_DATE = 'dd/mm/yyyy hh:mm';

/** Rows written between two turns of the event loop: a few milliseconds of work, never a stall. */
const ROWS_PER_TURN = 25;

const excelNumberFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

/**
 * Writes a list to `out` as it is read, batch by batch: memory holds one batch, never the file,
 * and the event loop gets a turn after every batch, so other requests are served while a
 * 100k-row export runs. Resolves when the last byte is handed to `out`.
 */
export async function writeSheet(spec: SheetSpec, out: Writable): Promise<void> {
  if (spec.format === 'csv') return writeCsv(spec, out);
  return writeXlsx(spec, out);
}

async function writeXlsx(spec: SheetSpec, out: Writable): Promise<void> {
  // The zip goes through a PassThrough so a slow client applies backpressure to us, not to memory.
  const zip = new PassThrough();
  zip.pipe(out);
  // Loaded on first use: exceljs takes about a second of CPU to load, and most processes never build a sheet.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: zip, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((c) => ({
    header: neutralised(c.header),
    width: c.width,
    style:
      c.kind === 'date'
        ? { numFmt: EXCEL_DATE }
        : c.kind === 'number'
          ? { numFmt: excelNumberFormat(c.decimals ?? 2) }
          : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of spec.batches) {
    for (let i = 0; i < batch.length; i += ROWS_PER_TURN) {
      for (const cells of batch.slice(i, i + ROWS_PER_TURN)) sheet.addRow(cells.map(safeText)).commit();
      await drained(zip);
      await nextTurn();
    }
  }
  sheet.commit();
  await book.commit();
}

async function writeCsv(spec: SheetSpec, out: Writable): Promise<void> {
  const { decimal } = numberSeparators(spec.numberFormat);
  // A spreadsheet opening the file splits on ';' where ',' is the decimal mark.
  const separator = decimal === ',' ? ';' : ',';
  // The BOM makes Excel read the file as UTF-8 (accents, ñ, ç).
  out.write('\uFEFF' + spec.columns.map((c) => csvField(neutralised(c.header), separator)).join(separator) + '\r\n');
  for await (const batch of spec.batches) {
    for (let i = 0; i < batch.length; i += ROWS_PER_TURN) {
      const text = batch
        .slice(i, i + ROWS_PER_TURN)
        .map(
          (cells) =>
            cells.map((cell, c) => csvField(csvText(cell, spec.columns[c], decimal), separator)).join(separator) +
            '\r\n',
        )
        .join('');
      if (!out.write(text)) await drained(out);
      await nextTurn();
    }
  }
  out.end();
}

/** Waits while the stream's buffer is full (the client reads slower than we write). */
function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      stream.off('error', fail);
      resolve();
    };
    const fail = (error: Error) => {
      stream.off('drain', done);
      reject(error);
    };
    stream.once('drain', done);
    stream.once('error', fail);
  });
}

function csvText(cell: SheetCell, column: SheetColumn | undefined, decimal: string): string {
  if (cell === null) return '';
  if (cell instanceof Date) return csvDate(cell);
  if (typeof cell === 'number') {
    // Plain digits with the user's decimal mark and no grouping: a spreadsheet reads it as a number.
    // Rounded by the money module (half away from zero on the exact digits), not by a float's toFixed.
    const decimals = column?.decimals ?? 2;
    return fixedToString(roundToScale(cell, decimals), decimals).replace('.', decimal);
  }
  return neutralised(cell);
}

/**
 * OWASP's CSV injection rule: text that starts with = + - @, a tab or a carriage return would be read as a
 * formula by a spreadsheet, so it gets a leading single quote and stays text. Applied to every text cell
 * of both formats (an XLSX string cell is no formula, but the same file saved as CSV would be); numbers
 * and dates are never text, so a negative amount stays a number.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const safeText = (cell: SheetCell): SheetCell => (typeof cell === 'string' ? neutralised(cell) : cell);

/** Dates arrive as the user's wall-clock time stored as UTC (see zonedExcelDate): dd/mm/yyyy HH:mm. */
function csvDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/** A CSV field: quoted when it holds a quote, a line break or the separator (text was neutralised before). */
function csvField(text: string, separator: string): string {
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}
