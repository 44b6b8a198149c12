import ExcelJS from 'exceljs';
import { AppError } from '../../../common/errors/app-error.js';

export type SheetValue = string | Date | null;

/** The first sheet of an XLSX, or a CSV (comma or semicolon), as rows of cells; the first row is the header. */
export async function readSheet(fileName: string, data: Buffer): Promise<SheetValue[][]> {
  const isXlsx = data.length > 4 && data[0] === 0x50 && data[1] === 0x4b;
  if (isXlsx) return readXlsx(data);
  if (/\.xlsx$/i.test(fileName)) throw new AppError('IMPORT_FILE_UNREADABLE');
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw new AppError('IMPORT_FILE_UNREADABLE');
  return parseCsv(text);
}

async function readXlsx(data: Buffer): Promise<SheetValue[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new AppError('IMPORT_FILE_UNREADABLE');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_FILE_UNREADABLE');
  const rows: SheetValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: SheetValue[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(cellValue(row.getCell(c).value));
    rows.push(cells);
  });
  return rows;
}

function cellValue(v: ExcelJS.CellValue): SheetValue {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) {
      const r = v.result;
      if (r instanceof Date) return r;
      return typeof r === 'string' || typeof r === 'number' || typeof r === 'boolean' ? String(r) : null;
    }
    return null;
  }
  return String(v);
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF); the delimiter is the header's comma or semicolon. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
