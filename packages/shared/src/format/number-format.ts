import type { CurrencyFormat } from '../config/modules.js';
import { fixedToString, roundToScale } from '../money/fixed-point.js';

/**
 * One number format for the whole portal (spec section 9): the user's setting, US `1,234.5`
 * or local `1.234,5`. Screens, exports and PDFs format with these functions; inputs read
 * with `parseNumberInput`, which never reinterprets digits.
 */
export type NumberSeparators = { group: string; decimal: string };

export function numberSeparators(format: CurrencyFormat): NumberSeparators {
  return format === 'LOCAL' ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' };
}

function groupDigits(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export type NumberFormatOptions = { minDecimals?: number; maxDecimals?: number };

/**
 * 1234.5 → "1,234.5" (US) or "1.234,5" (LOCAL). Decimal strings from the API keep their
 * precision up to `maxDecimals` (default 2); trailing zeros beyond `minDecimals` (default 0) drop.
 * Returns null for a missing or unreadable value (callers show N/A).
 */
export function formatNumber(
  value: number | string | null | undefined,
  format: CurrencyFormat,
  { minDecimals = 0, maxDecimals = 2 }: NumberFormatOptions = {},
): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  let units: bigint;
  try {
    // Exact decimal digits rounded once, half away from zero (2.675 → 2.68), never a float's toFixed.
    units = roundToScale(value, maxDecimals);
  } catch {
    return null;
  }
  const { group, decimal } = numberSeparators(format);
  const [whole, frac = ''] = fixedToString(units < 0n ? -units : units, maxDecimals).split('.');
  let kept = frac;
  while (kept.length > minDecimals && kept.endsWith('0')) kept = kept.slice(0, -1);
  return `${units < 0n ? '-' : ''}${groupDigits(whole, group)}${kept ? decimal + kept : ''}`;
}

/** Money: always two decimals, e.g. "1,234.50" / "1.234,50" (cents as text from `centsToString` print exactly). */
export function formatAmount(value: number | string | null | undefined, format: CurrencyFormat): string | null {
  return formatNumber(value, format, { minDecimals: 2, maxDecimals: 2 });
}

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: 'EMPTY' | 'INVALID' };

const GROUPED = (sep: string) => new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`);

/**
 * Reads a number typed by a person in their format. The user's decimal separator is always a
 * decimal; the other separator is read as a decimal only where it cannot be a thousands group
 * ("80,5" in US format is 80.5, "1,234" is 1234). Anything else is refused, never guessed.
 */
export function parseNumberInput(text: string, format: CurrencyFormat): ParsedNumber {
  const trimmed = text.replace(/[\s\u00a0\u202f]/g, '');
  if (trimmed === '') return { ok: false, reason: 'EMPTY' };
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1) : trimmed;
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return { ok: false, reason: 'INVALID' };
  const { group, decimal } = numberSeparators(format);
  let intPart: string;
  let fracPart = '';
  const hasGroup = body.includes(group);
  const hasDecimal = body.includes(decimal);
  if (hasGroup && hasDecimal) {
    // Both separators: the last one is the decimal, the other must group the integer part properly.
    const lastSep = Math.max(body.lastIndexOf(group), body.lastIndexOf(decimal));
    const dec = body[lastSep];
    const grp = dec === group ? decimal : group;
    intPart = body.slice(0, lastSep);
    fracPart = body.slice(lastSep + 1);
    if (!GROUPED(grp).test(intPart) || !/^\d+$/.test(fracPart)) return { ok: false, reason: 'INVALID' };
    intPart = intPart.split(grp).join('');
  } else if (hasDecimal) {
    const parts = body.split(decimal);
    if (parts.length !== 2 || !/^\d*$/.test(parts[0]) || !/^\d+$/.test(parts[1]))
      return { ok: false, reason: 'INVALID' };
    [intPart, fracPart] = [parts[0] || '0', parts[1]];
  } else if (hasGroup) {
    if (GROUPED(group).test(body)) intPart = body.split(group).join('');
    else {
      // Not a valid grouping: one separator followed by other than three digits is the other decimal.
      const parts = body.split(group);
      if (parts.length !== 2 || !/^\d*$/.test(parts[0]) || !/^\d{1,2}$|^\d{4,}$/.test(parts[1]))
        return { ok: false, reason: 'INVALID' };
      [intPart, fracPart] = [parts[0] || '0', parts[1]];
    }
  } else {
    intPart = body;
  }
  const value = Number(`${negative ? '-' : ''}${intPart}${fracPart ? '.' + fracPart : ''}`);
  if (!Number.isFinite(value)) return { ok: false, reason: 'INVALID' };
  return { ok: true, value: value === 0 ? 0 : value };
}
