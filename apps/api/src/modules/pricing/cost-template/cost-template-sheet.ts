import { COST_TEMPLATE, COST_TEMPLATE_FIELDS, CURRENCIES, type Currency, type Language } from '@freight/shared';
import { COST_TEMPLATE_TEXTS } from './cost-template-texts.js';

/** What the template says about the job, already in the agent's language. */
export type CostTemplateFacts = {
  reference: string;
  serviceLabel: string;
  lane: string;
  cargo: string;
  /** The quantity each charge starts with (chargeable W/M or kg, or the number of containers or trucks). */
  quantity: number;
  currency: Currency;
  /** The charges to price, named in the agent's language. */
  charges: { concept: string; name: string }[];
};

const AMOUNT_FORMAT = '#,##0.00##';
const QUANTITY_FORMAT = '#,##0.###';

/**
 * The portal's cost template for one request, pre-filled (issue 42). Row 1 and column A are hidden:
 * row 1 holds the marker, the version and the reference; column A names what each row holds, which
 * is all the reader looks at (labels are for people and may be in any language).
 */
export async function costTemplateXlsx(language: Language, facts: CostTemplateFacts): Promise<Buffer> {
  // Loaded on first use: exceljs takes about a second of CPU to load.
  const { default: ExcelJS } = await import('exceljs');
  const t = COST_TEMPLATE_TEXTS[language];
  const book = new ExcelJS.Workbook();
  book.title = t.title(facts.reference, facts.serviceLabel);
  const sheet = book.addWorksheet(t.sheet);
  sheet.columns = [
    { width: 12, hidden: true },
    { width: 30 },
    { width: 36 },
    { width: 10 },
    { width: 18 },
    { width: 12 },
    { width: 30 },
  ];
  const marker = sheet.addRow([COST_TEMPLATE.marker, COST_TEMPLATE.version, facts.reference]);
  marker.hidden = true;
  sheet.addRow(['title', t.title(facts.reference, facts.serviceLabel)]).font = { bold: true, size: 13 };
  sheet.addRow(['lane', t.lane, facts.lane]);
  sheet.addRow(['cargo', t.cargo, facts.cargo]);
  const howTo = sheet.addRow(['howTo', t.howTo]);
  sheet.mergeCells(howTo.number, 2, howTo.number, 7);
  howTo.height = 45;
  howTo.getCell(2).alignment = { wrapText: true, vertical: 'top' };
  sheet.addRow([]);
  for (const field of COST_TEMPLATE_FIELDS) {
    const row = sheet.addRow([field, t.fields[field], null]);
    row.getCell(2).font = { bold: true };
    const value = row.getCell(3);
    if (field === 'validUntil') value.numFmt = 'dd/mm/yyyy';
    if (field === 'transitDays' || field === 'freeDays') value.numFmt = '0';
  }
  sheet.addRow([]);
  const c = t.columns;
  const header = sheet.addRow([COST_TEMPLATE.chargesKey, c.code, c.charge, c.currency, c.amount, c.quantity, c.note]);
  header.font = { bold: true };
  const currencies = `"${CURRENCIES.join(',')}"`;
  for (const charge of facts.charges) {
    const row = sheet.addRow([
      COST_TEMPLATE.chargeKey,
      charge.concept,
      charge.name,
      facts.currency,
      null,
      facts.quantity,
    ]);
    row.getCell(4).dataValidation = { type: 'list', allowBlank: true, formulae: [currencies] };
    row.getCell(5).numFmt = AMOUNT_FORMAT;
    row.getCell(6).numFmt = QUANTITY_FORMAT;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
