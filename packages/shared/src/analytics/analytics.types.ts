import type { Company, Service, TransportMode } from '../reference/constants.js';
import type { NotApprovedReason, QuotationStatus } from '../quotations/status.js';

export const ANALYTICS_GRANULARITIES = ['week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

export const WIN_RATE_DIMENSIONS = ['commercial', 'client', 'lane', 'mode'] as const;
export type WinRateDimension = (typeof WIN_RATE_DIMENSIONS)[number];

/** The reports: the dashboards' figures as tables (and files). */
export const ANALYTICS_REPORTS = [
  'periods',
  'commercials',
  'services',
  'statuses',
  'lostReasons',
  'waitingTimes',
  'agents',
  'lanePrices',
  'carriers',
] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];

export type AnalyticsRange = { from: string; to: string };

/** Won = APPROVED, lost = NOT_APPROVED; win rate = won / (won + lost), null when none was decided. */
export type WinFigures = { quotations: number; won: number; lost: number; winRate: number | null };

/** One period: a month (yyyy-mm) or a week (the yyyy-mm-dd of its Monday). */
export type AnalyticsPeriod = WinFigures & { period: string; byService: Partial<Record<Service, number>> };

export type CommercialFigures = WinFigures & { commercialId: string; name: string };

export type AnalyticsSummary = {
  range: AnalyticsRange;
  granularity: AnalyticsGranularity;
  totals: WinFigures & { open: number };
  periods: AnalyticsPeriod[];
  statuses: { status: QuotationStatus; quotations: number }[];
  /** Most requested first. */
  services: { service: Service; quotations: number }[];
  /** Ranking: most won first, then most quotations, then name. */
  commercials: CommercialFigures[];
  /** The leader of the ranking in the range's last month (the month of `to`). */
  commercialOfTheMonth: (CommercialFigures & { month: string }) | null;
  lostReasons: { reason: NotApprovedReason; quotations: number }[];
};

/** Won, lost and win rate of one commercial, client, lane or mode, with its lost quotations by reason (most first). */
export type WinRateRow = WinFigures & {
  key: string;
  label: string;
  lostReasons: { reason: NotApprovedReason; quotations: number }[];
};
export type WinRateTable = { range: AnalyticsRange; by: WinRateDimension; rows: WinRateRow[] };

/** Average hours waiting with the agent (first request to last answer) and with pricing (the rest until sent). */
export type WaitingPeriod = {
  period: string;
  agentHours: number | null;
  agentQuotations: number;
  pricingHours: number | null;
  pricingQuotations: number;
};
export type WaitingTimes = {
  range: AnalyticsRange;
  granularity: AnalyticsGranularity;
  total: Omit<WaitingPeriod, 'period'>;
  periods: WaitingPeriod[];
};

/** One agent's scorecard: a decline counts as an answer; times in whole hours. */
export type AgentScore = {
  providerId: string;
  name: string;
  requests: number;
  answered: number;
  declined: number;
  pending: number;
  answerRate: number | null;
  medianHours: number | null;
  p90Hours: number | null;
  /** Quotations the agent sent a cost for; how many of them sold the agent's cost. */
  quotationsPriced: number;
  sold: number;
  soldRate: number | null;
  /** Average rank of the agent's cheapest cost among the agents who priced the same quotation (1 = cheapest). */
  averageRank: number | null;
  cheapestRate: number | null;
  /** Average of the agent's cheapest USD cost per quotation (quotations with one container type at most). */
  averageCost: number | null;
  comparedQuotations: number;
  /**
   * Price position on the lanes: the agent's costs over what the other agents' average on the same
   * lanes would have cost for the same quotations (1 = on a par, 0.9 = 10 % cheaper); null when no
   * other agent priced any of its lanes. See LanePriceRow.
   */
  lanePriceIndex: number | null;
  lanesCompared: number;
};
export type AgentScorecard = { range: AnalyticsRange; agents: AgentScore[] };

/**
 * One agent on one lane (service, origin, destination): its average cheapest USD cost per quotation
 * against the other agents' average on the lane, whichever quotations each priced (quotations with
 * more than one container type stay out).
 */
export type LanePriceRow = {
  service: Service;
  originCode: string;
  destinationCode: string;
  providerId: string;
  name: string;
  /** Quotations of the lane the agent priced. */
  quotations: number;
  averageCost: number;
  /** The other agents' average on the lane; null when the agent is alone on it. */
  othersAverage: number | null;
  /** averageCost / othersAverage, four decimals. */
  priceIndex: number | null;
  /** 1 = the cheapest average among the lane's agents. */
  rank: number;
  agents: number;
};
/** Lanes priced by two agents or more, busiest first (at most 100 lanes), agents by rank. */
export type LanePriceTable = { range: AnalyticsRange; rows: LanePriceRow[] };

export type CarrierRow = { providerId: string; providerName: string; carrier: string; costs: number };
export type CarrierTable = { range: AnalyticsRange; rows: CarrierRow[] };

export type ReportColumnKind = 'text' | 'number' | 'percent' | 'hours';
/** A report row: its text cells (the first columns), then its figures (null: nothing to compute). */
export type ReportRow = { labels: string[]; values: (number | null)[] };
export type AnalyticsReportTable = {
  report: AnalyticsReport;
  range: AnalyticsRange;
  /** Text columns first, then figures, in row order. */
  columns: { key: string; kind: ReportColumnKind }[];
  rows: ReportRow[];
};

export type AnalyticsFilters = {
  preset?: string;
  from?: string;
  to?: string;
  company?: Company;
  commercialId?: string;
  clientId?: string;
  mode?: TransportMode;
  service?: Service;
  granularity?: AnalyticsGranularity;
};

/** The filter pickers' choices: the commercials in the user's scope and the clients of their quotations. */
export type AnalyticsFilterOptions = {
  commercials: { id: string; name: string }[];
  clients: { id: string; name: string }[];
};

/**
 * Client portal requests of one kind (issue 43): `instant`, priced by a rule and sent without a person;
 * `manual`, every other one (priced by pricing). `priced`: sent to the client; `averageSecondsToPrice`:
 * mean seconds from the request to its sending, over the priced ones.
 */
export type ClientRequestGroup = WinFigures & { priced: number; averageSecondsToPrice: number | null };

/** The staff dashboards' client-request figures: share priced instantly, time to price, win rate of each kind. */
export type ClientRequestFigures = {
  range: AnalyticsRange;
  requests: number;
  /** instant / requests (four decimals), null without requests. */
  instantShare: number | null;
  instant: ClientRequestGroup;
  manual: ClientRequestGroup;
};
