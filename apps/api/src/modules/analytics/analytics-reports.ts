import {
  shareToPercent,
  type AnalyticsReport,
  type Language,
  type NotApprovedReason,
  type ReportColumnKind,
} from '@freight/shared';
import { SERVICE_LABELS, STATUS_LABELS } from '../../common/i18n/labels.js';
import type { SheetColumn } from '../../common/export/sheet-stream.js';

export const REASON_LABELS: Record<Language, Record<NotApprovedReason, string>> = {
  es: { PRICE: 'Precio', TRANSIT_TIME: 'Tiempo de tránsito', SERVICE: 'Servicio', OTHER: 'Otro' },
  en: { PRICE: 'Price', TRANSIT_TIME: 'Transit time', SERVICE: 'Service', OTHER: 'Other' },
  pt: { PRICE: 'Preço', TRANSIT_TIME: 'Tempo de trânsito', SERVICE: 'Serviço', OTHER: 'Outro' },
};

type Column = { key: string; kind: ReportColumnKind };
const col = (key: string, kind: ReportColumnKind = 'number'): Column => ({ key, kind });

/** Each report's columns (the web names them from analytics:columns.<key>, the file from COLUMN_HEADERS). */
export const REPORT_COLUMNS: Record<AnalyticsReport, Column[]> = {
  periods: [col('period', 'text'), col('quotations'), col('won'), col('lost'), col('winRate', 'percent')],
  commercials: [col('commercial', 'text'), col('quotations'), col('won'), col('lost'), col('winRate', 'percent')],
  services: [col('service', 'text'), col('quotations')],
  statuses: [col('status', 'text'), col('quotations')],
  lostReasons: [col('reason', 'text'), col('quotations')],
  waitingTimes: [
    col('period', 'text'),
    col('agentHours', 'hours'),
    col('agentQuotations'),
    col('pricingHours', 'hours'),
    col('pricingQuotations'),
  ],
  agents: [
    col('agent', 'text'),
    col('requests'),
    col('answered'),
    col('declined'),
    col('pending'),
    col('answerRate', 'percent'),
    col('medianHours', 'hours'),
    col('p90Hours', 'hours'),
    col('quotationsPriced'),
    col('sold'),
    col('soldRate', 'percent'),
    col('averageRank', 'hours'),
    col('cheapestRate', 'percent'),
    col('averageCost', 'hours'),
    col('lanePriceIndex', 'hours'),
  ],
  lanePrices: [
    col('service', 'text'),
    col('lane', 'text'),
    col('agent', 'text'),
    col('quotationsPriced'),
    col('averageCost', 'hours'),
    col('othersAverage', 'hours'),
    col('lanePriceIndex', 'hours'),
    col('laneRank'),
    col('laneAgents'),
  ],
  carriers: [col('agent', 'text'), col('carrier', 'text'), col('costs')],
};

