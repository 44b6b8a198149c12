import ExcelJS from 'exceljs';
import type { ClientListItem, Language } from '@freight/shared';

/** Rows an export may hold; beyond it the user narrows the filters. */
export const CLIENT_EXPORT_MAX_ROWS = 10_000;

const HEADERS: Record<Language, string[]> = {
  es: ['Nombre comercial', 'Razón social', 'Identificación fiscal', 'Ciudad', 'País', 'Comercial', 'Condición de pago', 'Días de crédito', 'Creado'],
  en: ['Trade name', 'Legal name', 'Tax ID', 'City', 'Country', 'Commercial', 'Payment terms', 'Credit days', 'Created'],
  pt: ['Nome fantasia', 'Razão social', 'Identificação fiscal', 'Cidade', 'País', 'Comercial', 'Condição de pagamento', 'Dias de crédito', 'Criado'],
};

/** dd/mm/yyyy in the user's zone. */
function formatDate(iso: string, timeZone: string): string {
  const p = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(iso));
  const get = (t: string) => p.find((x) => x.type === t)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}

export async function clientsWorkbook(rows: ClientListItem[], language: Language, timeZone: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Clients');
  sheet.addRow(HEADERS[language]).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.tradeName,
      r.legalName,
      r.taxId,
      r.city,
      r.country,
      r.commercial?.name ?? '',
      r.paymentTerms,
      r.creditDays ?? '',
      formatDate(r.createdAt, timeZone),
    ]);
  }
  sheet.columns.forEach((c) => (c.width = 22));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
