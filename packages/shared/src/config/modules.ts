/** Module switches of spec section 1; all enabled by default. */
export const APP_MODULES = [
  'analytics',
  'administration',
  'quotations',
  'pricing',
  'express',
  'calendar',
  'drafts',
  'clientQuotations',
  'support',
  'thirdParty',
] as const;
export type AppModule = (typeof APP_MODULES)[number];

export function isAppModule(value: string): value is AppModule {
  return (APP_MODULES as readonly string[]).includes(value);
}

export type AppConfigResponse = {
  modules: AppModule[];
  officialWebsiteUrl: string;
  defaultLanguage: Language;
};

export const LANGUAGES = ['es', 'en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Currency display: US `1,000,000.00` or local `US$ 1.000.000,00` (spec section 9). */
export const CURRENCY_FORMATS = ['US', 'LOCAL'] as const;
export type CurrencyFormat = (typeof CURRENCY_FORMATS)[number];
/**
 * The company's own zone: its calendar (today's rates, reference years, PDF dates, rate expiry) and
 * the zone a mail falls back to when its writer has none. Defined once for the API and the web.
 */
export const COMPANY_TIME_ZONE = 'America/Montevideo';
/** A new user's (and a signed-out page's) zone until they choose one: the company's. */
export const DEFAULT_TIME_ZONE = COMPANY_TIME_ZONE;
