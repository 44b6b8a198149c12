import {
  CONTAINER_TYPE_CODES,
  CURRENCIES,
  RATE_CALCULATORS,
  RATE_DIRECTIONS,
  RATE_RANGE_BASES,
  RATE_SHEET_COLUMNS,
  RATE_SHEET_REQUIRED,
  RATE_TERMS,
  SERVICES,
  type ErrorCode,
  type RateImportError,
  type RateSheetColumn,
} from '@freight/shared';
import type { SaveRateDto } from '@freight/shared/dto';
import type { SheetValue } from '../../operations/import/sheet-read.js';

export type Columns = Partial<Record<RateSheetColumn, number>>;

/** The header's columns by name (case and spaces ignored), or null when a required one is missing. */
export function mapRateHeader(header: SheetValue[] | undefined): Columns | null {
  const found: Columns = {};
  const norm = (v: SheetValue) =>
    String(v ?? '')
      .replace(/\s+/g, '')
      .toLowerCase();
  (header ?? []).forEach((cell, i) => {
    const name = RATE_SHEET_COLUMNS.find((c) => c.toLowerCase() === norm(cell));
    if (name && found[name] === undefined) found[name] = i;
  });
  return RATE_SHEET_REQUIRED.every((c) => found[c] !== undefined) ? found : null;
}

/** One charge row as read: the rate's own fields and the charge's, with codes still to resolve. */
export type ParsedChargeRow = {
  line: number;
  rate: string;
  fields: Omit<SaveRateDto, 'charges' | 'carrierId' | 'ownerId'> & { carrier: string };
  charge: Omit<SaveRateDto['charges'][number], 'chargeCodeId'> & { chargeCode: string };
};

type Fail = { fail: RateImportError };
const isFail = (v: unknown): v is Fail => typeof v === 'object' && v !== null && 'fail' in v;

/** A number as typed: "1234.5", "1234,5" or an Excel number. */
export function readNumber(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

/** yyyy-mm-dd, dd/mm/yyyy or an Excel date cell, as yyyy-mm-dd. */
export function readDate(v: SheetValue): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  const t = String(v ?? '').trim();
  let iso: string | null = null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) iso = t;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** "0-45:3.10; 45-100:2.65; 100-:1.95" (the last may be open). */
export function readRanges(text: string): { from: number; to: number | null; amount: number }[] | null {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const out = [];
  for (const p of parts) {
    const m = /^([\d.,]+)\s*-\s*([\d.,]*)\s*:\s*([\d.,]+)$/.exec(p);
    if (!m) return null;
    const from = readNumber(m[1]);
    const to = m[2] ? readNumber(m[2]) : null;
    const amount = readNumber(m[3]);
    if (from === null || amount === null || (m[2] && to === null)) return null;
    out.push({ from, to, amount });
  }
  return out;
}

export function writeRanges(ranges: { from: number; to: number | null; amount: number }[]): string {
  return ranges.map((r) => `${r.from}-${r.to ?? ''}:${r.amount}`).join('; ');
}

/** Parses one row; the first problem (column and code) when it cannot be read. */
export function parseRateRow(cells: SheetValue[], line: number, cols: Columns): ParsedChargeRow | RateImportError {
  const raw = (c: RateSheetColumn): SheetValue => (cols[c] === undefined ? null : (cells[cols[c]] ?? null));
  const text = (c: RateSheetColumn): string => {
    const v = raw(c);
    return v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').trim();
  };
  const fail = (column: RateSheetColumn, code: ErrorCode): Fail => ({ fail: { line, column, code } });
  const oneOf = <T extends string>(c: RateSheetColumn, list: readonly T[], fallback?: T): T | Fail => {
    const v = text(c).toUpperCase();
    if (!v && fallback !== undefined) return fallback;
    return (list as readonly string[]).includes(v) ? (v as T) : fail(c, 'IMPORT_ROW_SERVICE_UNKNOWN');
  };
  const num = (c: RateSheetColumn, required: boolean): number | null | Fail => {
    const t = text(c);
    if (!t) return required ? fail(c, 'IMPORT_ROW_NUMBER_INVALID') : null;
    const n = readNumber(t);
    return n === null ? fail(c, 'IMPORT_ROW_NUMBER_INVALID') : n;
  };
  const date = (c: RateSheetColumn): string | Fail => readDate(raw(c)) ?? fail(c, 'IMPORT_ROW_DATE_INVALID');

  const rate = text('rate');
  if (!rate) return { line, column: 'rate', code: 'IMPORT_ROW_RATE_KEY_MISSING' };
  const values = {
    direction: oneOf('direction', RATE_DIRECTIONS, 'BUY'),
    term: oneOf('term', RATE_TERMS, 'SPOT'),
    service: oneOf('service', SERVICES),
    container: text('container') ? oneOf('container', CONTAINER_TYPE_CODES) : null,
    validFrom: date('validFrom'),
    validTo: date('validTo'),
    transitDays: num('transitDays', false),
    freeDays: num('freeDays', false),
    currency: oneOf('currency', CURRENCIES),
    calculator: oneOf('calculator', RATE_CALCULATORS),
    amount: num('amount', true),
    minimumAmount: num('minimumAmount', false),
    minimumBelow: num('minimumBelow', false),
    rangeBasis: text('rangeBasis') ? oneOf('rangeBasis', RATE_RANGE_BASES) : null,
    ranges: text('ranges') ? (readRanges(text('ranges')) ?? fail('ranges', 'IMPORT_ROW_NUMBER_INVALID')) : [],
  };
  for (const v of Object.values(values)) if (isFail(v)) return v.fail;
  const v = values as { [K in keyof typeof values]: Exclude<(typeof values)[K], Fail> };
  // The rate import's own wording (not the shipment import's "shipment key"): issue 36, item 15.
  for (const c of ['originCode', 'destinationCode', 'carrier', 'description'] as const)
    if (!text(c)) return { line, column: c, code: 'IMPORT_ROW_RATE_FIELD_MISSING' };
  if (!text('chargeCode')) return { line, column: 'chargeCode', code: 'IMPORT_ROW_CHARGE_CODE_MISSING' };
  const whole = (n: number | null) => (n === null ? null : Math.round(n));
  return {
    line,
    rate,
    fields: {
      direction: v.direction,
      term: v.term,
      service: v.service,
      container: v.container,
      originCode: text('originCode').toUpperCase(),
      originName: text('originName') || text('originCode').toUpperCase(),
      destinationCode: text('destinationCode').toUpperCase(),
      destinationName: text('destinationName') || text('destinationCode').toUpperCase(),
      validFrom: v.validFrom,
      validTo: v.validTo,
      carrier: text('carrier').toUpperCase(),
      description: text('description'),
      transitDays: whole(v.transitDays),
      freeDays: whole(v.freeDays),
      frequency: text('frequency') || null,
      route: text('route') || null,
      comments: text('comments') || null,
    },
    charge: {
      chargeCode: text('chargeCode').toUpperCase(),
      description: text('chargeDescription') || null,
      currency: v.currency,
      calculator: v.calculator,
      amount: v.amount!,
      freight: ['Y', 'YES', 'S', 'SI', 'SÍ', 'SIM', 'TRUE', '1'].includes(text('freight').toUpperCase()),
      minimumAmount: v.minimumAmount,
      minimumBelow: v.minimumBelow,
      rangeBasis: v.rangeBasis,
      ranges: v.ranges,
    },
  };
}

export const isRowError = (v: ParsedChargeRow | RateImportError): v is RateImportError => 'code' in v;
