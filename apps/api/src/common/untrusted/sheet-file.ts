import { parseCsv } from './csv-read.ts';
import {
  type Deadline,
  ReadStop,
  type SheetLimits,
  type SheetReadOptions,
  type SheetRow,
  tooLarge,
  unreadable,
} from './read-limits.ts';
import { readXlsx } from './xlsx-read.ts';

const mismatch = (extension: 'csv' | 'xlsx', detected: 'csv' | 'xlsx') =>
  new ReadStop({ reason: 'TYPE_MISMATCH', extension, detected });

/**
 * An import file as rows with a value: the content decides how it is read (a ZIP is an XLSX, text is
 * a CSV) and must agree with the name's extension when it has one of the two; anything else (an
 * image, a PDF, an old binary .xls) is unreadable.
 */
export async function readSheetFile(
  fileName: string,
  bytes: Buffer,
  limits: SheetLimits,
  deadline: Deadline,
  options: SheetReadOptions = {},
): Promise<SheetRow[]> {
  if (bytes.length > limits.fileBytes) throw tooLarge('fileBytes', limits.fileBytes);
  const extension = /\.(csv|xlsx)$/i.exec(fileName)?.[1].toLowerCase();
  const isZip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (isZip) {
    if (extension === 'csv') throw mismatch('csv', 'xlsx');
    return readXlsx(bytes, limits, deadline, options);
  }
  // UTF-8 decoding replaces invalid bytes rather than failing: Latin-1 exports stay readable; a NUL
  // byte, which no text file has, marks a binary file.
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const binary = text.includes('\u0000');
  if (extension === 'xlsx') throw binary ? unreadable('NOT_A_SHEET') : mismatch('xlsx', 'csv');
  if (binary) throw unreadable('NOT_A_SHEET');
  return parseCsv(text, limits, deadline);
}
