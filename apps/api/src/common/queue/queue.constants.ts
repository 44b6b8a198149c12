/** Every BullMQ queue of the API; the owning module's processor consumes it. */
export const QUEUE_NAMES = {
  mail: 'mail',
  operationOverdue: 'operation-overdue',
  costRequestReminders: 'cost-request-reminders',
  quotationRules: 'quotation-rules',
  rateExpiry: 'rate-expiry',
  inboundNotices: 'inbound-notices',
} as const;

export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

/** Job names per queue. */
export const MAIL_JOBS = {
  send: 'send-mail',
} as const;

/** The repeatable scan that tells operatives about their events that became overdue (no payload). */
export const OPERATION_OVERDUE_JOBS = {
  scan: 'scan-overdue-events',
} as const;

/** The repeatable scan that reminds agents who have not answered a cost request in time (no payload). */
export const COST_REQUEST_REMINDER_JOBS = {
  scan: 'scan-cost-request-reminders',
} as const;

/** Payload of a `send-mail` job. The idempotency key names the side effect: one key, at most one e-mail. */
export type SendMailJob = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's answer goes (e.g. the analyst of a cost request) instead of the no-reply sender. */
  replyTo?: string;
  /** SMTP envelope sender (Return-Path), so a bounce reaches the reply mailbox with the request's token (issue 42). */
  envelopeFrom?: string;
  /** Files travel inside the job (base64), so a retry sends the very same bytes. */
  attachments?: MailAttachment[];
  idempotencyKey: string;
};

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** Emitted in-process after SMTP accepted a mail, so owners can record delivery (e.g. a cost request's sentAt). */
export const MAIL_SENT_EVENT = 'mail.sent';
export type MailSentEvent = { idempotencyKey: string; messageId: string; sentAt: Date };

/** A quotation priced by a rule with "send" on: the sending path mails it to the client (one job per quotation). */
export const RULE_JOBS = {
  send: 'send-auto-priced',
} as const;
export type RuleSendJob = { quotationId: string; ruleId: string };

/** The repeatable scan that tells owners a week before their rate expires (no payload). */
export const RATE_EXPIRY_JOBS = {
  scan: 'scan-expiring-rates',
} as const;

/**
 * What a stored mail became (issue 42), written to the outbox in the transaction that stored it, so pricing
 * is told even when the process dies right after the commit (one job per mail and outcome).
 */
export const INBOUND_NOTICE_JOBS = {
  announce: 'announce-inbound-mail',
} as const;

/**
 * Retries and retention of a queue fed by the outbox (work that follows a committed write): five tries
 * with exponential backoff from 2 s, finished jobs kept a day, failed ones a week for inspection.
 */
export const OUTBOX_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
