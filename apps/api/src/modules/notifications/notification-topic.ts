import type {
  CostDeclineReason,
  NotApprovedReason,
  QuotationStatus,
  Service,
  SupportTicketOutcome,
  SupportTicketStatus,
} from '@freight/shared';

/** What happened, with what the recipient needs to read it; rendered in each recipient's language. */
export type NotificationTopic =
  | { kind: 'newRequest'; reference: string; service: Service; lane: string; by: string }
  | { kind: 'costsReceived'; reference: string; provider: string }
  | { kind: 'costsDeclined'; reference: string; provider: string; reason: CostDeclineReason; text: string | null }
  | { kind: 'costQuestion'; reference: string; provider: string; question: string }
  // Issue 42: an agent's reply by mail, applied (replied), or kept for pricing to look at (held).
  | { kind: 'costReplyByMail'; reference: string; provider: string }
  | { kind: 'costReplyHeld'; reference: string; provider: string }
  | { kind: 'agentMailBounced'; reference: string; provider: string; address: string }
  // A received mail no request could be found for: reference is INBOUND_MAIL_NOTIFICATION_KEY (opens the triage).
  | {
      kind: 'inboundMailUnmatched';
      reference: string;
      from: string;
      subject: string;
      /** Issue 42: a mail over INBOUND_MAX_BYTES, kept as a stub (its size, e.g. "27.4 MB"). */
      tooLarge?: string;
    }
  // approvalRequired: under the minimum margin, so the next step is a manager's approval, not sending
  // (absent in notifications stored before it existed).
  | { kind: 'priced'; reference: string; status: QuotationStatus; by: string; approvalRequired?: boolean }
  | { kind: 'approvalRequested'; reference: string; by: string }
  | { kind: 'approvalDecided'; reference: string; approved: boolean; comment: string | null; by: string }
  | { kind: 'statusChanged'; reference: string; from: QuotationStatus; to: QuotationStatus; by: string }
  | {
      kind: 'clientAnswered';
      reference: string;
      accepted: boolean;
      reason: NotApprovedReason | null;
      comment: string | null;
      by: string;
      /** The operation the acceptance opened (issue 43); absent on rows stored before. */
      operation?: string | null;
    }
  | { kind: 'requoteRequested'; reference: string; by: string }
  | { kind: 'operationAssigned'; reference: string; client: string; by: string }
  | { kind: 'eventOverdue'; reference: string; title: string }
  // A rate its owner should renew: reference is RATE-<id>, validTo yyyy-mm-dd.
  | { kind: 'rateExpiring'; reference: string; lane: string; description: string; validTo: string }
  // Support tickets (issue 13): reference is the ticket's "SUP-<number>".
  | { kind: 'supportTicketCreated'; reference: string; title: string; by: string }
  | { kind: 'supportTicketAnswered'; reference: string; title: string; by: string }
  | {
      kind: 'supportTicketStatusChanged';
      reference: string;
      title: string;
      status: SupportTicketStatus | SupportTicketOutcome;
      by: string;
    };

const KINDS: readonly NotificationTopic['kind'][] = [
  'newRequest',
  'costsReceived',
  'costsDeclined',
  'costQuestion',
  'costReplyByMail',
  'costReplyHeld',
  'agentMailBounced',
  'inboundMailUnmatched',
  'priced',
  'approvalRequested',
  'approvalDecided',
  'statusChanged',
  'clientAnswered',
  'requoteRequested',
  'operationAssigned',
  'eventOverdue',
  'rateExpiring',
  'supportTicketCreated',
  'supportTicketAnswered',
  'supportTicketStatusChanged',
];

/** A stored topic, or null for a row without one (typed notices, rows stored before topics). */
export function readTopic(value: unknown): NotificationTopic | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as { kind?: unknown; reference?: unknown };
  if (typeof v.reference !== 'string' || !KINDS.includes(v.kind as NotificationTopic['kind'])) return null;
  return value as NotificationTopic;
}
