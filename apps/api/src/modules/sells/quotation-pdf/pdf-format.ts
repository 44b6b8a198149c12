import { centsToString, formatAmount, formatNumber, type CurrencyFormat } from '@freight/shared';

/**
 * Numbers and dates of the client documents. Numbers follow the number format (US or LOCAL) of
 * the user who generates the document, through the portal's one formatter; money is exact
 * (cents as bigint).
 */

/** 123456 cents → "1,234.56" (US) or "1.234,56" (LOCAL). */
export function formatMoney(cents: bigint, format: CurrencyFormat): string {
  return formatAmount(centsToString(cents), format) ?? '-';
}

/** A quantity with up to `decimals` decimals, trailing zeros dropped: 1250.5 → "1,250.5" / "1.250,5". */
export function formatQuantity(value: number, format: CurrencyFormat, decimals = 2): string {
  return formatNumber(value, format, { maxDecimals: decimals }) ?? '-';
}

/** yyyy-mm-dd → dd/mm/yyyy (spec section 5). */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
