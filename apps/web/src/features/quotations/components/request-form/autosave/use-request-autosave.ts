import type { Draft } from '@freight/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage } from '@/lib/browser-storage';
import { isApiError } from '@/lib/api-client';
import { useEnabledModules } from '@/lib/app-config';
import { useSession } from '@/lib/session';
import { deleteDraft } from '@/features/drafts/api/delete-draft';
import { draftsKeys } from '@/features/drafts/api/draft-keys';
import { saveDraft } from '@/features/drafts/api/save-draft';
import { draftPayload } from '../draft-payload';
import { valuesFromDraft } from '@/components/request-form/draft-values';
import { initialRequestValues, type RequestFormValues } from '@/components/request-form/form-values';
import { autosaveKey, formIdentity, readAutosave, type AutosaveRecord } from './autosave-store';
import { RequestAutosave, type DraftServer } from './request-autosave';

export type RequestAutosaveSetup = {
  autosave: RequestAutosave;
  /** What the form opened with: empty, or the draft as saved (what "unsaved changes" compares with). */
  original: RequestFormValues;
  /** The work brought back from this browser's autosave, when there was some. */
  restored: AutosaveRecord | null;
};

/**
 * One autosave per opening of the request form, with what it starts from: the draft (or an empty
 * form), or newer work this browser kept of it. The page going away writes at once.
 */
export function useRequestAutosave(draftId: string | undefined, draft: Draft | undefined): RequestAutosaveSetup {
  const { t, i18n } = useTranslation('quotationForm');
  const queryClient = useQueryClient();
  const modules = useEnabledModules();
  const user = useSession()?.claims.user_username ?? 'anonymous';
  const withDrafts = modules.includes('drafts');

  const [setup] = useState<RequestAutosaveSetup>(() => {
    const storage = browserStorage();
    const key = autosaveKey(user);
    const identity = formIdentity(draftId);
    const original = draft ? valuesFromDraft(draft.data) : initialRequestValues();
    const restored = readAutosave(storage, key, identity, Date.now());
    const server: DraftServer | null = withDrafts
      ? {
          save: async (id, body) => {
            const saved = await saveDraft({ id, body });
            queryClient.setQueryData(draftsKeys.detail(saved.id), saved);
            void queryClient.invalidateQueries({ queryKey: draftsKeys.lists() });
            return saved;
          },
          remove: async (id) => {
            await deleteDraft(id);
            queryClient.removeQueries({ queryKey: draftsKeys.detail(id) });
            void queryClient.invalidateQueries({ queryKey: draftsKeys.lists() });
          },
          isNotFound: (error) => isApiError(error) && error.code === 'NOT_FOUND',
        }
      : null;
    const autosave = new RequestAutosave({
      storage,
      key,
      identity,
      server,
      // The name and summary in the reader's language at the time of saving.
      payload: (values) => draftPayload(t, i18n.language, values),
      original,
      draftId: draftId ?? restored?.draftId,
      baseline: draft
        ? { type: draft.type, name: draft.name, summary: draft.summary, data: draft.data }
        : restored?.baseline,
    });
    return { autosave, original, restored: restored && { ...restored, values: valuesFromDraft(restored.values) } };
  });

  const { autosave } = setup;
  useEffect(() => {
    const write = () => autosave.flush();
    const onHidden = () => document.visibilityState === 'hidden' && write();
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onHidden);
      autosave.dispose();
    };
  }, [autosave]);
  return setup;
}
