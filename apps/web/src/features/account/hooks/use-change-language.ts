import type { Language } from '@freight/shared';
import { useCallback } from 'react';
import { notifyError } from '@/components/notify';
import { applyLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUpdateSettings } from '../api/update-settings';

/** The switch applies at once; when signed in it is also saved to the profile. */
export function useChangeLanguage(): (language: Language) => void {
  const session = useSession();
  const { mutate } = useUpdateSettings();
  return useCallback(
    (language: Language) => {
      void applyLanguage(language);
      if (session) mutate({ language }, { onError: notifyError });
    },
    [mutate, session],
  );
}
