import ExcelJS from 'exceljs';
import type { Language, QuotationSummary } from '@freight/shared';

/** Rows an export may hold; beyond it the user narrows the filters (the sheet says so). */
export const EXPORT_MAX_ROWS = 10_000;

const HEADERS: Record<Language, string[]> = {
  es: ['Referencia', 'Fecha', 'Cliente', 'Servicio', 'Origen', 'Destino', 'Incoterm', 'Estado', 'Peso (kg)', 'Volumen (m3)', 'Cargable', 'Comercial'],
  en: ['Reference', 'Date', 'Client', 'Service', 'Origin', 'Destination', 'Incoterm', 'Status', 'Weight (kg)', 'Volume (m3)', 'Chargeable', 'Commercial'],
  pt: ['Referência', 'Data', 'Cliente', 'Serviço', 'Origem', 'Destino', 'Incoterm', 'Status', 'Peso (kg)', 'Volume (m3)', 'Taxável', 'Comercial'],
};

/** dd/mm/yyyy HH:mm, 24 h, in the user's zone. */
function formatDate(iso: string, timeZone: string): string {
  const p = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const get = (t: string) => p.find((x) => x.type === t)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

export async function quotationsWorkbook(rows: QuotationSummary[], language: Language, timeZone: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Quotations');
  sheet.addRow(HEADERS[language]).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.reference,
      formatDate(r.createdAt, timeZone),
      r.client.name,
      r.service,
      r.originName ?? r.originCode ?? '',
      r.destinationName ?? r.destinationCode ?? '',
      r.incoterm ?? '',
      r.status,
      r.totals.weightKg,
      r.totals.volumeM3,
      r.totals.chargeable,
      r.commercial.name,
    ]);
  }
  sheet.columns.forEach((c) => (c.width = 18));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
