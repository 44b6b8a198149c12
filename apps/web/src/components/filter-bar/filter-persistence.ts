import { readJson, removeKey, writeJson, type KeyValueStorage } from '@/lib/browser-storage';

/** Spec section 9: filters are saved 500 ms after the last change. */
export const FILTER_SAVE_DELAY_MS = 500;

export type FilterValue = string | number | boolean | null | string[];
export type FilterValues = Record<string, FilterValue>;

/** Storage key of a screen's filters; namespaced so it never collides with other saved settings. */
export function filterStorageKey(storageKey: string): string {
  return `filters:${storageKey}`;
}

function fits(stored: unknown, fallback: FilterValue): stored is FilterValue {
  if (stored === null) return true;
  if (Array.isArray(fallback)) return Array.isArray(stored) && stored.every((v) => typeof v === 'string');
  // A null default ("any") may hold any scalar once chosen.
  if (fallback === null) return ['string', 'number', 'boolean'].includes(typeof stored);
  return typeof stored === typeof fallback;
}

/**
 * The saved values over the defaults. Only keys the screen still knows, with the right type,
 * are taken, so a value saved by an older version of a screen cannot break it.
 */
export function restoreFilters<T extends FilterValues>(stored: unknown, defaults: T): T {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return { ...defaults };
  const result: FilterValues = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = (stored as Record<string, unknown>)[key];
    if (value !== undefined && fits(value, defaults[key])) result[key] = value;
  }
  return result as T;
}

export type FilterPersistence<T extends FilterValues> = {
  load: () => T;
  /** Saves `values` once no other change came for the delay (a new call restarts the wait). */
  schedule: (values: T) => void;
  /** Writes a pending save now (the screen is closing). */
  flush: () => void;
  /** Drops a pending save and the stored values. */
  clear: () => void;
};

type Options = { storage: KeyValueStorage | null; delayMs?: number };

/** Debounced saving of one screen's filters; pure apart from the timer and the storage it is given. */
export function createFilterPersistence<T extends FilterValues>(
  storageKey: string,
  defaults: T,
  { storage, delayMs = FILTER_SAVE_DELAY_MS }: Options,
): FilterPersistence<T> {
  const key = filterStorageKey(storageKey);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: T | null = null;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };

  const flush = () => {
    const values = pending;
    cancel();
    if (values) writeJson(storage, key, values);
  };

  return {
    load: () => restoreFilters(readJson(storage, key), defaults),
    schedule: (values) => {
      cancel();
      pending = values;
      timer = setTimeout(flush, delayMs);
    },
    flush,
    clear: () => {
      cancel();
      removeKey(storage, key);
    },
  };
}
