import { createHash } from 'node:crypto';
import EmailReplyParser from 'email-reply-parser';
import type { HeaderValue, ParsedMail } from 'mailparser';
import sanitizeHtml from 'sanitize-html';

/** A quotation reference as the portal writes it (MVD-26-000123), for the subject fallback. */
const REFERENCE = /\b([A-Z]{3}-\d{2}-\d{6})\b/;

const headerText = (v: HeaderValue | undefined): string | null => {
  if (typeof v === 'string') return v;
  // Structured headers (Content-Type and the like) keep their main value apart from the parameters.
  if (v && typeof v === 'object' && 'value' in v && typeof v.value === 'string') return v.value;
  return null;
};

/**
 * An automatic answer (out of office, vacation), by the headers RFC 3834 and the common servers set:
 * stored and shown as such, never taken as the agent's answer.
 */
export function isAutoReply(mail: Pick<ParsedMail, 'headers'>): boolean {
  const submitted = headerText(mail.headers.get('auto-submitted'))?.trim().toLowerCase();
  if (submitted && submitted !== 'no') return true;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return true;
  const precedence = headerText(mail.headers.get('precedence'))?.trim().toLowerCase();
  return precedence === 'auto_reply';
}

/** A delivery status notification (RFC 3464): multipart/report; report-type=delivery-status, or the null sender's daemon. */
export function isBounce(mail: Pick<ParsedMail, 'headers' | 'from'>, envelopeFrom: string | null): boolean {
  const type = mail.headers.get('content-type');
  const params = type && typeof type === 'object' && 'params' in type ? (type.params as Record<string, string>) : {};
  if (
    headerText(type)?.toLowerCase() === 'multipart/report' &&
    params['report-type']?.toLowerCase() === 'delivery-status'
  )
    return true;
  const from = mail.from?.value[0]?.address?.toLowerCase() ?? '';
  return !envelopeFrom && /^(mailer-daemon|postmaster)@/.test(from);
}

/** The recipient a bounce reports as failed (Final-Recipient, else Original-Recipient), lower-cased. */
export function bouncedRecipient(text: string): string | null {
  const m = /^(?:Final|Original)-Recipient:\s*rfc822;\s*<?([^\s<>]+@[^\s<>]+)>?/im.exec(text);
  return m ? m[1].toLowerCase() : null;
}

/** Every address the mail was delivered to: the SMTP envelope first, then To, Cc and Delivered-To. */
export function recipientsOf(mail: Pick<ParsedMail, 'to' | 'cc' | 'headers'>, envelopeTo: string[]): string[] {
  const listed = [mail.to, mail.cc]
    .flatMap((a) => (a ? (Array.isArray(a) ? a : [a]) : []))
    .flatMap((a) => a.value.map((v) => v.address ?? ''));
  const delivered = headerText(mail.headers.get('delivered-to'));
  return [...envelopeTo, ...listed, ...(delivered ? [delivered] : [])].filter(Boolean).map((a) => a.toLowerCase());
}

/** The Message-IDs a reply refers to: In-Reply-To first, then References newest first. */
export function referencedIds(mail: Pick<ParsedMail, 'inReplyTo' | 'references'>): string[] {
  const refs = mail.references ? (Array.isArray(mail.references) ? mail.references : mail.references.split(/\s+/)) : [];
  return [...new Set([...(mail.inReplyTo ? mail.inReplyTo.split(/\s+/) : []), ...refs.reverse()].filter(Boolean))];
}

export function referenceInSubject(subject: string): string | null {
  return REFERENCE.exec(subject)?.[1] ?? null;
}

/** The mail's own Message-ID, or one derived from its bytes so a copy without one is still recognised. */
export function messageIdOf(mail: Pick<ParsedMail, 'messageId'>, raw: Uint8Array): string {
  return mail.messageId?.trim() || `<${createHash('sha256').update(raw).digest('hex')}@inbound.local>`;
}

/** The new text of a reply, without the quoted history and signature separators below it. */
export function replyText(text: string | undefined): string {
  if (!text) return '';
  return new EmailReplyParser().read(text).getVisibleText().trim();
}

/**
 * HTML kept for display: an allow-list of formatting tags, links without scripts, no styles, no
 * images (remote ones would tell the sender the mail was read), no forms or frames.
 */
export function safeHtml(html: string | false | undefined): string | null {
  if (!html) return null;
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'img'),
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}
