import type { Language } from '@freight/shared';

/** Number and date formatting of the client documents, exact for money (cents as bigint). */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  es: { group: '.', decimal: ',' },
  pt: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

function group(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** 123456 cents → "1.234,56" (es, pt) or "1,234.56" (en). */
export function formatMoney(cents: bigint, language: Language): string {
  const { group: g, decimal } = SEPARATORS[language];
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${group(String(abs / 100n), g)}${decimal}${String(abs % 100n).padStart(2, '0')}`;
}

/** A quantity with up to `decimals` decimals, trailing zeros dropped: 1250.5 → "1.250,5". */
export function formatQuantity(value: number, language: Language, decimals = 2): string {
  const { group: g, decimal } = SEPARATORS[language];
  const [whole, frac = ''] = Math.abs(value).toFixed(decimals).split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${group(whole, g)}${trimmed ? decimal + trimmed : ''}`;
}

/** yyyy-mm-dd → dd/mm/yyyy (spec section 5). */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
