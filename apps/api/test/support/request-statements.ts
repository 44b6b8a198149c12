/**
 * Statements that are not a request's own reads, left out when tests count a request's statements:
 * the analytics refresher's poll (a background job whose statement can land in a request's window on
 * a loaded machine) and the session's last-seen touch (at most one a minute per session: a slow run's
 * next request pays it).
 */
const NOT_THE_REQUESTS = [/analytics_refresh_pending/, /^\s*UPDATE sessions SET last_seen_at/i];

export function requestsOwn<T extends { query: string }>(statements: T[]): T[] {
  return statements.filter((s) => !NOT_THE_REQUESTS.some((pattern) => pattern.test(s.query)));
}
