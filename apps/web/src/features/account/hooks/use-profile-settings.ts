import { useEffect } from 'react';
import { applyProfileLanguage } from '@/lib/i18n';
import { preferencesStore } from '@/lib/preferences';
import { useMe } from '../api/get-me';

/**
 * On load, after each sign-in and after each save, the profile's language, currency format
 * and time zone apply to the whole app (the profile's language wins over this browser's).
 */
export function useProfileSettings(): void {
  const { data: me } = useMe();
  const language = me?.language;
  const currencyFormat = me?.currencyFormat;
  const timeZone = me?.timeZone;

  useEffect(() => {
    if (language) applyProfileLanguage(language);
  }, [language]);

  useEffect(() => {
    if (currencyFormat || timeZone) preferencesStore.set({ currencyFormat, timeZone });
  }, [currencyFormat, timeZone]);
}
