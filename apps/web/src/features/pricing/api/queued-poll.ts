import type { CostRequestInfo } from '@freight/shared';

/** How often the requests reload while a mail is still queued, and for how long after the request. */
export const QUEUED_POLL_MS = 2_000;
const QUEUED_POLL_WINDOW_MS = 5 * 60_000;

/**
 * Poll only while some request's mail is still queued (it leaves within seconds) and was asked
 * recently; answers arrive through the notification channel, which invalidates this query.
 */
export function queuedPollInterval(rows: readonly CostRequestInfo[] | undefined, now = Date.now()): number | false {
  const queued = (rows ?? []).some(
    (r) => !r.sentAt && !r.answeredAt && now - new Date(r.createdAt).getTime() < QUEUED_POLL_WINDOW_MS,
  );
  return queued ? QUEUED_POLL_MS : false;
}
