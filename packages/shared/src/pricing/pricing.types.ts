import type { Currency, Service } from '../reference/constants.js';
import type { CargoTotals } from '../quotations/cargo.js';
import type { QuotationStatus } from '../quotations/status.js';
import type { Language } from '../config/modules.js';
import type { CostDeclineReason, CostRequestState } from './cost-rules.js';

export type CostRequestInfo = {
  id: string;
  provider: { id: string; code: string; name: string };
  email: string;
  createdAt: string;
  sentAt: string | null;
  answeredAt: string | null;
  /** Issue 42: set when a reply by mail answered it (then equal to answeredAt). */
  answeredByMailAt: string | null;
  /** Issue 42: when its mail bounced (the agent never got it); the address needs checking. */
  bouncedAt: string | null;
  expiresAt: string;
  /** Issue 22: the answer-by date, the first view of the agent's page, a decline and the resulting state. */
  answerBy: string | null;
  firstOpenedAt: string | null;
  declinedAt: string | null;
  declineReason: CostDeclineReason | null;
  declineText: string | null;
  /** Withdrawn by pricing (cancelled or replaced by a resend): its link no longer works. */
  cancelledAt: string | null;
  state: CostRequestState;
  /** Files the agent attached to its answer (only pricing sees them) and its questions with pricing's answers. */
  files: CostRequestFileInfo[];
  questions: CostQuestionInfo[];
  /** Issue 42: mails received for it (replies, automatic answers, held ones); read through its mails route. */
  mailCount: number;
  /** Issue 42: costs read from the filled template of a reply, waiting for pricing to confirm or discard. */
  pendingDrafts: number;
};

/** A file an agent attached through its link (checked like every document: size, type by content, name). */
export type CostRequestFileInfo = { id: string; name: string; mimeType: string; sizeBytes: number; createdAt: string };

/** An agent's question to the analyst and, once given, the answer (also e-mailed to the agent). */
export type CostQuestionInfo = {
  id: string;
  question: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
};

export type CostChargeInfo = {
  id: string;
  index: number;
  chargeCode: {
    id: string;
    concept: string;
    description: string;
    descriptionEn: string;
    descriptionPt: string;
    taxed: boolean;
  };
  description: string | null;
  currency: Currency;
  amountPerUnit: number;
  quantity: number;
  rangeBasis: string | null;
  rangeFrom: number | null;
  rangeTo: number | null;
  total: number;
};

export type CostInfo = {
  id: string;
  batchId: string;
  provider: { id: string; code: string; name: string };
  viaLink: boolean;
  description: string;
  validUntil: string | null;
  route: string | null;
  transitDays: number | null;
  freeDays: number | null;
  carrier: string | null;
  comments: string | null;
  charges: CostChargeInfo[];
  /** Sum of charge totals per currency. */
  totals: Partial<Record<Currency, number>>;
  createdAt: string;
};

/** What an agent's link shows: the job to quote, never the client's identity. */
export type AgentCostContext = {
  reference: string;
  service: Service;
  status: QuotationStatus;
  cancelled: boolean;
  alreadyAnswered: boolean;
  /** The agent said it cannot quote (the link is then closed too). */
  declined: boolean;
  expiresAt: string;
  /** When pricing wants the answer. */
  answerBy: string | null;
  /**
   * The IANA zone the page writes its times in (answer-by, questions and answers), named beside them:
   * the one the request's mails use (the analyst's, else the company's).
   */
  timeZone: string;
  /** Who is asking: the quotation's company and the analyst who sent the request. */
  requester: { companyName: string; analystName: string | null; analystEmail: string | null };
  provider: { name: string; language: Language };
  originCode: string | null;
  originName: string | null;
  destinationCode: string | null;
  destinationName: string | null;
  incoterm: string | null;
  commodityType: string;
  goodsDescription: string;
  stackable: string;
  containers: { quantity: number; type: string; weight?: number; weightToConfirm?: boolean }[];
  trucks: { quantity: number; type: string }[];
  packingLines: { kind: string; quantity: number; weight: number; length: number; width: number; height: number }[];
  measureSystem: string;
  totals: CargoTotals;
  shipmentDate: string | null;
  goodsReadyDate: string | null;
  /** Names already in the agent's language. */
  chargeCodes: { id: string; concept: string; description: string }[];
  /** What this link attached and asked so far. */
  files: CostRequestFileInfo[];
  questions: CostQuestionInfo[];
};

/**
 * Why an agent is suggested for a quotation (computed by the API, translated by the SPA):
 * its lane covers the quotation's origin and destination countries in that direction (LANE), or
 * only one end (ORIGIN / DESTINATION); it serves the service, another service of the same
 * mode, or declares no service (any); it answered cost requests before.
 */
export type AgentSuggestionReason =
  | { kind: 'LANE'; origin: string; destination: string }
  | { kind: 'ORIGIN'; country: string }
  | { kind: 'DESTINATION'; country: string }
  | { kind: 'SERVICE'; service: string }
  | { kind: 'MODE'; mode: string }
  | { kind: 'ANY_SERVICE' }
  | { kind: 'PAST_ANSWERS'; count: number };

/** An agent suggested for a quotation's cost request, best fit first. */
export type AgentSuggestion = {
  id: string;
  code: string;
  name: string;
  score: number;
  pastAnswers: number;
  reasons: AgentSuggestionReason[];
  /** This quotation's latest cost request to the agent (so nobody is asked twice unknowingly); null if never asked. */
  asked: { state: CostRequestState; at: string } | null;
  /** Issue 42: when a mail to the address cost requests go to (its primary contact) last bounced; null if never. */
  bouncedAt: string | null;
};

/**
 * An open cost request (mailed, neither answered, declined nor withdrawn, link still valid, quotation
 * still open) whose agent has not answered within COST_REQUEST_REMINDER_HOURS of its mail.
 */
export type WaitingCostRequest = {
  id: string;
  reference: string;
  service: Service;
  provider: { id: string; code: string; name: string };
  email: string;
  sentAt: string;
  answerBy: string | null;
  firstOpenedAt: string | null;
  /** When the one automatic reminder was queued; null until the scan reaches it. */
  remindedAt: string | null;
  expiresAt: string;
  /** Whole hours since the mail left. */
  waitingHours: number;
};

/** A page of waiting requests, oldest mail first by default, and the threshold they passed. */
export type WaitingCostRequestPage = { items: WaitingCostRequest[]; nextCursor: string | null; thresholdHours: number };
