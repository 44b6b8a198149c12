import { useSyncExternalStore } from 'react';
import { browserStorage, readJson, writeJson } from './browser-storage';
import { sessionStore, useSession } from './session';

// The token that signed in with a one-time password; kept so a reload still shows the change screen.
const STORAGE_KEY = 'password_change_required';

type Listener = () => void;
const listeners = new Set<Listener>();
let requiredFor: string | null = (() => {
  const stored = readJson(browserStorage(), STORAGE_KEY);
  return typeof stored === 'string' ? stored : null;
})();

function set(token: string | null): void {
  requiredFor = token;
  if (token) writeJson(browserStorage(), STORAGE_KEY, token);
  else browserStorage()?.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

/**
 * Whether the current session must change its password before anything else (a one-time
 * password was used). Set by sign-in, by /me, or by any call answering PASSWORD_CHANGE_REQUIRED.
 */
export const passwordChangeStore = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): string | null => requiredFor,
  /** The current session's token must change its password. */
  require: (): void => {
    const token = sessionStore.getSnapshot()?.token ?? null;
    if (token && token !== requiredFor) set(token);
  },
  /** Changed (or signed out): the app opens again. */
  clear: (): void => {
    if (requiredFor !== null) set(null);
  },
};

export function usePasswordChangeRequired(): boolean {
  const session = useSession();
  const token = useSyncExternalStore(
    passwordChangeStore.subscribe,
    passwordChangeStore.getSnapshot,
    passwordChangeStore.getSnapshot,
  );
  return session !== null && token === session.token;
}
