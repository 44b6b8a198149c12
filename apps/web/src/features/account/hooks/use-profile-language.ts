import { useEffect } from 'react';
import { applyLanguage } from '@/lib/i18n';
import { useMe } from '../api/get-me';

/** On load (and after each sign-in) the profile's language wins over this browser's choice. */
export function useProfileLanguage(): void {
  const { data: me } = useMe();
  const language = me?.language;
  useEffect(() => {
    if (language) void applyLanguage(language);
  }, [language]);
}
