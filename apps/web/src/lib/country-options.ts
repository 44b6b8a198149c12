import { COUNTRY_CODES } from '@freight/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** ISO country codes as select options, named in the UI language by the browser (no name tables in the bundle). */
export function useCountryOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` })).sort((a, b) =>
      a.label.localeCompare(b.label, language),
    );
  }, [language]);
}
