import { readJson, writeJson, type KeyValueStorage } from '@/lib/browser-storage';

/** Spec section 9: tables have saved column-visibility settings, one per table. */
export function columnsStorageKey(tableId: string): string {
  return `table-columns:${tableId}`;
}

type Stored = { hidden: string[]; shown: string[] };

/**
 * Hidden column ids for a table. Both hidden and re-shown choices are saved, so columns
 * added later appear (or stay hidden by default) without a reset.
 */
export function loadHiddenColumns(
  storage: KeyValueStorage | null,
  tableId: string,
  columns: readonly { id: string; hiddenByDefault?: boolean }[],
): string[] {
  const stored = readJson(storage, columnsStorageKey(tableId)) as Partial<Stored> | undefined;
  const hidden = Array.isArray(stored?.hidden) ? stored.hidden : [];
  const shown = Array.isArray(stored?.shown) ? stored.shown : [];
  return columns
    .filter((c) => hidden.includes(c.id) || (c.hiddenByDefault === true && !shown.includes(c.id)))
    .map((c) => c.id);
}

export function saveHiddenColumns(
  storage: KeyValueStorage | null,
  tableId: string,
  columns: readonly { id: string }[],
  hidden: readonly string[],
): void {
  const ids = columns.map((c) => c.id);
  const value: Stored = {
    hidden: ids.filter((id) => hidden.includes(id)),
    shown: ids.filter((id) => !hidden.includes(id)),
  };
  writeJson(storage, columnsStorageKey(tableId), value);
}
