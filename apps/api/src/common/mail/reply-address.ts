import type { InboundConfig } from '../config/app-config.js';

type Mailbox = NonNullable<InboundConfig['mailbox']>;

/** The plus-address of one cost request and agent: `<local>+<token>@<domain>` (issue 42). */
export function replyAddress(mailbox: Mailbox | null | undefined, token: string): string | null {
  return mailbox ? `${mailbox.local}+${token}@${mailbox.domain}` : null;
}

/**
 * Reply-To naming the analyst (who still gets the reply) and the portal's plus-address (which files
 * it on the request); either alone when the other is missing.
 */
export function replyToHeader(analyst: { name: string; email: string }, plus: string | null): string | undefined {
  const parts = [
    ...(analyst.email ? [`"${analyst.name.replace(/["\\]/g, '')}" <${analyst.email}>`] : []),
    ...(plus ? [plus] : []),
  ];
  return parts.length ? parts.join(', ') : undefined;
}

/** The token of a plus-address of this mailbox, lower-cased (mail servers may change the case), or null. */
export function tokenOf(mailbox: Mailbox, address: string): string | null {
  const m = /^([^@+]+)\+([^@]+)@(.+)$/.exec(address.trim().toLowerCase());
  if (!m || m[1] !== mailbox.local || m[3] !== mailbox.domain) return null;
  return /^[0-9a-f]{32}$/.test(m[2]) ? m[2] : null;
}
