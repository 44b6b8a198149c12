import { posix } from 'node:path';
import {
  type Deadline,
  RowCounter,
  type SheetLimits,
  type SheetReadOptions,
  type SheetRow,
  type SheetValue,
  tooLarge,
  unreadable,
} from './read-limits.ts';
import { excelDate, readDateStyles } from './xlsx-styles.ts';
import { attribute, readXmlPart } from './xml-part.ts';
import { ZipParts } from './zip-parts.ts';

type Relationship = { type: string; target: string };
// Excel's last column (XFD).
const MAX_SHEET_COLUMN = 16_384;

/**
 * The first sheet of an XLSX as rows with a value, read part by part as streams: the workbook (which
 * sheet is first, 1904 dates), its relationships, the styles (which cells are dates), the shared
 * strings, then the sheet itself. The sheet's declared dimension is never looked at, nothing is kept
 * for empty rows or cells, and other sheets are never opened. With `numericCells`, each row also
 * names the columns that held numbers (so "1.125" typed as text can be told from the number 1.125).
 */
export async function readXlsx(
  bytes: Buffer,
  limits: SheetLimits,
  deadline: Deadline,
  options: SheetReadOptions = {},
): Promise<SheetRow[]> {
  const zip = await ZipParts.open(bytes, limits, deadline);
  try {
    const root = await relationships(zip, '_rels/.rels', '', limits);
    const workbook = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
    const { firstSheetId, date1904 } = await readWorkbook(zip, workbook, limits);
    const rels = await relationships(zip, relsPathOf(workbook), posix.dirname(workbook), limits);
    const sheet = (firstSheetId && rels.get(firstSheetId)?.target) || null;
    if (!sheet || !zip.has(sheet)) throw unreadable('XLSX_NO_SHEET');
    const ofType = (suffix: string) => [...rels.values()].find((r) => r.type.endsWith(suffix))?.target;
    const styles = ofType('/styles');
    const dateStyles = styles ? await readDateStyles(zip, styles, limits) : new Set<number>();
    const shared = ofType('/sharedStrings');
    const strings = shared ? await readSharedStrings(zip, shared, limits) : [];
    const numericCells = options.numericCells === true;
    return await readSheetRows(zip, sheet, { strings, dateStyles, date1904, numericCells }, limits);
  } finally {
    zip.close();
  }
}

function relsPathOf(part: string): string {
  return posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
}

/** A relationships part: targets resolved against the folder of the part they belong to. */
async function relationships(zip: ZipParts, part: string, base: string, limits: SheetLimits) {
  const out = new Map<string, Relationship>();
  await readXmlPart(
    zip,
    part,
    {
      open(name, a) {
        if (name !== 'Relationship' || !a.Id || !a.Target || a.TargetMode === 'External') return;
        const target = a.Target.startsWith('/') ? a.Target.slice(1) : posix.normalize(posix.join(base, a.Target));
        out.set(a.Id, { type: a.Type ?? '', target });
      },
    },
    limits,
  );
  return out;
}

async function readWorkbook(zip: ZipParts, part: string, limits: SheetLimits) {
  let firstSheetId: string | undefined;
  let date1904 = false;
  const found = await readXmlPart(
    zip,
    part,
    {
      open(name, a) {
        if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
        else if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(a, 'id') ?? '';
      },
    },
    limits,
  );
  if (!found) throw unreadable('XLSX_NO_WORKBOOK');
  return { firstSheetId, date1904 };
}

