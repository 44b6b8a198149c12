import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@freight/shared';

/** Picks es/en/pt from Accept-Language (the SPA sends the user's language). */
export function pickLanguage(acceptLanguage: string | undefined, fallback: Language = DEFAULT_LANGUAGE): Language {
  if (!acceptLanguage) return fallback;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return fallback;
}
