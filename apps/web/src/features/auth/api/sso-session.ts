// Which session came from single sign-on (issue 46): its sign-out also ends the provider's session.
// Kept apart from sso.ts, which the shell's sign-out does not load unless the session is an SSO one.
const SSO_SESSION_KEY = 'freight.sso.session';

/** Remembers that the session `sid` was opened through the provider (this browser, every tab). */
export function markSsoSession(sid: string): void {
  try {
    localStorage.setItem(SSO_SESSION_KEY, sid);
  } catch {
    // Storage unavailable: sign-out stays the portal's only.
  }
}

/** Whether the session `sid` came from the provider; the mark is dropped once asked (sign-out). */
export function takeSsoSession(sid: string): boolean {
  try {
    const marked = localStorage.getItem(SSO_SESSION_KEY);
    localStorage.removeItem(SSO_SESSION_KEY);
    return marked === sid;
  } catch {
    return false;
  }
}
