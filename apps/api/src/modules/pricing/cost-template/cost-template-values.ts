import { INT4_MAX, parseFixed } from '@freight/shared';
import type { SheetValue } from '../../../common/untrusted/read-limits.js';

/** A value the reader could not take as it stands: the template is refused, never guessed at. */
export const INVALID = Symbol('invalid');
export type Read<T> = T | null | typeof INVALID;

const text = (v: SheetValue): string => (v instanceof Date ? v.toISOString().slice(0, 10) : (v ?? '')).trim();

/** Text up to `max` characters; null when empty. */
export function readText(v: SheetValue, max: number): Read<string> {
  const t = text(v);
  if (t === '') return null;
  return t.length > max ? INVALID : t;
}

/**
 * A decimal read exactly at `scale`, as its fixed-point units. A number cell is the file's own
 * decimal spelling. Text takes one decimal mark, point or comma, and nothing else (no grouping,
 * signs or symbols); "1.450" or "1,450" is refused, since a thousands separator and a decimal
 * mark read it as 1450 and 1.45. More decimals than the scale, or a negative number, is refused too.
 */
export function readDecimal(v: SheetValue, isNumber: boolean, scale: number): Read<bigint> {
  if (v instanceof Date) return INVALID;
  const t = (v ?? '').replace(/[\s\u00a0\u202f]/g, '');
  if (t === '') return null;
  let spelled = t;
  if (!isNumber) {
    const m = /^(\d+)(?:[.,](\d+))?$/.exec(t);
    if (!m) return INVALID;
    const [, whole, frac] = m;
    if (frac !== undefined && frac.length === 3 && whole.length <= 3 && whole !== '0') return INVALID;
    spelled = frac === undefined ? whole : `${whole}.${frac}`;
  }
  try {
    const units = parseFixed(spelled, scale);
    return units < 0n ? INVALID : units;
  } catch {
    return INVALID;
  }
}

/** A whole number of days (0 to the column's maximum). */
export function readDays(v: SheetValue): Read<number> {
  if (v instanceof Date) return INVALID;
  const t = (v ?? '').trim();
  if (t === '') return null;
  if (!/^\d{1,10}$/.test(t)) return INVALID;
  const n = Number(t);
  return n <= INT4_MAX ? n : INVALID;
}

/** A calendar day: a date cell, or text as dd/mm/yyyy or yyyy-mm-dd; as yyyy-mm-dd. */
export function readDay(v: SheetValue): Read<string> {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? INVALID : v.toISOString().slice(0, 10);
  const t = (v ?? '').trim();
  if (t === '') return null;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const iso = dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : t;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return INVALID;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : INVALID;
}
