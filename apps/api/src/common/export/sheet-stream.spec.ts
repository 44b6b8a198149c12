import { describe, expect, it } from '@jest/globals';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { writeSheet, type SheetCell } from './sheet-stream.js';

// The streamed writer runs on exceljs's archiver and its streamed reader on unzipper, both moved by
// overrides in the root package.json: this round trip is what says those overrides still fit exceljs.

const ROWS = 1200;

/** The rows in batches of 500, as the keyset pages of a real export arrive. */
function* batches(): Iterable<SheetCell[][]> {
  for (let start = 0; start < ROWS; start += 500) {
    const rows: SheetCell[][] = [];
    for (let i = start; i < Math.min(start + 500, ROWS); i++)
      rows.push([`EXP-${i}`, i + 0.5, new Date(Date.UTC(2027, 0, 31, 14, 5)), i % 2 ? null : '=SUM(A1)']);
    yield rows;
  }
}

async function exportedXlsx(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeSheet(
    {
      format: 'xlsx',
      sheetName: 'Quotations',
      columns: [
        { header: 'Number', width: 12 },
        { header: 'Weight', width: 10, kind: 'number', decimals: 2 },
        { header: 'Date', width: 16, kind: 'date' },
        { header: 'Note', width: 20 },
      ],
      batches: Readable.from(batches()),
      numberFormat: 'LOCAL',
    },
    out,
  );
  await ended;
  return Buffer.concat(chunks);
}

describe('the streamed XLSX export', () => {
  it('opens in exceljs again: header, every row, numbers, dates and neutralised text', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(await exportedXlsx()).buffer);
    const sheet = book.getWorksheet('Quotations');
    expect(sheet?.rowCount).toBe(ROWS + 1);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Number', 'Weight', 'Date', 'Note']);
    const last = sheet?.getRow(ROWS + 1);
    expect(last?.getCell(1).value).toBe(`EXP-${ROWS - 1}`);
    expect(last?.getCell(2).value).toBe(ROWS - 0.5);
    expect(last?.getCell(2).numFmt).toBe('#,##0.00');
    expect(last?.getCell(3).value).toEqual(new Date(Date.UTC(2027, 0, 31, 14, 5)));
    expect(sheet?.getRow(2).getCell(4).value).toBe("'=SUM(A1)");
  });

  it("reads back row by row through exceljs's streamed reader", async () => {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([await exportedXlsx()]), {});
    let rows = 0;
    for await (const sheet of reader) for await (const _row of sheet) rows++;
    expect(rows).toBe(ROWS + 1);
  });
});
