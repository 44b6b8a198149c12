import { CURRENCY_FORMATS, DEFAULT_TIME_ZONE, type CurrencyFormat } from '@freight/shared';
import { useSyncExternalStore } from 'react';

/** How the signed-in user wants money and dates shown (spec sections 2 and 9). */
export type DisplayPreferences = { currencyFormat: CurrencyFormat; timeZone: string };

export const DEFAULT_PREFERENCES: DisplayPreferences = { currencyFormat: 'US', timeZone: DEFAULT_TIME_ZONE };

export function isCurrencyFormat(value: unknown): value is CurrencyFormat {
  return typeof value === 'string' && (CURRENCY_FORMATS as readonly string[]).includes(value);
}

/** True when the runtime knows the IANA zone (a stale profile value must not crash formatting). */
export function isKnownTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type Listener = () => void;

let current: DisplayPreferences = DEFAULT_PREFERENCES;
const listeners = new Set<Listener>();

/**
 * The one place the display preferences live. The profile fills it after sign-in and the
 * settings page after a save, so every formatted value re-renders at once; code outside
 * React reads `get()`.
 */
export const preferencesStore = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  get: (): DisplayPreferences => current,

  /** Applies the known parts of `next`; unknown formats or zones keep the current value. */
  set: (next: Partial<DisplayPreferences>): void => {
    const merged: DisplayPreferences = {
      currencyFormat: isCurrencyFormat(next.currencyFormat) ? next.currencyFormat : current.currencyFormat,
      timeZone: isKnownTimeZone(next.timeZone) ? next.timeZone : current.timeZone,
    };
    if (merged.currencyFormat === current.currencyFormat && merged.timeZone === current.timeZone) return;
    current = merged;
    for (const listener of listeners) listener();
  },

  /** Back to the defaults when the session ends, so the next user never sees the last one's. */
  reset: (): void => preferencesStore.set(DEFAULT_PREFERENCES),
};

export function usePreferences(): DisplayPreferences {
  return useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get, preferencesStore.get);
}
