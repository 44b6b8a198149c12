import type { Language, OperationStatus, OperationSummary } from '@freight/shared';
import type { SheetCell, SheetColumn } from '../../common/export/sheet-stream.js';
import { MODE_LABELS } from '../../common/i18n/labels.js';

/** Rows an export may hold; beyond it the user narrows the filters. Streamed, so memory stays flat. */
export const OPERATION_EXPORT_MAX_ROWS = 100_000;

export const HEADERS: Record<Language, string[]> = {
  es: [
    'Referencia',
    'Estado',
    'Cliente',
    'House',
    'Master',
    'Clave de embarque',
    'Contenedores',
    'Cotización',
    'Modo',
    'Modo de carga',
    'Origen',
    'Destino',
    'ETD',
    'ETA',
    'Operativos',
    'Comercial',
    'Eventos abiertos',
    'Eventos vencidos',
  ],
  en: [
    'Reference',
    'Status',
    'Client',
    'House',
    'Master',
    'Shipment key',
    'Containers',
    'Quotation',
    'Mode',
    'Container mode',
    'Origin',
    'Destination',
    'ETD',
    'ETA',
    'Operatives',
    'Commercial',
    'Open events',
    'Overdue events',
  ],
  pt: [
    'Referência',
    'Status',
    'Cliente',
    'House',
    'Master',
    'Chave de embarque',
    'Contêineres',
    'Cotação',
    'Modal',
    'Modo de carga',
    'Origem',
    'Destino',
    'ETD',
    'ETA',
    'Operacionais',
    'Comercial',
    'Eventos abertos',
    'Eventos vencidos',
  ],
};

export const OPERATION_STATUS_LABELS: Record<Language, Record<OperationStatus, string>> = {
  es: {
    NOT_ASSIGNED: 'Sin asignar',
    CANCELED: 'Cancelada',
    ON_HOLD: 'En espera',
    IN_COORDINATION: 'En coordinación',
    IN_TRANSIT: 'En tránsito',
    AT_BORDER: 'En frontera',
    ARRIVED: 'Arribada',
    PAYMENT_PENDING: 'Pago pendiente',
    CLOSURE_PENDING: 'Cierre pendiente',
    CLOSED: 'Cerrada',
  },
  en: {
    NOT_ASSIGNED: 'Not assigned',
    CANCELED: 'Canceled',
    ON_HOLD: 'On hold',
    IN_COORDINATION: 'In coordination',
    IN_TRANSIT: 'In transit',
    AT_BORDER: 'At border',
    ARRIVED: 'Arrived',
    PAYMENT_PENDING: 'Payment pending',
    CLOSURE_PENDING: 'Closure pending',
    CLOSED: 'Closed',
  },
  pt: {
    NOT_ASSIGNED: 'Não atribuída',
    CANCELED: 'Cancelada',
    ON_HOLD: 'Em espera',
    IN_COORDINATION: 'Em coordenação',
    IN_TRANSIT: 'Em trânsito',
    AT_BORDER: 'Na fronteira',
    ARRIVED: 'Chegou',
    PAYMENT_PENDING: 'Pagamento pendente',
    CLOSURE_PENDING: 'Fechamento pendente',
    CLOSED: 'Fechada',
  },
};

/** yyyy-mm-dd as dd/mm/yyyy (ETD and ETA are calendar dates, no zone). */
const dmy = (d: string | null) => (d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '');

export const OPERATION_SHEET_NAME: Record<Language, string> = { es: 'Operaciones', en: 'Operations', pt: 'Operações' };

export function operationColumns(language: Language): SheetColumn[] {
  // The last two are counts of events.
  return HEADERS[language].map((header, i, all) => ({
    header,
    width: 18,
    kind: i >= all.length - 2 ? ('number' as const) : ('text' as const),
    decimals: 0,
  }));
}

/** One operation as a sheet row in the user's language: words, not codes. */
export function operationRow(r: OperationSummary, language: Language): SheetCell[] {
  return [
    r.reference,
    OPERATION_STATUS_LABELS[language][r.status],
    r.client.tradeName,
    r.houseNumber ?? '',
    r.masterNumber ?? '',
    r.shipmentKey ?? '',
    r.containerNumbers.join(', '),
    r.quoteNumber ?? '',
    MODE_LABELS[language][r.transportMode],
    r.containerMode ?? '',
    r.originName ?? r.originCode ?? '',
    r.destinationName ?? r.destinationCode ?? '',
    dmy(r.etd),
    dmy(r.eta),
    r.operatives.map((o) => o.name).join(', '),
    r.commercial?.name ?? '',
    r.openEvents,
    r.overdueEvents,
  ];
}
