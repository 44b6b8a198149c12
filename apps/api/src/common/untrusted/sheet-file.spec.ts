import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '@freight/shared';
import * as hostile from '../../../test/support/hostile-files.js';
import { Deadline, ReadStop, type SheetLimits, type SheetRow } from './read-limits.js';
import { readSheetFile } from './sheet-file.js';

const LIMITS: SheetLimits = { ...IMPORT_LIMITS };
const read = (name: string, bytes: Buffer, limits: Partial<SheetLimits> = {}) =>
  readSheetFile(name, bytes, { ...LIMITS, ...limits }, new Deadline(limits.timeMs ?? LIMITS.timeMs));

/** The reason a file is refused (the limit's name for a limit), or the rows when it is read. */
async function outcome(name: string, bytes: Buffer, limits: Partial<SheetLimits> = {}) {
  try {
    return { rows: await read(name, bytes, limits) };
  } catch (error) {
    if (!(error instanceof ReadStop)) throw error;
    const f = error.failure;
    return {
      refused:
        f.reason === 'TOO_LARGE' ? f.limit : f.reason === 'UNREADABLE' ? f.detail : `${f.extension}:${f.detected}`,
    };
  }
}

const texts = (rows: SheetRow[]) =>
  rows.map((r) => [r.line, ...r.cells.map((c) => (c instanceof Date ? c.toISOString().slice(0, 10) : c))]);

