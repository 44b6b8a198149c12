import type { ErrorCode } from '../errors/codes.js';
import type { UserRef } from '../quotations/quotation.types.js';
import type { QuotationStatus } from '../quotations/status.js';
import type { Currency } from '../reference/constants.js';
import type { MarginKind } from './sell-math.js';

export const PUBLISH_STATES = ['PENDING_PUBLICATION', 'PUBLISHED'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

export const APPROVAL_STATES = ['NOT_REQUESTED', 'REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Pricing edits sells while the quotation is being priced or after it went out (re-pricing). */
export const SELLS_EDITABLE_STATUSES: readonly QuotationStatus[] = ['PENDING', 'QUOTED', 'UPDATED', 'SENT'];

/** At most this many sell lines per quotation. */
export const MAX_SELL_LINES = 100;
/** Largest cost or margin amount accepted on one line (the columns hold 12 integer digits). */
export const MAX_SELL_AMOUNT = 999_999_999.99;
/** Largest percentage margin on one line. */
export const MAX_MARGIN_PERCENT = 1000;

/** Log entries this flow adds besides STATUS_UPDATE and PDF_DOWNLOADED. */
export const SELLS_EVENT_KINDS = [
  'SELLS_PUBLISHED',
  'APPROVAL_REQUESTED',
  'APPROVAL_APPROVED',
  'APPROVAL_REJECTED',
] as const;
export type SellsEventKind = (typeof SELLS_EVENT_KINDS)[number];

/**
 * The status publishing moves a quotation to (the pricing edges of STATUS_TRANSITIONS):
 * first pricing of a request gives QUOTED, re-pricing a published or sent one gives UPDATED.
 * Null when the quotation cannot be published in its status.
 */
export function publishTarget(status: QuotationStatus, publishedBefore: boolean): QuotationStatus | null {
  switch (status) {
    case 'PENDING':
      return 'QUOTED';
    case 'QUOTED':
      return publishedBefore ? 'UPDATED' : 'QUOTED';
    case 'UPDATED':
    case 'SENT':
      return 'UPDATED';
    default:
      return null;
  }
}

/** `description` is the Spanish name; screens show `chargeCodeName(code, language)`. */
export type SellChargeCode = {
  id: string;
  concept: string;
  description: string;
  descriptionEn: string;
  descriptionPt: string;
  taxed: boolean;
};
export type SourceProvider = { id: string; code: string; name: string };
export type AmountInCurrency = { currency: Currency; amount: number };

/** One sell line as staff see it (margin included). Money in currency units, exact to the cent. */
export type SellLineItem = {
  id: string;
  index: number;
  costChargeId: string | null;
  /** The received cost the line was picked from, when it was. */
  source: { costId: string; provider: SourceProvider; carrier: string | null } | null;
  chargeCode: SellChargeCode;
  description: string;
  currency: Currency;
  costAmount: number;
  marginKind: MarginKind;
  marginValue: number;
  marginAmount: number;
  sellAmount: number;
  taxAmount: number;
  total: number;
  clientVisible: boolean;
};

/**
 * Staff totals of one currency. `margin` is the profit (sell − cost); marginOnSellPercent is profit /
 * sell (null without sell) and markupPercent profit / cost (null without cost).
 */
export type SellTotals = {
  currency: Currency;
  cost: number;
  margin: number;
  sell: number;
  tax: number;
  total: number;
  marginOnSellPercent: number | null;
  markupPercent: number | null;
  belowMinimum: boolean;
};

/** What the client is shown per currency: client-visible lines only, no cost nor margin. */
export type ClientTotals = { currency: Currency; sell: number; tax: number; total: number };

/** Why a quotation cannot be sent right now. */
export type SendBlocker = Extract<
  ErrorCode,
  | 'QUOTATION_INACTIVE'
  | 'NOTHING_TO_PUBLISH'
  | 'NOT_PUBLISHED'
  | 'INVALID_STATUS_TRANSITION'
  | 'APPROVAL_REQUIRED'
  | 'APPROVAL_REJECTED'
>;

/** Publication, margin and approval state of a quotation, and what the current user may do next. */
export type PricingSummary = {
  reference: string;
  status: QuotationStatus;
  active: boolean;
  publishState: PublishState;
  publishedAt: string | null;
  lineCount: number;
  /** The minimum margin on sell (profit / sell, MIN_MARGIN_PERCENT) below which a manager must approve. */
  minMarginPercent: number;
  margins: {
    currency: Currency;
    profit: number;
    marginOnSellPercent: number | null;
    markupPercent: number | null;
    belowMinimum: boolean;
  }[];
  /** Some currency is under the minimum margin: a manager must approve before sending. */
  approvalRequired: boolean;
  approvalState: ApprovalState;
  approvalRequestedAt: string | null;
  approvalDecidedAt: string | null;
  approvalDecidedBy: UserRef | null;
  approvalComment: string | null;
  sentAt: string | null;
  /** Null when the quotation can be sent now. */
  sendBlockedBy: SendBlocker | null;
  /** The PDF downloaded now is a watermarked draft (unpublished, or awaiting the manager's approval). */
  pdfDraft: boolean;
  can: {
    editSells: boolean;
    publish: boolean;
    requestApproval: boolean;
    decideApproval: boolean;
    send: boolean;
    downloadPdf: boolean;
  };
};

export type SellsView = {
  lines: SellLineItem[];
  totals: SellTotals[];
  clientTotals: ClientTotals[];
  summary: PricingSummary;
};

/** One received cost as a column of the comparison. */
export type ComparisonCost = {
  id: string;
  batchId: string;
  provider: SourceProvider;
  viaLink: boolean;
  description: string;
  carrier: string | null;
  route: string | null;
  transitDays: number | null;
  freeDays: number | null;
  validUntil: string | null;
  createdAt: string;
  totals: AmountInCurrency[];
};

export type ComparisonCharge = { id: string; description: string | null; currency: Currency; total: number };

/** One charge code across every cost: a cell per cost (empty when that cost lacks the charge). */
export type ComparisonRow = {
  chargeCode: SellChargeCode;
  cells: { costId: string; charges: ComparisonCharge[] }[];
  /** Cheapest cost(s) of this charge per currency. */
  lowest: (AmountInCurrency & { costIds: string[] })[];
};

export type CostComparison = {
  currencies: Currency[];
  costs: ComparisonCost[];
  rows: ComparisonRow[];
  /** Cheapest cost(s) overall per currency. */
  lowestTotals: (AmountInCurrency & { costIds: string[] })[];
};

export type PublishResult = { status: QuotationStatus; publishState: PublishState; approvalState: ApprovalState };
export type SendResult = { status: QuotationStatus; sentAt: string; recipients: string[] };

/** An address the send dialog suggests: one of the client's active contacts. */
export type RecipientSuggestion = { name: string; email: string; position: string | null };
