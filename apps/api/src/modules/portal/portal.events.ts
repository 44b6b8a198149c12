import type { NotApprovedReason } from '@freight/shared';

/** Domain events of the client portal; the notifications module tells the commercial. */
export const QUOTATION_CLIENT_ANSWERED = 'quotation.client_answered';
export type QuotationClientAnsweredEvent = {
  quotationId: string;
  reference: string;
  commercialId: string;
  accepted: boolean;
  reason: NotApprovedReason | null;
  comment: string | null;
  /** The operation the acceptance opened, where the client's company opens them on acceptance. */
  operation: string | null;
  userId: string;
};

export const QUOTATION_REQUOTE_REQUESTED = 'quotation.requote_requested';
export type QuotationRequoteRequestedEvent = {
  quotationId: string;
  reference: string;
  commercialId: string;
  userId: string;
};
