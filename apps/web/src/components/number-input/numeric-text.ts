import { decimalPlacesOf, formatNumber, parseNumberInput, type CurrencyFormat } from '@freight/shared';

/** Why typed text is refused: unreadable, more decimals than the field keeps, a fraction or a sign where none fits. */
export type NumericTextError = 'invalid' | 'decimals' | 'integer' | 'negative';

export type NumericTextResult =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'refused'; error: NumericTextError };

export type NumericRules = { decimalScale: number; allowNegative: boolean };

/**
 * Reads a number as the user typed it in their format (issue 24, item 2) with the shared parser,
 * then the field's own limits. Refuses rather than rounds or drops: "80,5" is 80.5 or refused, never 805.
 */
export function readNumericText(text: string, format: CurrencyFormat, rules: NumericRules): NumericTextResult {
  const parsed = parseNumberInput(text, format);
  if (!parsed.ok) return parsed.reason === 'EMPTY' ? { kind: 'empty' } : { kind: 'refused', error: 'invalid' };
  const value = parsed.value;
  if (value < 0 && !rules.allowNegative) return { kind: 'refused', error: 'negative' };
  if (rules.decimalScale === 0 && !Number.isInteger(value)) return { kind: 'refused', error: 'integer' };
  // The decimals as typed, counted exactly (no float scaling: 1.005 has three).
  if (decimalPlacesOf(value) > rules.decimalScale) return { kind: 'refused', error: 'decimals' };
  return { kind: 'number', value };
}

// A value kept before this component (an old draft's "12.5"): plain digits and a point.
const CANONICAL = /^-?\d+(\.\d+)?$/;

/** Whether a number is one the field keeps: its sign and decimals fit the field's rules. */
function fitsRules(value: number, rules: NumericRules): boolean {
  if (!Number.isFinite(value) || (value < 0 && !rules.allowNegative)) return false;
  const factor = 10 ** rules.decimalScale;
  return Math.abs(Math.round(value * factor) - value * factor) <= 1e-6;
}

/**
 * The text a stored value shows: a number in the user's format, '' for empty, and any other text
 * as typed. A plain "12.5" is read as a number only when the field could keep it (an old draft's
 * value); refused text that merely looks plain ("-3", "0.125", "1.5" in a whole-number field) is the
 * user's text and stays as typed: rounding it to "0.13" would change what the user wrote.
 */
export function numericTextOf(
  value: number | string | null | undefined,
  format: CurrencyFormat,
  rules: NumericRules,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    // A number the field would refuse (from elsewhere) is shown whole, so the field says why.
    const maxDecimals = fitsRules(value, rules) ? rules.decimalScale : 10;
    return formatNumber(value, format, { maxDecimals }) ?? '';
  }
  const plain = value.trim();
  if (!CANONICAL.test(plain) || !fitsRules(Number(plain), rules)) return value;
  return formatNumber(Number(plain), format, { maxDecimals: rules.decimalScale }) ?? value;
}

/**
 * True when the stored value is what the text reads: the same number, the text itself (refused
 * text is reported as typed), or no number while the text is empty or refused.
 */
export function textMatchesValue(
  value: number | string | null | undefined,
  text: string,
  format: CurrencyFormat,
  rules: NumericRules,
): boolean {
  if (typeof value === 'string' && value !== '' && value === text) return true;
  const read = readNumericText(text, format, rules);
  let stored: number | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) stored = value;
  else if (typeof value === 'string' && CANONICAL.test(value.trim())) stored = Number(value);
  return stored === null ? read.kind !== 'number' : read.kind === 'number' && read.value === stored;
}

/** Text still being typed ("80," or "-"): not refused yet while the field has focus. */
export function isUnfinished(text: string): boolean {
  return /[.,-]$/.test(text.trim());
}

/** An example in the user's format for the refusal message: "1.234,5" or "1,234.5" (whole numbers: "1.234"). */
export function numericExample(format: CurrencyFormat, decimalScale: number): string {
  return formatNumber(decimalScale > 0 ? 1234.5 : 1234, format, { maxDecimals: Math.min(decimalScale, 2) }) ?? '';
}
