/** Quotation statuses (spec section 4) and the transition table the spec leaves to us. */
export const QUOTATION_STATUSES = [
  'REQUESTED',
  'PENDING',
  'QUOTED',
  'UPDATED',
  'SENT',
  'APPROVED',
  'NOT_APPROVED',
  'FUTURE',
] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** Who may move a quotation along an edge: its commercial side (owner, assignee, manager) or pricing. */
export type TransitionActor = 'commercial' | 'pricing';

/**
 * Edges with `via` are taken only by their own action, which does the rest of the work: taking a
 * request (assigns pricing), publishing sells, or sending the PDF to the client (after approval).
 */
export type TransitionAction = 'take' | 'publish' | 'send';
export type StatusTransition = {
  from: QuotationStatus;
  to: QuotationStatus;
  by: TransitionActor;
  via?: TransitionAction;
};

/**
 * REQUESTED --pricing takes--> PENDING --priced--> QUOTED --sent to client--> SENT --> APPROVED | NOT_APPROVED.
 * Pricing may revise a priced or sent quotation (UPDATED) or hand a taken one back; the commercial may
 * park a request for later (FUTURE) and re-request a rejected one. APPROVED is final.
 */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  { from: 'REQUESTED', to: 'PENDING', by: 'pricing', via: 'take' },
  { from: 'REQUESTED', to: 'FUTURE', by: 'commercial' },
  { from: 'PENDING', to: 'QUOTED', by: 'pricing', via: 'publish' },
  { from: 'PENDING', to: 'REQUESTED', by: 'pricing' },
  { from: 'PENDING', to: 'FUTURE', by: 'commercial' },
  { from: 'QUOTED', to: 'UPDATED', by: 'pricing', via: 'publish' },
  { from: 'QUOTED', to: 'PENDING', by: 'pricing' },
  { from: 'QUOTED', to: 'SENT', by: 'commercial', via: 'send' },
  { from: 'UPDATED', to: 'PENDING', by: 'pricing' },
  { from: 'UPDATED', to: 'SENT', by: 'commercial', via: 'send' },
  { from: 'SENT', to: 'UPDATED', by: 'pricing', via: 'publish' },
  { from: 'SENT', to: 'APPROVED', by: 'commercial' },
  { from: 'SENT', to: 'NOT_APPROVED', by: 'commercial' },
  { from: 'SENT', to: 'FUTURE', by: 'commercial' },
  { from: 'NOT_APPROVED', to: 'REQUESTED', by: 'commercial' },
  { from: 'FUTURE', to: 'REQUESTED', by: 'commercial' },
];

export function findTransition(from: QuotationStatus, to: QuotationStatus): StatusTransition | undefined {
  return STATUS_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** Moves a user can make with the plain status change (edges with their own action excluded). */
export function nextStatuses(from: QuotationStatus, by?: TransitionActor): QuotationStatus[] {
  return STATUS_TRANSITIONS.filter((t) => t.from === from && !t.via && (!by || t.by === by)).map((t) => t.to);
}

/** Closed quotations make up the history screen; the rest are open. */
export const CLOSED_STATUSES: readonly QuotationStatus[] = ['APPROVED', 'NOT_APPROVED'];
/** Waiting for the commercial to act: priced and not yet sent, or sent and awaiting the client's answer. */
export const TO_FINALIZE_STATUSES: readonly QuotationStatus[] = ['QUOTED', 'UPDATED', 'SENT'];

/** Event kinds of the quotation log (spec section 4). */
export const QUOTATION_EVENT_KINDS = [
  'VIEWED',
  'CREATED',
  'STATUS_UPDATE',
  'COST_REQUEST',
  'COST_RECEIVED',
  'COST_DECLINED',
  'COST_QUESTION',
  'COST_QUESTION_ANSWERED',
  'INACTIVATED',
  'PDF_DOWNLOADED',
  'NOTE_ADDED',
  'DOCUMENT_ADDED',
  'SELLS_PUBLISHED',
  'APPROVAL_REQUESTED',
  'APPROVAL_APPROVED',
  'APPROVAL_REJECTED',
  'REQUOTE_REQUESTED',
  'RULE_MATCHED',
  'AUTO_PRICED',
  'INSTANT_QUOTE',
  'AUTO_SEND_BLOCKED',
] as const;
export type QuotationEventKind = (typeof QUOTATION_EVENT_KINDS)[number];

/** Why a client declined a quotation (recorded with NOT_APPROVED). */
export const NOT_APPROVED_REASONS = ['PRICE', 'TRANSIT_TIME', 'SERVICE', 'OTHER'] as const;
export type NotApprovedReason = (typeof NOT_APPROVED_REASONS)[number];
