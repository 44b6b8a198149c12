import ExcelJS from 'exceljs';
import type { ParsedMail } from 'mailparser';

/** What the agent types into the template: amounts by charge code, and the cost's own fields (column C). */
export type TemplateFill = {
  amounts: Record<string, ExcelJS.CellValue>;
  currency?: Record<string, string>;
  fields?: Record<string, ExcelJS.CellValue>;
  /** Changes to the hidden marker row (a foreign or old template). */
  marker?: { version?: ExcelJS.CellValue; reference?: string };
};

/** The template attached to a cost-request mail. */
export const templateOf = (mail: ParsedMail) => {
  const a = mail.attachments.find((x) => /^costs-.+\.xlsx$/.test(x.filename ?? ''));
  if (!a) throw new Error(`no cost template attached to "${mail.subject}"`);
  return { name: a.filename!, content: a.content };
};

/** The template as the agent saves it: opened in a spreadsheet program, filled in, saved. */
export async function fillTemplate(xlsx: Buffer, fill: TemplateFill): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Uint8Array.from(xlsx).buffer);
  const sheet = book.worksheets[0];
  sheet.eachRow((row) => {
    const key = row.getCell(1).value;
    if (key === 'charge') {
      const code = row.getCell(2).text;
      if (code in fill.amounts) row.getCell(5).value = fill.amounts[code];
      if (fill.currency?.[code]) row.getCell(4).value = fill.currency[code];
    } else if (typeof key === 'string' && fill.fields && key in fill.fields) row.getCell(3).value = fill.fields[key];
  });
  if (fill.marker?.version !== undefined) sheet.getRow(1).getCell(2).value = fill.marker.version;
  if (fill.marker?.reference !== undefined) sheet.getRow(1).getCell(3).value = fill.marker.reference;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's name and the hidden marker row, as the reader will see them. */
export async function templateHead(xlsx: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Uint8Array.from(xlsx).buffer);
  const sheet = book.worksheets[0];
  const marker = sheet.getRow(1);
  const charges: string[] = [];
  sheet.eachRow((row) => {
    if (row.getCell(1).value === 'charge') charges.push(row.getCell(2).text);
  });
  return {
    sheetName: sheet.name,
    hidden: { row1: marker.hidden, columnA: sheet.getColumn(1).hidden },
    marker: [marker.getCell(1).value, marker.getCell(2).value, marker.getCell(3).value],
    charges,
  };
}
