import ExcelJS from 'exceljs';
import type { Language, QuotationSummary } from '@freight/shared';
import { MODE_LABELS, SERVICE_LABELS, STATUS_LABELS } from '../../common/i18n/labels.js';

/** Rows an export may hold; beyond it the user narrows the filters (the sheet says so). */
export const EXPORT_MAX_ROWS = 10_000;

type Column = { header: Record<Language, string>; width: number; numFmt?: string };

/**
 * Excel formats: dates as real date cells shown dd/mm/yyyy 24 h, numbers as numeric cells. Excel
 * applies the reader's own separators to "#,##0.00", so the number is never a text that a
 * spreadsheet in another locale would misread.
 */
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';
const KG_FORMAT = '#,##0.00';
const M3_FORMAT = '#,##0.000';

const COLUMNS: Column[] = [
  { header: { es: 'Referencia', en: 'Reference', pt: 'Referência' }, width: 18 },
  { header: { es: 'Fecha', en: 'Date', pt: 'Data' }, width: 17, numFmt: DATE_FORMAT },
  { header: { es: 'Cliente', en: 'Client', pt: 'Cliente' }, width: 28 },
  { header: { es: 'Modo', en: 'Mode', pt: 'Modal' }, width: 12 },
  { header: { es: 'Servicio', en: 'Service', pt: 'Serviço' }, width: 16 },
  { header: { es: 'Origen', en: 'Origin', pt: 'Origem' }, width: 22 },
  { header: { es: 'Destino', en: 'Destination', pt: 'Destino' }, width: 22 },
  { header: { es: 'Incoterm', en: 'Incoterm', pt: 'Incoterm' }, width: 10 },
  { header: { es: 'Estado', en: 'Status', pt: 'Status' }, width: 14 },
  { header: { es: 'Peso (kg)', en: 'Weight (kg)', pt: 'Peso (kg)' }, width: 14, numFmt: KG_FORMAT },
  { header: { es: 'Volumen (m³)', en: 'Volume (m³)', pt: 'Volume (m³)' }, width: 14, numFmt: M3_FORMAT },
  { header: { es: 'Peso tasable', en: 'Chargeable weight', pt: 'Peso taxável' }, width: 16, numFmt: M3_FORMAT },
  { header: { es: 'Unidad', en: 'Unit', pt: 'Unidade' }, width: 8 },
  { header: { es: 'Comercial', en: 'Commercial', pt: 'Comercial' }, width: 22 },
];

const CANCELLED: Record<Language, string> = { es: 'Cancelada', en: 'Cancelled', pt: 'Cancelada' };

/**
 * The instant as the wall-clock time of the user's zone, stored as that UTC date: Excel dates
 * carry no zone, so the cell reads exactly what the user sees on screen.
 */
export function zonedExcelDate(iso: string, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')));
}

/** The quotation list as a workbook in the exporting user's language and time zone: words, not codes. */
export async function quotationsWorkbook(rows: QuotationSummary[], language: Language, timeZone: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet({ es: 'Cotizaciones', en: 'Quotations', pt: 'Cotações' }[language]);
  sheet.columns = COLUMNS.map((c) => ({ header: c.header[language], width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.reference,
      zonedExcelDate(r.createdAt, timeZone),
      r.client.name,
      MODE_LABELS[language][r.transportMode],
      SERVICE_LABELS[language][r.service],
      r.originName ?? r.originCode ?? '',
      r.destinationName ?? r.destinationCode ?? '',
      r.incoterm ?? '',
      r.active ? STATUS_LABELS[language][r.status] : CANCELLED[language],
      r.totals.weightKg,
      r.totals.volumeM3,
      r.totals.chargeable,
      r.totals.chargeableUnit === 'WM' ? 'W/M' : 'kg',
      r.commercial.name,
    ]);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
