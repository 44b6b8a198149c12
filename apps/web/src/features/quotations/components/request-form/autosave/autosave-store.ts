import type { SaveDraftDto } from '@freight/shared/dto';
import { readJson, removeKey, writeJson, type KeyValueStorage } from '@/lib/browser-storage';
import type { RequestFormValues } from '@/components/request-form/form-values';

/**
 * The request form's copy in this browser (issue 36, item 1): written as the user types, read back
 * when the form opens again after a crash, a reload or a closed tab. One entry per form: the new
 * request (`new`) or a resumed draft (`draft:<id>`), under one key per user.
 */
export type AutosaveRecord = {
  values: RequestFormValues;
  /** When it was written (ms since the epoch), shown when the form is brought back. */
  savedAt: number;
  /** The server draft holding the same work, when there is one. */
  draftId?: string;
  /**
   * What that draft held before this work, to put back if the work is discarded; absent when
   * the autosave created the draft (discarding deletes it then).
   */
  baseline?: SaveDraftDto;
};

export type AutosaveEntries = Record<string, AutosaveRecord>;

// Older entries are dropped: a request typed weeks ago is no longer work in progress.
export const AUTOSAVE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const autosaveKey = (userId: string): string => `freight.requestAutosave.${userId}`;

export const formIdentity = (draftId: string | undefined): string => (draftId ? `draft:${draftId}` : 'new');

function isRecord(value: unknown): value is AutosaveRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<AutosaveRecord>;
  return typeof r.savedAt === 'number' && typeof r.values === 'object' && r.values !== null;
}

function entries(storage: KeyValueStorage | null, key: string): AutosaveEntries {
  const stored = readJson(storage, key);
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries<AutosaveRecord>(
    Object.entries(stored).filter((entry): entry is [string, AutosaveRecord] => isRecord(entry[1])),
  );
}

export function readAutosave(
  storage: KeyValueStorage | null,
  key: string,
  identity: string,
  now: number,
): AutosaveRecord | null {
  const record = entries(storage, key)[identity];
  return record && now - record.savedAt <= AUTOSAVE_MAX_AGE_MS ? record : null;
}

export function writeAutosave(
  storage: KeyValueStorage | null,
  key: string,
  identity: string,
  record: AutosaveRecord,
): void {
  const all = entries(storage, key);
  for (const [id, r] of Object.entries(all)) if (record.savedAt - r.savedAt > AUTOSAVE_MAX_AGE_MS) delete all[id];
  writeJson(storage, key, { ...all, [identity]: record });
}

/** Forgets this form's entry, and any other entry of the same server draft (the work is done with). */
export function clearAutosave(storage: KeyValueStorage | null, key: string, identity: string, draftId?: string): void {
  const all = entries(storage, key);
  delete all[identity];
  if (draftId) {
    for (const [id, r] of Object.entries(all))
      if (r.draftId === draftId || id === formIdentity(draftId)) delete all[id];
  }
  if (Object.keys(all).length === 0) removeKey(storage, key);
  else writeJson(storage, key, all);
}
