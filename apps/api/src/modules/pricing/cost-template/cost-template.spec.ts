import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '@freight/shared';
import { Deadline } from '../../../common/untrusted/read-limits.js';
import { readSheetFile } from '../../../common/untrusted/sheet-file.js';
import { readCostTemplate } from './cost-template-rows.js';
import { costTemplateXlsx, type CostTemplateFacts } from './cost-template-sheet.js';
import { INVALID, readDay, readDecimal } from './cost-template-values.js';

const FACTS: CostTemplateFacts = {
  reference: 'FW-26-00042',
  serviceLabel: 'Marítimo LCL',
  lane: 'Shanghai (China) → Montevideo (Uruguay)',
  cargo: '3 bultos, 1.200 kg, 4,5 m³',
  quantity: 4.5,
  currency: 'USD',
  charges: [
    { concept: 'OFT', name: 'Flete marítimo' },
    { concept: 'BAF', name: 'Recargo por combustible' },
    { concept: 'THC-O', name: 'Manipuleo en origen' },
  ],
};

type Fill = (sheet: ExcelJS.Worksheet, rowOf: (key: string, nth?: number) => ExcelJS.Row) => void;

/** The template as the agent sends it back: opened, filled in and saved by a spreadsheet program. */
async function filled(fill: Fill, facts = FACTS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Uint8Array.from(await costTemplateXlsx('es', facts)).buffer);
  const sheet = book.worksheets[0];
  const rowOf = (key: string, nth = 0) => {
    const found: ExcelJS.Row[] = [];
    sheet.eachRow((r) => {
      if (r.getCell(1).value === key) found.push(r);
    });
    return found[nth];
  };
  fill(sheet, rowOf);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const read = async (bytes: Buffer, reference = FACTS.reference) =>
  readCostTemplate(
    await readSheetFile('costs.xlsx', bytes, { ...IMPORT_LIMITS }, new Deadline(IMPORT_LIMITS.timeMs), {
      numericCells: true,
    }),
    reference,
  );

