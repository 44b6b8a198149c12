import type { Page } from '../common/pagination.js';
import type { CostTemplateProblem } from '../pricing/cost-template.js';

/** What became of a mail received for the cost requests (issue 42). */
export const INBOUND_MAIL_KINDS = [
  'REPLY',
  'AUTO_REPLY',
  'BOUNCE',
  'UNMATCHED',
  'HELD_STRANGER',
  'HELD_SUBJECT',
  'FLAGGED_CLOSED',
] as const;
export type InboundMailKind = (typeof INBOUND_MAIL_KINDS)[number];

/** Mails that wait for pricing's decision: the triage list shows these unless asked for another kind. */
export const INBOUND_DECISION_KINDS = ['UNMATCHED', 'HELD_SUBJECT', 'HELD_STRANGER', 'FLAGGED_CLOSED'] as const;
/** What the triage list can be filtered by: the kinds above, and automatic answers and bounces as information. */
export const INBOUND_TRIAGE_KINDS = [...INBOUND_DECISION_KINDS, 'AUTO_REPLY', 'BOUNCE'] as const;
export type InboundTriageKind = (typeof INBOUND_TRIAGE_KINDS)[number];
/**
 * A notification's key about the triage list (issue 42: a mail no request was found for): it opens
 * /pricing/correos, and its push tells the list on screen to reload.
 */
export const INBOUND_MAIL_NOTIFICATION_KEY = 'MAIL-TRIAGE';

/** Held mails pricing may accept as the agent's answer (an unmatched one once given a request). */
export const INBOUND_ACCEPTABLE_KINDS = ['UNMATCHED', 'HELD_SUBJECT', 'HELD_STRANGER'] as const;

/** ACCEPTED: applied to the request it was matched to; ASSIGNED: to a request pricing chose; DISMISSED: handled, nothing applied. */
export const INBOUND_MAIL_DECISIONS = ['ACCEPTED', 'ASSIGNED', 'DISMISSED'] as const;
export type InboundMailDecision = (typeof INBOUND_MAIL_DECISIONS)[number];

/** An attachment: stored ones (a reply's) carry the file id to download; a held mail's only its name. */
export type InboundMailFile = { id: string | null; name: string };

/** One received mail as pricing sees it: the new text only (quoted history stripped), never raw HTML. */
export type InboundMailInfo = {
  id: string;
  kind: InboundMailKind;
  from: { address: string; name: string | null };
  subject: string;
  receivedAt: string;
  text: string;
  /** TOKEN (its plus-address), HEADER (In-Reply-To/References) or SUBJECT (a guess pricing confirms). */
  matchedBy: 'TOKEN' | 'HEADER' | 'SUBJECT' | null;
  request: {
    id: string;
    reference: string;
    provider: { id: string; name: string };
    email: string;
  } | null;
  files: InboundMailFile[];
  /** Attachments refused by the upload rules, with the error code that refused each. */
  rejectedFiles: { name: string; code: string }[];
  /** A cost template it carried that could not be read into a draft cost, and why (the mail is filed all the same). */
  templateErrors: CostTemplateProblem[];
  /** A bounce: the address that could not be delivered to. */
  bouncedAddress: string | null;
  /** A mail over the size limit read over IMAP: only its headers were kept (its size in bytes); null otherwise. */
  tooLargeBytes: number | null;
  decision: { kind: InboundMailDecision; at: string; by: string | null } | null;
};

export type InboundMailPage = Page<InboundMailInfo>;