export const COLUMN_HEADERS: Record<Language, Record<string, string>> = {
  es: {
    period: 'Período',
    quotations: 'Cotizaciones',
    won: 'Ganadas',
    lost: 'Perdidas',
    winRate: 'Tasa de éxito (%)',
    commercial: 'Comercial',
    service: 'Servicio',
    status: 'Estado',
    reason: 'Motivo',
    agentHours: 'Espera con agente (h)',
    agentQuotations: 'Cotizaciones con agente',
    pricingHours: 'Espera con pricing (h)',
    pricingQuotations: 'Cotizaciones enviadas',
    agent: 'Agente',
    requests: 'Solicitudes enviadas',
    answered: 'Respondidas',
    declined: 'Declinadas',
    pending: 'Pendientes',
    answerRate: 'Tasa de respuesta (%)',
    medianHours: 'Mediana de respuesta (h)',
    p90Hours: 'P90 de respuesta (h)',
    quotationsPriced: 'Cotizaciones con costo',
    sold: 'Costos vendidos',
    soldRate: 'Tasa de venta (%)',
    averageRank: 'Posición media de precio',
    cheapestRate: 'Más barato (%)',
    averageCost: 'Costo medio (USD)',
    lanePriceIndex: 'Índice de precio en la ruta',
    lane: 'Ruta',
    othersAverage: 'Costo medio de los demás (USD)',
    laneRank: 'Posición en la ruta',
    laneAgents: 'Agentes en la ruta',
    carrier: 'Transportista',
    costs: 'Costos',
  },
  en: {
    period: 'Period',
    quotations: 'Quotations',
    won: 'Won',
    lost: 'Lost',
    winRate: 'Win rate (%)',
    commercial: 'Commercial',
    service: 'Service',
    status: 'Status',
    reason: 'Reason',
    agentHours: 'Waiting with agent (h)',
    agentQuotations: 'Quotations with agent',
    pricingHours: 'Waiting with pricing (h)',
    pricingQuotations: 'Quotations sent',
    agent: 'Agent',
    requests: 'Requests sent',
    answered: 'Answered',
    declined: 'Declined',
    pending: 'Pending',
    answerRate: 'Answer rate (%)',
    medianHours: 'Median answer (h)',
    p90Hours: 'P90 answer (h)',
    quotationsPriced: 'Quotations priced',
    sold: 'Costs sold',
    soldRate: 'Sold rate (%)',
    averageRank: 'Average price position',
    cheapestRate: 'Cheapest (%)',
    averageCost: 'Average cost (USD)',
    lanePriceIndex: 'Lane price index',
    lane: 'Lane',
    othersAverage: "Others' average cost (USD)",
    laneRank: 'Position on the lane',
    laneAgents: 'Agents on the lane',
    carrier: 'Carrier',
    costs: 'Costs',
  },
  pt: {
    period: 'Período',
    quotations: 'Cotações',
    won: 'Ganhas',
    lost: 'Perdidas',
    winRate: 'Taxa de sucesso (%)',
    commercial: 'Comercial',
    service: 'Serviço',
    status: 'Status',
    reason: 'Motivo',
    agentHours: 'Espera com agente (h)',
    agentQuotations: 'Cotações com agente',
    pricingHours: 'Espera com pricing (h)',
    pricingQuotations: 'Cotações enviadas',
    agent: 'Agente',
    requests: 'Solicitações enviadas',
    answered: 'Respondidas',
    declined: 'Recusadas',
    pending: 'Pendentes',
    answerRate: 'Taxa de resposta (%)',
    medianHours: 'Mediana de resposta (h)',
    p90Hours: 'P90 de resposta (h)',
    quotationsPriced: 'Cotações com custo',
    sold: 'Custos vendidos',
    soldRate: 'Taxa de venda (%)',
    averageRank: 'Posição média de preço',
    cheapestRate: 'Mais barato (%)',
    averageCost: 'Custo médio (USD)',
    lanePriceIndex: 'Índice de preço na rota',
    lane: 'Rota',
    othersAverage: 'Custo médio dos demais (USD)',
    laneRank: 'Posição na rota',
    laneAgents: 'Agentes na rota',
    carrier: 'Transportadora',
    costs: 'Custos',
  },
};

export const REPORT_SHEET_NAMES: Record<Language, Record<AnalyticsReport, string>> = {
  es: {
    periods: 'Cotizaciones por período',
    commercials: 'Comerciales',
    services: 'Servicios',
    statuses: 'Estados',
    lostReasons: 'Motivos de pérdida',
    waitingTimes: 'Tiempos de espera',
    agents: 'Agentes',
    lanePrices: 'Precios por ruta',
    carriers: 'Transportistas',
  },
  en: {
    periods: 'Quotations by period',
    commercials: 'Commercials',
    services: 'Services',
    statuses: 'Statuses',
    lostReasons: 'Lost reasons',
    waitingTimes: 'Waiting times',
    agents: 'Agents',
    lanePrices: 'Prices by lane',
    carriers: 'Carriers',
  },
  pt: {
    periods: 'Cotações por período',
    commercials: 'Comerciais',
    services: 'Serviços',
    statuses: 'Status',
    lostReasons: 'Motivos de perda',
    waitingTimes: 'Tempos de espera',
    agents: 'Agentes',
    lanePrices: 'Preços por rota',
    carriers: 'Transportadoras',
  },
};

/**
 * A period as a reader sees it in the report table and its file (the charts write the same in the web's periodLabel): a week, the
 * yyyy-mm-dd of its Monday, as dd/mm/yyyy; a month (yyyy-mm) as mm/yyyy. The dashboards' JSON keeps
 * the sortable yyyy-mm(-dd). Periods are calendar days of the rollups: no zone applies.
 */
export function periodText(period: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(period);
  if (!m) return period;
  return m[3] ? `${m[3]}/${m[2]}/${m[1]}` : `${m[2]}/${m[1]}`;
}

/** Percent columns travel as shares (0.75) in JSON and as percentages (75.00) in a report row. */
export const percentCell = (share: number | null): number | null => (share === null ? null : shareToPercent(share));

export function sheetColumns(report: AnalyticsReport, language: Language): SheetColumn[] {
  return REPORT_COLUMNS[report].map((c) => ({
    header: COLUMN_HEADERS[language][c.key] ?? c.key,
    width: c.kind === 'text' ? 28 : 18,
    kind: c.kind === 'text' ? ('text' as const) : ('number' as const),
    decimals: c.kind === 'number' ? 0 : 2,
  }));
}

export const labels = { status: STATUS_LABELS, service: SERVICE_LABELS, reason: REASON_LABELS };