describe('the cost template (issue 42)', () => {
  it('reads a filled template into a cost: exact amounts, typed or as text, and only the charges with an amount', async () => {
    const bytes = await filled((_, rowOf) => {
      rowOf('description').getCell(3).value = 'Directo vía Santos';
      rowOf('validUntil').getCell(3).value = new Date(Date.UTC(2027, 2, 31));
      rowOf('transitDays').getCell(3).value = 32;
      rowOf('freeDays').getCell(3).value = '14';
      rowOf('charge', 0).getCell(5).value = 1450.1;
      // Typed as text with a decimal comma, in euros.
      rowOf('charge', 1).getCell(5).value = '12,5';
      rowOf('charge', 1).getCell(4).value = 'eur';
      rowOf('charge', 1).getCell(7).value = 'por W/M';
    });
    const got = await read(bytes);
    expect(got).toEqual({
      kind: 'cost',
      cost: {
        version: 1,
        description: 'Directo vía Santos',
        validUntil: '2027-03-31',
        route: null,
        transitDays: 32,
        freeDays: 14,
        carrier: null,
        comments: null,
        charges: [
          expect.objectContaining({
            concept: 'OFT',
            currency: 'USD',
            amountPerUnit: '1450.1000',
            quantity: '4.500',
            description: null,
          }),
          expect.objectContaining({
            concept: 'BAF',
            currency: 'EUR',
            amountPerUnit: '12.5000',
            quantity: '4.500',
            description: 'por W/M',
          }),
        ],
      },
    });
  });

  it('counts a charge row the agent added under the table, and a number the sheet computed exactly', async () => {
    const bytes = await filled((sheet, rowOf) => {
      rowOf('charge', 2).getCell(5).value = { formula: '20*2', result: 40 };
      const last = rowOf('charge', 2).number;
      sheet.getRow(last + 1).values = [null, 'DOC', 'Documentos', 'USD', 35, 1];
    });
    const got = await read(bytes);
    expect(got.kind === 'cost' && got.cost.charges.map((c) => [c.concept, c.amountPerUnit, c.quantity])).toEqual([
      ['THC-O', '40.0000', '4.500'],
      ['DOC', '35.0000', '1.000'],
    ]);
  });

  it('refuses an amount it cannot read exactly, naming the row and field', async () => {
    const cases: [string, ExcelJS.CellValue][] = [
      ['ambiguous separators', '1.450'],
      ['grouped thousands', '1,450.50'],
      ['more than 4 decimals', 0.12345],
      ['a float that is not the decimal typed', { formula: '0.1+0.2', result: 0.1 + 0.2 }],
      ['a negative amount', -5],
      ['a currency sign', 'US$ 10'],
    ];
    for (const [why, value] of cases) {
      let line = 0;
      const bytes = await filled((_, rowOf) => {
        const row = rowOf('charge', 0);
        row.getCell(5).value = value;
        line = row.number;
      });
      expect({ why, got: await read(bytes) }).toEqual({
        why,
        got: { kind: 'problem', code: 'COST_TEMPLATE_VALUE_INVALID', line, field: 'amount' },
      });
    }
  });

  it('refuses an unknown currency, a bad date and days that are not whole', async () => {
    const currency = await filled((_, rowOf) => {
      rowOf('charge', 0).getCell(5).value = 10;
      rowOf('charge', 0).getCell(4).value = 'BRL';
    });
    expect(await read(currency)).toMatchObject({ kind: 'problem', field: 'currency' });
    const day = await filled((_, rowOf) => {
      rowOf('charge', 0).getCell(5).value = 10;
      rowOf('validUntil').getCell(3).value = '31/02/2027';
    });
    expect(await read(day)).toMatchObject({ kind: 'problem', field: 'validUntil' });
    const days = await filled((_, rowOf) => {
      rowOf('charge', 0).getCell(5).value = 10;
      rowOf('transitDays').getCell(3).value = 12.5;
    });
    expect(await read(days)).toMatchObject({
      kind: 'problem',
      code: 'COST_TEMPLATE_VALUE_INVALID',
      field: 'transitDays',
    });
  });

  it("flags another quotation's template, another version, and one with no amount; any other sheet is not a template", async () => {
    const priced = await filled((_, rowOf) => {
      rowOf('charge', 0).getCell(5).value = 10;
    });
    expect(await read(priced, 'FW-26-00043')).toMatchObject({ kind: 'problem', code: 'COST_TEMPLATE_OTHER_REQUEST' });
    const v2 = await filled((sheet, rowOf) => {
      rowOf('charge', 0).getCell(5).value = 10;
      sheet.getRow(1).getCell(2).value = 2;
    });
    expect(await read(v2)).toMatchObject({ kind: 'problem', code: 'COST_TEMPLATE_VERSION' });
    expect(await read(await filled(() => undefined))).toEqual({ kind: 'problem', code: 'COST_TEMPLATE_EMPTY' });

    const other = new ExcelJS.Workbook();
    other.addWorksheet('Rates').addRow(['OFT', 1200]);
    expect(await read(Buffer.from(await other.xlsx.writeBuffer()))).toEqual({ kind: 'none' });
  });

  it('reads decimals typed as text only when they cannot mean two things', () => {
    expect(readDecimal('1450', false, 4)).toBe(14500000n);
    expect(readDecimal('1450,5', false, 4)).toBe(14505000n);
    expect(readDecimal('0,125', false, 4)).toBe(1250n);
    expect(readDecimal('1 450.25', false, 4)).toBe(14502500n);
    expect(readDecimal('12.500', false, 4)).toBe(INVALID);
    expect(readDecimal('12.500', true, 4)).toBe(125000n);
    expect(readDecimal('1e3', false, 4)).toBe(INVALID);
    expect(readDecimal('', false, 4)).toBeNull();
    expect(readDay('7/3/2027')).toBe('2027-03-07');
    expect(readDay('2027-02-29')).toBe(INVALID);
  });
});