describe('reading an import file (in the worker)', () => {
  it('reads the first sheet of an Excel workbook: shared, inline, rich and formula text, numbers, dates, by row number', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('First');
    sheet.addRow(['key', 'amount', 'day', 'note']);
    sheet.addRow([
      'A-1',
      1500,
      new Date(Date.UTC(2027, 0, 31)),
      { richText: [{ text: 'bold ' }, { text: 'and plain' }] },
    ]);
    sheet.getRow(5).values = ['A-2', 3.1, null, { formula: 'CONCAT("x","y")', result: 'xy' }];
    sheet.getCell('D5').numFmt = '@';
    sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
    book.addWorksheet('Second').addRow(['never', 'read']);
    const rows = await read('rates.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(texts(rows)).toEqual([
      [1, 'key', 'amount', 'day', 'note'],
      [2, 'A-1', '1500', '2027-01-31', 'bold and plain'],
      [5, 'A-2', '3.1', null, 'xy'],
    ]);
  });

  it('on request, names the columns that held numbers, so a number is told from the same digits typed as text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('First');
    sheet.addRow(['key', 'amount', 'as text', 'day']);
    sheet.addRow(['A', 1.125, '1.125', new Date(Date.UTC(2027, 0, 31))]);
    sheet.getCell('D2').numFmt = 'dd/mm/yyyy';
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const rows = await readSheetFile('t.xlsx', bytes, LIMITS, new Deadline(LIMITS.timeMs), { numericCells: true });
    expect(rows[0].numeric).toBeUndefined();
    // The number only: not its text twin, nor the date (a number in the file, a Date once read).
    expect(rows[1]).toMatchObject({ cells: ['A', '1.125', '1.125', expect.any(Date)], numeric: [1] });
    expect((await read('t.xlsx', bytes))[1].numeric).toBeUndefined();
  });

  it('reads a streamed workbook (inline strings, as the exports write them)', async () => {
    const rows = await read(
      'x.xlsx',
      hostile.xlsxOf(hostile.sheetXml(hostile.inlineRow(1, ['a', 'b']) + hostile.inlineRow(3, ['c']))),
    );
    expect(texts(rows)).toEqual([
      [1, 'a', 'b'],
      [3, 'c'],
    ]);
  });

  it('reads a CSV with quotes, doubled quotes, CRLF, semicolons and a BOM, numbering records', async () => {
    const csv = '\uFEFFa;b;c\r\n"x;1";"say ""hi""";\r\n\r\n"multi\nline";2;3\n';
    expect(texts(await read('f.csv', Buffer.from(csv)))).toEqual([
      [1, 'a', 'b', 'c'],
      [2, 'x;1', 'say "hi"', ''],
      [4, 'multi\nline', '2', '3'],
    ]);
  });

  it.each([
    ['a huge declared dimension with a cell in the last column', () => hostile.hugeDimension(), {}, 'columns'],
    ['two million empty rows', () => hostile.emptyRows(), {}, 'sheetRows'],
    ['more rows with a value than an import takes', () => Buffer.from('k\n' + 'v\n'.repeat(5001)), {}, 'rows'],
    ['an enormous shared string', () => hostile.enormousSharedString(), {}, 'cellChars'],
    [
      'more shared strings than the limit',
      () => hostile.manySharedStrings(2000),
      { sharedStrings: 1000 },
      'sharedStrings',
    ],
    [
      'shared strings longer in total than the limit',
      () => hostile.manySharedStrings(2000),
      { sharedStringChars: 8000 },
      'sharedStringChars',
    ],
    ['a deeply nested shared string', () => hostile.nestedSharedString(), {}, 'xmlDepth'],
    ['a zip bomb (256 MB of blanks in a few hundred KB)', () => hostile.zipBomb(), {}, 'unzippedBytes'],
    ['a zip bomb within the inflated budget', () => hostile.zipBomb(32), {}, 'zipRatio'],
    ['a CSV line longer than a cell', () => hostile.csvLongLine(8), {}, 'cellChars'],
    ['a CSV with a million columns', () => hostile.csvManyColumns(), {}, 'columns'],
    ['a file over the size limit', () => Buffer.from('a\n'.repeat(20)), { fileBytes: 10 }, 'fileBytes'],
  ])('refuses %s, naming the limit', async (_what, file, limits, limit) => {
    const bytes = file();
    const name = bytes.subarray(0, 2).toString() === 'PK' ? 'hostile.xlsx' : 'hostile.csv';
    const started = performance.now();
    expect(await outcome(name, bytes, limits)).toEqual({ refused: limit });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops at what a lying zip declared instead of inflating on', async () => {
    const result = await outcome('bomb.xlsx', hostile.zipBomb(64, 1000));
    expect(result).toEqual({ refused: expect.stringMatching(/^(ZIP_PART_DATA|zipRatio)$/) });
  });

  it('stops at its time budget', async () => {
    expect(await outcome('rows.xlsx', hostile.emptyRows(), { sheetRows: 10_000_000, timeMs: 50 })).toEqual({
      refused: 'timeMs',
    });
  });

  it('refuses content that does not match the extension, and content that is no sheet', async () => {
    const xlsx = hostile.xlsxOf(hostile.sheetXml(hostile.inlineRow(1, ['a'])));
    expect(await outcome('rates.csv', xlsx)).toEqual({ refused: 'csv:xlsx' });
    expect(await outcome('rates.xlsx', Buffer.from('a,b\n1,2\n'))).toEqual({ refused: 'xlsx:csv' });
    expect(await outcome('rates.xlsx', hostile.pngImage())).toEqual({ refused: 'NOT_A_SHEET' });
    expect(await outcome('rates.csv', hostile.pngImage())).toEqual({ refused: 'NOT_A_SHEET' });
    expect(await outcome('rates.xlsx', Buffer.from('PK\u0003\u0004 not a workbook'))).toEqual({ refused: 'NOT_A_ZIP' });
    expect(
      await outcome('rates.xlsx', hostile.xlsxOf('<worksheet><sheetData><row><c t="inlineStr"><is><t>x</is></c>')),
    ).toEqual({
      refused: 'XML',
    });
    const doctype = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><worksheet><sheetData/></worksheet>`;
    expect(await outcome('rates.xlsx', hostile.xlsxOf(doctype))).toEqual({ refused: 'XML_DOCTYPE' });
  });
});
