import type { ImapConfig } from './app-config.js';

type Env = Record<string, string | undefined>;

/** The mailbox to read replies from over IMAP (INBOUND_IMAP_HOST set), or null. */
export function imapOf(
  env: Env,
  int: (name: string, fallback: number, min?: number) => number,
  bool: (name: string, fallback: boolean) => boolean,
  problems: string[],
): ImapConfig | null {
  const host = env.INBOUND_IMAP_HOST?.trim();
  if (!host) return null;
  const secure = bool('INBOUND_IMAP_SECURE', true);
  const imap: ImapConfig = {
    host,
    port: int('INBOUND_IMAP_PORT', secure ? 993 : 143, 1),
    secure,
    user: env.INBOUND_IMAP_USER?.trim() ?? '',
    password: env.INBOUND_IMAP_PASSWORD ?? '',
    mailbox: env.INBOUND_IMAP_MAILBOX?.trim() || 'INBOX',
    pollMs: int('INBOUND_IMAP_POLL_SECONDS', 60, 1) * 1000,
    sinceDays: int('INBOUND_IMAP_SINCE_DAYS', 7, 0),
  };
  if (imap.port > 65535) problems.push('INBOUND_IMAP_PORT must be at most 65535');
  if (!imap.user || !imap.password)
    problems.push('INBOUND_IMAP_HOST needs INBOUND_IMAP_USER and INBOUND_IMAP_PASSWORD');
  return imap;
}
