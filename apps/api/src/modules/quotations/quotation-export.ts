import type { Language, QuotationSummary } from '@freight/shared';
import type { SheetCell, SheetColumn } from '../../common/export/sheet-stream.js';
import { zonedExcelDate } from '../../common/export/excel-date.js';
import { MODE_LABELS, SERVICE_LABELS, STATUS_LABELS } from '../../common/i18n/labels.js';

/** Rows an export may hold; beyond it the user narrows the filters. Streamed, so memory stays flat. */
export const EXPORT_MAX_ROWS = 100_000;

type Column = Omit<SheetColumn, 'header'> & { header: Record<Language, string> };

/**
 * Dates are real date cells shown dd/mm/yyyy 24 h and numbers numeric cells: Excel applies the
 * reader's own separators to "#,##0.00", so a number is never a text another locale would misread.
 */
const COLUMNS: Column[] = [
  { header: { es: 'Referencia', en: 'Reference', pt: 'Referência' }, width: 18 },
  { header: { es: 'Fecha', en: 'Date', pt: 'Data' }, width: 17, kind: 'date' },
  { header: { es: 'Cliente', en: 'Client', pt: 'Cliente' }, width: 28 },
  { header: { es: 'Modo', en: 'Mode', pt: 'Modal' }, width: 12 },
  { header: { es: 'Servicio', en: 'Service', pt: 'Serviço' }, width: 16 },
  { header: { es: 'Origen', en: 'Origin', pt: 'Origem' }, width: 22 },
  { header: { es: 'Destino', en: 'Destination', pt: 'Destino' }, width: 22 },
  { header: { es: 'Incoterm', en: 'Incoterm', pt: 'Incoterm' }, width: 10 },
  { header: { es: 'Estado', en: 'Status', pt: 'Status' }, width: 14 },
  { header: { es: 'Peso (kg)', en: 'Weight (kg)', pt: 'Peso (kg)' }, width: 14, kind: 'number', decimals: 2 },
  { header: { es: 'Volumen (m³)', en: 'Volume (m³)', pt: 'Volume (m³)' }, width: 14, kind: 'number', decimals: 3 },
  {
    header: { es: 'Peso tasable', en: 'Chargeable weight', pt: 'Peso taxável' },
    width: 16,
    kind: 'number',
    decimals: 3,
  },
  { header: { es: 'Unidad', en: 'Unit', pt: 'Unidade' }, width: 8 },
  { header: { es: 'Comercial', en: 'Commercial', pt: 'Comercial' }, width: 22 },
];

const CANCELLED: Record<Language, string> = { es: 'Cancelada', en: 'Cancelled', pt: 'Cancelada' };

export const QUOTATION_SHEET_NAME: Record<Language, string> = { es: 'Cotizaciones', en: 'Quotations', pt: 'Cotações' };

export function quotationColumns(language: Language): SheetColumn[] {
  return COLUMNS.map((c) => ({ ...c, header: c.header[language] }));
}

/** One quotation as a sheet row in the exporting user's language and time zone: words, not codes. */
export function quotationRow(r: QuotationSummary, language: Language, timeZone: string): SheetCell[] {
  return [
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
  ];
}
