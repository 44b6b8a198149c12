import { ACCESS_TOKEN_STORAGE_KEY, SESSION_CHECK_INTERVAL_MS } from '@freight/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useProfileSettings } from '@/features/account/hooks/use-profile-settings';
import { useAppConfig } from '@/lib/app-config';
import { applyLanguage, storedLanguage } from '@/lib/i18n';
import { preferencesStore } from '@/lib/preferences';
import { sessionStore } from '@/lib/session';

/**
 * Session upkeep of spec section 4: re-check the token every 5 minutes and when another
 * tab changes it, and drop every cached query and the user's display preferences once the
 * session ends (however it ends).
 * Redirects to /login are left to the route guards, which react to the same store.
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const { data: config } = useAppConfig();
  useProfileSettings();

  // Before anyone chose a language on this browser, the server's default applies.
  const defaultLanguage = config?.defaultLanguage;
  useEffect(() => {
    if (defaultLanguage && storedLanguage() === null && sessionStore.getSnapshot() === null) {
      void applyLanguage(defaultLanguage, { remember: false });
    }
  }, [defaultLanguage]);

  useEffect(() => {
    sessionStore.check();
    const timer = window.setInterval(() => sessionStore.check(), SESSION_CHECK_INTERVAL_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ACCESS_TOKEN_STORAGE_KEY) sessionStore.check();
    };
    window.addEventListener('storage', onStorage);

    let signedIn = sessionStore.getSnapshot() !== null;
    const unsubscribe = sessionStore.subscribe(() => {
      const now = sessionStore.getSnapshot() !== null;
      if (signedIn && !now) {
        queryClient.clear();
        preferencesStore.reset();
      }
      signedIn = now;
    });

    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [queryClient]);

  return null;
}
