import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFilterPersistence, filterStorageKey, restoreFilters } from './filter-persistence';

function fakeStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: vi.fn((key: string) => void data.delete(key)),
  };
}

const DEFAULTS = { search: '', active: null as boolean | null, webAccess: null as boolean | null };
const KEY = filterStorageKey('users');

describe('filter persistence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes nothing before 500 ms of quiet after the last change', () => {
    const storage = fakeStorage();
    const filters = createFilterPersistence('users', DEFAULTS, { storage });
    filters.schedule({ ...DEFAULTS, search: 'a' });
    vi.advanceTimersByTime(400);
    filters.schedule({ ...DEFAULTS, search: 'an' });
    // 800 ms after the first change but only 499 ms after the last one.
    vi.advanceTimersByTime(499);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('writes the last values once 500 ms pass without a change', () => {
    const storage = fakeStorage();
    const filters = createFilterPersistence('users', DEFAULTS, { storage });
    filters.schedule({ ...DEFAULTS, search: 'a' });
    filters.schedule({ ...DEFAULTS, search: 'ana', active: true });
    vi.advanceTimersByTime(500);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(KEY) ?? '{}')).toEqual({ search: 'ana', active: true, webAccess: null });
  });

  it('restores the saved values on load', () => {
    const storage = fakeStorage();
    createFilterPersistence('users', DEFAULTS, { storage }).schedule({ ...DEFAULTS, webAccess: false });
    vi.advanceTimersByTime(500);
    // A fresh instance stands for the page after a reload.
    expect(createFilterPersistence('users', DEFAULTS, { storage }).load()).toEqual({ ...DEFAULTS, webAccess: false });
  });

  it('clear removes the stored values and a pending save', () => {
    const storage = fakeStorage();
    const filters = createFilterPersistence('users', DEFAULTS, { storage });
    filters.schedule({ ...DEFAULTS, search: 'x' });
    vi.advanceTimersByTime(500);
    filters.schedule({ ...DEFAULTS, search: 'xy' });
    filters.clear();
    vi.advanceTimersByTime(1000);
    expect(storage.data.has(KEY)).toBe(false);
    expect(filters.load()).toEqual(DEFAULTS);
  });

  it('flush writes a pending save at once', () => {
    const storage = fakeStorage();
    const filters = createFilterPersistence('users', DEFAULTS, { storage });
    filters.schedule({ ...DEFAULTS, active: false });
    filters.flush();
    expect(JSON.parse(storage.data.get(KEY) ?? '{}')).toMatchObject({ active: false });
  });

  it('works without storage (private mode)', () => {
    const filters = createFilterPersistence('users', DEFAULTS, { storage: null });
    filters.schedule({ ...DEFAULTS, search: 'x' });
    vi.advanceTimersByTime(500);
    expect(filters.load()).toEqual(DEFAULTS);
  });
});

describe('restoreFilters', () => {
  it('ignores unknown keys, wrong types and garbage', () => {
    expect(restoreFilters({ search: 3, active: true, stale: 'x' }, DEFAULTS)).toEqual({ ...DEFAULTS, active: true });
    expect(restoreFilters('not an object', DEFAULTS)).toEqual(DEFAULTS);
    expect(restoreFilters({ tags: ['a', 1] }, { tags: [] as string[] })).toEqual({ tags: [] });
  });
});
