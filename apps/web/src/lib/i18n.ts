import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@freight/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorsNamespace } from './error-messages';

export const NAMESPACES = ['common', 'errors', 'nav', 'auth', 'home', 'account', 'users'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type LocaleModule = { default: Record<string, unknown> };

// Every locale file is bundled: the three languages together are a few kilobytes.
const localeModules = import.meta.glob<LocaleModule>('../locales/*/*.json', { eager: true });

function buildResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(localeModules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  for (const language of LANGUAGES) {
    resources[language] ??= {};
    resources[language].errors = errorsNamespace(language, resources[language].errors);
  }
  return resources;
}

const LANGUAGE_STORAGE_KEY = 'language';

/** The language chosen on this browser, used before the profile is known. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/**
 * Switches the UI language at once and, unless told otherwise, remembers it on this
 * browser (a server default is applied without being remembered as a choice).
 */
export async function applyLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  if (options.remember ?? true) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage unavailable: the switch still applies to this page.
    }
  }
  document.documentElement.lang = language;
  dayjs.locale(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

const initialLanguage = storedLanguage() ?? DEFAULT_LANGUAGE;
document.documentElement.lang = initialLanguage;
dayjs.locale(initialLanguage);

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // Resources are bundled, so init can finish synchronously before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
