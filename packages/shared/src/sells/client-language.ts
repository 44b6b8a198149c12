import type { Language } from '../config/modules.js';

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
