import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/lib/browser-storage';
import { initialPortalRequestValues } from './client-request-values';
import {
  clearPortalDraft,
  PORTAL_DRAFT_MAX_AGE_MS,
  portalDraftKey,
  readPortalDraft,
  writePortalDraft,
} from './portal-request-draft';

function memory(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('the client request draft kept in this browser', () => {
  const key = portalDraftKey('cliente');
  const typed = () => {
    const values = initialPortalRequestValues();
    values.origin = { code: 'CNSHA', name: 'Shanghai', kind: 'SEAPORT' } as never;
    values.clientReference = 'PO-7';
    return values;
  };

  it('brings back what was typed, notes included, per user', () => {
    const storage = memory();
    writePortalDraft(storage, key, { values: typed(), notes: 'Entrega en depósito', savedAt: 1_000 });
    const read = readPortalDraft(storage, key, 2_000);
    expect(read?.notes).toBe('Entrega en depósito');
    expect(read?.values.origin).toEqual({ code: 'CNSHA', name: 'Shanghai', kind: 'SEAPORT' });
    expect(read?.values.clientReference).toBe('PO-7');
    expect(readPortalDraft(storage, portalDraftKey('cliente2'), 2_000)).toBeNull();
  });

  it('keeps the uploaded files, so a reload still sends them', () => {
    const storage = memory();
    const values = typed();
    values.attachments = [{ documentId: 'doc-1', name: 'msds.pdf', sizeBytes: 20, safetyDataSheet: true }];
    writePortalDraft(storage, key, { values, notes: '', savedAt: 1_000 });
    expect(readPortalDraft(storage, key, 2_000)?.values.attachments).toEqual(values.attachments);
  });

  it('fills fields an older form did not keep with the defaults', () => {
    const storage = memory();
    storage.setItem(key, JSON.stringify({ values: { clientReference: 'OLD' }, savedAt: 1 }));
    const read = readPortalDraft(storage, key, 2);
    expect(read?.values.clientReference).toBe('OLD');
    expect(read?.values.service).toBe(initialPortalRequestValues().service);
    expect(read?.values.packingLines).toHaveLength(initialPortalRequestValues().packingLines.length);
    expect(read?.notes).toBe('');
  });

  it('forgets it when sent, when older than its age limit, and ignores unreadable text', () => {
    const storage = memory();
    writePortalDraft(storage, key, { values: typed(), notes: '', savedAt: 0 });
    expect(readPortalDraft(storage, key, PORTAL_DRAFT_MAX_AGE_MS + 1)).toBeNull();
    clearPortalDraft(storage, key);
    expect(storage.map.has(key)).toBe(false);
    storage.setItem(key, '{not json');
    expect(readPortalDraft(storage, key, 1)).toBeNull();
  });
});
