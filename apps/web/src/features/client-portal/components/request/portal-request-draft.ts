import { readJson, removeKey, writeJson, type KeyValueStorage } from '@/lib/browser-storage';
import { valuesFromDraft } from '@/components/request-form/draft-values';
import type { RequestFormValues } from '@/components/request-form/form-values';
import { initialPortalRequestValues } from './client-request-values';

/**
 * The client's request as typed, kept in this browser (issue 43: drafts kept), brought back when the
 * form opens again after a reload, a closed tab or a later visit; forgotten once the request is sent.
 */
export type PortalRequestDraft = { values: RequestFormValues; notes: string; savedAt: number };

// A request typed weeks ago is no longer work in progress.
export const PORTAL_DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const portalDraftKey = (username: string): string => `freight.portalRequestDraft.${username}`;

export function readPortalDraft(storage: KeyValueStorage | null, key: string, now: number): PortalRequestDraft | null {
  const stored = readJson(storage, key);
  if (typeof stored !== 'object' || stored === null) return null;
  const d = stored as Partial<PortalRequestDraft>;
  if (typeof d.savedAt !== 'number' || typeof d.values !== 'object' || d.values === null) return null;
  if (now - d.savedAt > PORTAL_DRAFT_MAX_AGE_MS) return null;
  // Every known field over the defaults: a draft kept by an older form still opens.
  const saved = d.values as Record<string, unknown>;
  const values = valuesFromDraft(saved);
  // The portal's own default service where the kept form had none (the staff form's is another).
  if (saved.service === undefined) values.service = initialPortalRequestValues().service;
  return {
    values,
    notes: typeof d.notes === 'string' ? d.notes : '',
    savedAt: d.savedAt,
  };
}

export function writePortalDraft(storage: KeyValueStorage | null, key: string, draft: PortalRequestDraft): void {
  writeJson(storage, key, draft);
}

export function clearPortalDraft(storage: KeyValueStorage | null, key: string): void {
  removeKey(storage, key);
}
