import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { createFilterPersistence, type FilterValues } from './filter-persistence';

export type PersistentFilters<T extends FilterValues> = {
  values: T;
  setValue: <K extends keyof T>(key: K, value: T[K]) => void;
  setValues: (changes: Partial<T>) => void;
  /** Back to the defaults, forgetting the saved values. */
  clear: () => void;
  /** True when any value differs from its default (enables the clear action). */
  isDirty: boolean;
};

/**
 * A screen's filters, restored from localStorage on load and saved 500 ms after the last
 * change (spec section 4). `defaults` is read once, on first render.
 */
export function usePersistentFilters<T extends FilterValues>(storageKey: string, defaults: T): PersistentFilters<T> {
  const [persistence] = useState(() => createFilterPersistence(storageKey, defaults, { storage: browserStorage() }));
  const [initialDefaults] = useState(defaults);
  const [values, setState] = useState<T>(() => persistence.load());
  // Saving happens in the change handlers (not an effect) so merely loading never writes.
  const latest = useRef(values);

  const setValues = useCallback(
    (changes: Partial<T>) => {
      const next = { ...latest.current, ...changes };
      latest.current = next;
      setState(next);
      persistence.schedule(next);
    },
    [persistence],
  );

  const setValue = useCallback(
    <K extends keyof T>(key: K, value: T[K]) => setValues({ [key]: value } as unknown as Partial<T>),
    [setValues],
  );

  const clear = useCallback(() => {
    latest.current = initialDefaults;
    setState(initialDefaults);
    persistence.clear();
  }, [persistence, initialDefaults]);

  // Leaving the screen or reloading within the 500 ms keeps the last change rather than losing it.
  useEffect(() => {
    const onPageHide = () => persistence.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      persistence.flush();
    };
  }, [persistence]);

  const isDirty = Object.keys(initialDefaults).some(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(initialDefaults[key]),
  );

  return { values, setValue, setValues, clear, isDirty };
}
