import { ACCESS_TOKEN_STORAGE_KEY, type Permission, type SessionClaims } from '@freight/shared';
import { useSyncExternalStore } from 'react';
import { decodeToken, isExpired } from './token';

export type Session = { token: string; claims: SessionClaims; permissions: Permission[] };
export type SessionEndReason = 'logout' | 'expired' | 'unauthorized';

type Listener = () => void;

function readStorage(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function toSession(token: string | null): Session | null {
  if (!token) return null;
  const decoded = decodeToken(token);
  if (!decoded || isExpired(decoded.claims)) return null;
  return { token, ...decoded };
}

let current: Session | null = null;
let endReason: SessionEndReason | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function removeStoredToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to remove.
  }
}

function endSession(reason: SessionEndReason): void {
  removeStoredToken();
  if (current === null && endReason !== null) return;
  current = null;
  endReason = reason;
  emit();
}

/**
 * The one owner of the access token (spec section 4). Components read it through
 * `useSession`; the API client calls `check()` before every request.
 */
export const sessionStore = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  getSnapshot: (): Session | null => current,

  /** Why the last session ended; guards use it to decide whether to remember the page. */
  lastEndReason: (): SessionEndReason | null => endReason,

  /** Stores a fresh token from sign-in. Returns false when it is unreadable or already expired. */
  start: (token: string): boolean => {
    const session = toSession(token);
    if (!session) return false;
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    current = session;
    endReason = null;
    emit();
    return true;
  },

  end: (reason: SessionEndReason): void => endSession(reason),

  /**
   * Re-reads storage (another tab may have signed in or out) and drops an expired
   * token. Called at load, on a timer and before each API call.
   */
  check: (): Session | null => {
    const stored = readStorage();
    if (stored === current?.token) {
      if (current && isExpired(current.claims)) endSession('expired');
      return current;
    }
    const next = toSession(stored);
    if (!next) {
      if (stored !== null || current !== null) endSession(stored === null ? 'logout' : 'expired');
      return null;
    }
    current = next;
    endReason = null;
    emit();
    return current;
  },
};

// Initial state comes from storage; an expired stored token is removed right away.
sessionStore.check();

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}

export function hasPermission(session: Session | null, permission: Permission | undefined): boolean {
  if (!permission) return session !== null;
  return session?.permissions.includes(permission) ?? false;
}
