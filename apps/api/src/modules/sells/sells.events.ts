import type { QuotationStatus } from '@freight/shared';

/** Domain events of the pricing flow; the notifications module turns them into messages. */
export const QUOTATION_PUBLISHED = 'quotation.published';
export type QuotationPublishedEvent = {
  quotationId: string;
  reference: string;
  commercialId: string;
  status: QuotationStatus;
  userId: string;
  /** The margin on sell is under the minimum: a manager must approve before the commercial can send it. */
  approvalRequired?: boolean;
};

export const QUOTATION_APPROVAL_REQUESTED = 'quotation.approval_requested';
export type QuotationApprovalRequestedEvent = {
  quotationId: string;
  reference: string;
  commercialId: string;
  userId: string;
};

export const QUOTATION_APPROVAL_DECIDED = 'quotation.approval_decided';
export type QuotationApprovalDecidedEvent = {
  quotationId: string;
  reference: string;
  commercialId: string;
  approved: boolean;
  comment: string | null;
  userId: string;
};

export const QUOTATION_SENT = 'quotation.sent';
export type QuotationSentEvent = {
  quotationId: string;
  reference: string;
  commercialId: string;
  recipients: string[];
  userId: string;
};
