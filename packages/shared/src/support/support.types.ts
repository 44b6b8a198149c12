import type { UserRef } from '../quotations/quotation.types.js';

export const SUPPORT_TICKET_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'BLOCKED', 'COMPLETED'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** Lowest first. */
export const SUPPORT_TICKET_PRIORITIES = ['MINIMAL', 'VERY_LOW', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type SupportTicketPriority = (typeof SUPPORT_TICKET_PRIORITIES)[number];

/** How a ticket ended; a ticket with an outcome is closed and accepts no messages. */
export const SUPPORT_TICKET_OUTCOMES = ['FINALIZED', 'CANCELLED', 'CLOSED_FOR_FUTURE'] as const;
export type SupportTicketOutcome = (typeof SUPPORT_TICKET_OUTCOMES)[number];

export type SupportProductError = { id: number; name: string };
export type SupportProduct = { id: number; name: string };

/** A user offered in the related-users list (SUPPORT_USER holders). */
export type SupportUser = { id: string; name: string; tenantId: string };

export type SupportAttachmentInfo = {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  messageId: string | null;
  createdAt: string;
};

export type SupportTicketMessage = {
  id: string;
  description: string;
  createdBySupportStaff: boolean;
  author: UserRef | null;
  createdAt: string;
};

export type SupportTicketSummary = {
  id: string;
  number: number;
  title: string;
  product: SupportProduct;
  error: SupportProductError;
  priority: SupportTicketPriority;
  status: SupportTicketStatus;
  outcome: SupportTicketOutcome | null;
  /** yyyy-mm-dd or null. */
  dueDate: string | null;
  overdue: boolean;
  author: UserRef;
  createdAt: string;
  updatedAt: string;
};

export type SupportTicketDetail = SupportTicketSummary & {
  description: string;
  relatedUsers: UserRef[];
  messages: SupportTicketMessage[];
  attachments: SupportAttachmentInfo[];
  solutionMessageId: string | null;
  quotation: { id: string; reference: string } | null;
  operation: { id: string; reference: string } | null;
};

/** A product as support staff maintain it: active or not, with every error type (active or not). */
export type SupportProductAdmin = {
  id: number;
  name: string;
  active: boolean;
  errors: { id: number; name: string; active: boolean }[];
};

/** One of the user's own quotations or operations a ticket may link to. */
export type SupportLinkOption = { reference: string; label: string };
export type SupportLinkOptions = { quotations: SupportLinkOption[]; operations: SupportLinkOption[] };
