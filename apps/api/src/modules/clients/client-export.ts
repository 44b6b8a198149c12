import type { ClientListItem, Language } from '@freight/shared';
import type { SheetCell, SheetColumn } from '../../common/export/sheet-stream.js';
import { zonedExcelDate } from '../../common/export/excel-date.js';

/** Rows an export may hold; beyond it the user narrows the filters. Streamed, so memory stays flat. */
export const CLIENT_EXPORT_MAX_ROWS = 100_000;

export const CLIENT_SHEET_NAME: Record<Language, string> = { es: 'Clientes', en: 'Clients', pt: 'Clientes' };

const HEADERS: Record<Language, string[]> = {
  es: [
    'Nombre comercial',
    'Razón social',
    'Identificación fiscal',
    'Ciudad',
    'País',
    'Comercial',
    'Condición de pago',
    'Días de crédito',
    'Creado',
  ],
  en: [
    'Trade name',
    'Legal name',
    'Tax ID',
    'City',
    'Country',
    'Commercial',
    'Payment terms',
    'Credit days',
    'Created',
  ],
  pt: [
    'Nome fantasia',
    'Razão social',
    'Identificação fiscal',
    'Cidade',
    'País',
    'Comercial',
    'Condição de pagamento',
    'Dias de crédito',
    'Criado',
  ],
};

const PAYMENT_TERMS: Record<Language, Record<ClientListItem['paymentTerms'], string>> = {
  es: { CASH: 'Contado', CREDIT: 'Crédito', CHECK: 'Cheque' },
  en: { CASH: 'Cash', CREDIT: 'Credit', CHECK: 'Check' },
  pt: { CASH: 'À vista', CREDIT: 'Crédito', CHECK: 'Cheque' },
};

export function clientColumns(language: Language): SheetColumn[] {
  return HEADERS[language].map((header, i) => ({
    header,
    width: 22,
    kind: i === 7 ? ('number' as const) : i === 8 ? ('date' as const) : ('text' as const),
    decimals: 0,
  }));
}

/** One client as a sheet row in the user's language and time zone: words, not codes. */
export function clientRow(r: ClientListItem, language: Language, timeZone: string): SheetCell[] {
  return [
    r.tradeName,
    r.legalName,
    r.taxId,
    r.city,
    r.country,
    r.commercial?.name ?? '',
    PAYMENT_TERMS[language][r.paymentTerms],
    r.creditDays ?? null,
    zonedExcelDate(r.createdAt, timeZone),
  ];
}