/** Shared strings (plain or rich text; phonetic guides left out), bounded in count, length and total. */
async function readSharedStrings(zip: ZipParts, part: string, limits: SheetLimits): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  let total = 0;
  await readXmlPart(
    zip,
    part,
    {
      open(name) {
        if (name === 'si') {
          if (strings.length >= limits.sharedStrings) throw tooLarge('sharedStrings', limits.sharedStrings);
          current = '';
        } else if (name === 'rPh') phonetic++;
        else if (name === 't') inText = true;
      },
      text(text) {
        if (current === null || !inText || phonetic > 0) return;
        current += text;
        total += text.length;
        if (current.length > limits.cellChars) throw tooLarge('cellChars', limits.cellChars);
        if (total > limits.sharedStringChars) throw tooLarge('sharedStringChars', limits.sharedStringChars);
      },
      close(name) {
        if (name === 'si' && current !== null) {
          strings.push(current);
          current = null;
        } else if (name === 'rPh') phonetic--;
        else if (name === 't') inText = false;
      },
    },
    limits,
  );
  return strings;
}

type CellContext = { strings: string[]; dateStyles: Set<number>; date1904: boolean; numericCells: boolean };

/** "AB12" -> column 28 (1-based); NaN when the reference has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) break;
    col = col * 26 + (c - 0x60);
    if (col > MAX_SHEET_COLUMN) return col;
  }
  return col || NaN;
}

async function readSheetRows(zip: ZipParts, part: string, ctx: CellContext, limits: SheetLimits): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  const counter = new RowCounter(limits);
  let rowNumber = 0;
  let cells: SheetValue[] = [];
  let numeric: number[] = [];
  let col = 0;
  let cell: { type: string; style: number; value: string; inline: string } | null = null;
  let inValue = false;
  let inInline = false;
  let phonetic = 0;
  await readXmlPart(
    zip,
    part,
    {
      open(name, a) {
        if (name === 'row') {
          const r = Number(a.r);
          rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
          cells = [];
          numeric = [];
          col = 0;
        } else if (name === 'c') {
          const c = a.r ? columnOf(a.r) : col + 1;
          col = Number.isNaN(c) ? col + 1 : c;
          cell = { type: a.t ?? 'n', style: Number(a.s ?? 0), value: '', inline: '' };
        } else if (name === 'v') inValue = true;
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && cell?.type === 'inlineStr') inInline = true;
      },
      text(text) {
        if (!cell) return;
        if (inValue) cell.value += text;
        else if (inInline && phonetic === 0) cell.inline += text;
        else return;
        if (cell.value.length + cell.inline.length > limits.cellChars) throw tooLarge('cellChars', limits.cellChars);
      },
      close(name) {
        if (name === 'v') inValue = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 't') inInline = false;
        else if (name === 'c' && cell) {
          const value = cellValue(cell, ctx);
          const isNumber = ctx.numericCells && cell.type === 'n' && typeof value === 'string';
          cell = null;
          if (value === null) return;
          if (col > limits.columns) throw tooLarge('columns', limits.columns);
          while (cells.length < col - 1) cells.push(null);
          cells[col - 1] = value;
          if (isNumber) numeric.push(col - 1);
        } else if (name === 'row') {
          if (counter.row(cells))
            rows.push(numeric.length ? { line: rowNumber, cells, numeric } : { line: rowNumber, cells });
          cells = [];
          numeric = [];
        }
      },
    },
    limits,
  );
  return rows;
}

/** A cell's value as the imports read it: text, a Date for date-formatted numbers, null when empty. */
function cellValue(cell: { type: string; style: number; value: string; inline: string }, ctx: CellContext): SheetValue {
  const v = cell.value;
  switch (cell.type) {
    case 's':
      return ctx.strings[Number(v)] || null;
    case 'inlineStr':
      return cell.inline || v || null;
    case 'str':
      return v || null;
    case 'b':
      return v === '' ? null : String(v === '1' || v === 'true');
    case 'e':
      return null;
    case 'd': {
      const d = new Date(v);
      return Number.isNaN(d.getTime()) ? v || null : d;
    }
    default: {
      if (v.trim() === '') return null;
      const n = Number(v);
      if (Number.isNaN(n)) return v;
      return ctx.dateStyles.has(cell.style) ? excelDate(n, ctx.date1904) : String(n);
    }
  }
}
