import { describe, expect, it } from 'vitest';
import { columnsStorageKey, loadHiddenColumns, saveHiddenColumns } from './column-visibility';

function fakeStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const COLUMNS = [{ id: 'code' }, { id: 'name' }, { id: 'email' }, { id: 'notes', hiddenByDefault: true }];

describe('column visibility', () => {
  it('starts from the defaults', () => {
    expect(loadHiddenColumns(fakeStorage(), 'users', COLUMNS)).toEqual(['notes']);
  });

  it('keeps a table choice, apart from other tables', () => {
    const storage = fakeStorage();
    saveHiddenColumns(storage, 'users', COLUMNS, ['email']);
    expect(loadHiddenColumns(storage, 'users', COLUMNS)).toEqual(['email']);
    expect(loadHiddenColumns(storage, 'clients', COLUMNS)).toEqual(['notes']);
    expect(storage.data.has(columnsStorageKey('users'))).toBe(true);
  });

  it('ignores a garbled setting', () => {
    const storage = fakeStorage();
    storage.setItem(columnsStorageKey('users'), '{not json');
    expect(loadHiddenColumns(storage, 'users', COLUMNS)).toEqual(['notes']);
  });
});
