import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@freight/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorsNamespace, loadErrorCatalogue } from './error-messages';

export const NAMESPACES = [
  'common',
  'errors',
  'nav',
  'auth',
  'home',
  'account',
  'users',
  'quotations',
  'quotationForm',
  'drafts',
  'providers',
  'chargeCodes',
  'standardNotes',
  'agentCosts',
  'pricing',
  'notifications',
  'password',
  'recordTypes',
  'clients',
  'clientPortal',
  'audit',
  'operations',
  'exports',
  'support',
  'analytics',
  'rates',
  'accessibility',
  'sso',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type LocaleModule = { default: Record<string, unknown> };

/** What sign-in and the shell need at once; every other namespace loads with its screen. */
export const CORE_NAMESPACES = ['common', 'errors', 'nav', 'auth'] as const;

// Core texts are in the entry bundle; feature texts become chunks fetched on first use, which keeps
// sign-in's JavaScript inside its budget however many screens are added.
// Home's texts load with the home screen (issue 47: their room in the entry pays for the skip link and
// the accessibility statement's route).
const coreModules = import.meta.glob<LocaleModule>('../locales/*/{common,errors,nav,auth}.json', { eager: true });
const featureLoaders = import.meta.glob<LocaleModule>('../locales/*/*.json');

function buildResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(coreModules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  for (const language of LANGUAGES) resources[language] ??= {};
  return resources;
}

/** i18next backend reading a feature namespace's chunk. */
const lazyLocales = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data: Record<string, unknown> | null) => void) {
    const load = featureLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error, null),
    );
  },
};

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
// A page that speaks someone else's language (the agent's no-login page speaks the agent's) holds it:
// a staff profile signed in on the same browser does not switch that page to the profile's language.
let heldLanguage: Language | null = null;

export function holdPageLanguage(language: Language | null): void {
  heldLanguage = language;
  if (language) void applyLanguage(language, { remember: false });
}

/** The profile's language, unless the page on screen holds its own. */
export function applyProfileLanguage(language: Language): void {
  if (heldLanguage === null) void applyLanguage(language);
}

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

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: buildResources(),
    // Bundled core resources plus the backend for the rest.
    partialBundledLanguages: true,
    lng: initialLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    // Resources are bundled, so init can finish synchronously before the first render.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export { i18n };

// The API's messages join the bundled browser-only ones as soon as their chunk arrives (those win on a
// shared key, as errors.json is the browser's own wording); translateError falls back to the message the
// API sent, in the same language, for an answer that comes earlier.
void loadErrorCatalogue().then((catalogue) => {
  for (const language of LANGUAGES) {
    const browserOnly = i18n.getResourceBundle(language, 'errors') as Record<string, unknown> | undefined;
    i18n.addResourceBundle(language, 'errors', errorsNamespace(catalogue, language, browserOnly ?? {}), true, true);
  }
});
