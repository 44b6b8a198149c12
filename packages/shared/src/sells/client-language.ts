import type { CurrencyFormat, Language } from '../config/modules.js';

/** Countries whose official language is Spanish (ISO 3166-1 alpha-2). */
const SPANISH = new Set([
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GQ',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'UY',
  'VE',
]);
/** Countries whose official language is Portuguese. */
const PORTUGUESE = new Set(['AO', 'BR', 'CV', 'GW', 'MZ', 'PT', 'ST', 'TL']);

/** The language a client's documents (quotation PDF, e-mail) are written in, from its country; English otherwise. */
export function languageForCountry(country: string | null | undefined): Language {
  const code = (country ?? '').trim().toUpperCase();
  if (SPANISH.has(code)) return 'es';
  if (PORTUGUESE.has(code)) return 'pt';
  return 'en';
}

/** The number format each document language reads by default (its main country: Uruguay, the US, Brazil). */
const LANGUAGE_NUMBER_FORMAT: Record<Language, CurrencyFormat> = { es: 'LOCAL', en: 'US', pt: 'LOCAL' };

/**
 * The number format of documents sent to a recipient: their country's convention ("2.710,5" in
 * Uruguay or Brazil, "2,710.5" in Mexico or the US, from the locale data of `Intl`), else the usual
 * one of their language (an agent known only by its language).
 */
export function recipientNumberFormat(recipient: { language: Language; country?: string | null }): CurrencyFormat {
  const country = (recipient.country ?? '').trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(country)) {
    try {
      const decimal = new Intl.NumberFormat(`${recipient.language}-${country}`)
        .formatToParts(1.5)
        .find((p) => p.type === 'decimal')?.value;
      if (decimal === '.') return 'US';
      if (decimal === ',') return 'LOCAL';
    } catch {
      // An unknown locale: the language's default below.
    }
  }
  return LANGUAGE_NUMBER_FORMAT[recipient.language];
}
