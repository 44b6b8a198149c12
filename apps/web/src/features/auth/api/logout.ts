import { sessionStore } from '@/lib/session';

/**
 * `POST /auth/v1/logout`: ends the token's session on the server (issue 18), so a copy of the
 * token left anywhere stops working. Fire and forget: signing out locally never waits for it,
 * and a failure (offline, already ended) changes nothing on this side.
 */
export function logoutOnServer(): void {
  const session = sessionStore.check();
  if (!session) return;
  void fetch('/auth/v1/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
    keepalive: true,
  }).catch(() => undefined);
}
