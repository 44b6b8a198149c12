import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  CARRIER_SHEET_FIELDS,
  CURRENCIES,
  RATE_LIMITS,
  rateFormProblems,
  type CarrierSheetField,
  type CarrierSheetPlace,
  type CarrierSheetPlaceField,
  type CarrierSheetUnknownPlace,
  type ErrorCode,
} from '@freight/shared';
import { SaveRateDto, type SaveCarrierSheetMappingDto } from '@freight/shared/dto';
import { TimeSlice } from '../../../common/concurrency/time-slice.js';
import type { SheetRow, SheetValue } from '../../operations/import/sheet-read.js';
import { readDate, readNumber } from '../import/rate-sheet-rows.js';
import type { PlaceResolution } from './sheet-places.js';

/** A rate a row gives, or why not (the code and the sheet's own column name). */
export type PlannedRate = {
  line: number;
  container: string | null;
  lane: string;
  dto: SaveRateDto | null;
  fail: { code: ErrorCode; column: string | null; places: CarrierSheetUnknownPlace[] | null } | null;
  origin: CarrierSheetPlace | null;
  destination: CarrierSheetPlace | null;
};

/** Each distinct origin/destination text of the sheet (trimmed) as the catalogue reads it. */
export type SheetPlaces = ReadonlyMap<string, PlaceResolution>;

export type SheetOverrides = { validFrom?: string; validTo?: string };

class RowFail extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly column: string | null,
    readonly places: CarrierSheetUnknownPlace[] | null = null,
  ) {
    super(code);
  }
}

const norm = (v: SheetValue | string | undefined) =>
  String(v ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export const cellText = (v: SheetValue | undefined): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').trim();

/** The header row's column index of each mapped header text; the first one not found is named. */
export function locateColumns(
  header: SheetRow | undefined,
  mapping: SaveCarrierSheetMappingDto,
): Map<string, number> | { missing: string } {
  const at = new Map<string, number>();
  (header?.cells ?? []).forEach((c, i) => {
    const key = norm(c);
    if (key && !at.has(key)) at.set(key, i);
  });
  const wanted = [
    // In the fields' own order (a stored mapping's keys come back in jsonb's order), so the first missing is stable.
    ...CARRIER_SHEET_FIELDS.flatMap((f) => (mapping.columns[f] ? [mapping.columns[f]] : [])),
    ...mapping.equipment.map((e) => e.column),
    ...mapping.weightBreaks.map((w) => w.column),
  ];
  const out = new Map<string, number>();
  for (const w of wanted) {
    const i = at.get(norm(w));
    if (i === undefined) return { missing: w };
    out.set(w, i);
  }
  return out;
}

/** Equipment or weight breaks (not both), each column once, breaks increasing. */
export function mappingIsValid(m: SaveCarrierSheetMappingDto): boolean {
  if (m.equipment.length > 0 === m.weightBreaks.length > 0) return false;
  const cols = [...m.equipment.map((e) => e.column), ...m.weightBreaks.map((w) => w.column)].map(norm);
  if (new Set(cols).size !== cols.length) return false;
  return m.weightBreaks.every((w, i) => i === 0 || w.from > m.weightBreaks[i - 1].from);
}

/** The origin and destination texts of the data rows, for resolving them all at once. */
export function placeTexts(rows: SheetRow[], columns: Map<string, number>, m: SaveCarrierSheetMappingDto): string[] {
  const at = [m.columns.origin, m.columns.destination].flatMap((c) => (c ? [columns.get(c)!] : []));
  return rows.flatMap((r) => at.map((i) => cellText(r.cells[i])));
}

/**
 * Reads a carrier sheet's data rows with a mapping: one rate per row (weight breaks) or per non-empty
 * equipment cell of a row. Each is checked as the rate form checks it; a bad value refuses that rate
 * with the column the sheet names it by. The places come matched to the catalogue (see sheet-places).
 * The checks run in time slices: a 60,000-rate sheet never holds the event loop for more than a few ms.
 */
export async function planCarrierRates(
  rows: SheetRow[],
  columns: Map<string, number>,
  mapping: SaveCarrierSheetMappingDto,
  carrierId: string,
  overrides: SheetOverrides,
  places: SheetPlaces,
): Promise<PlannedRate[]> {
  const out: PlannedRate[] = [];
  const slice = new TimeSlice();
  for (const row of rows) {
    await slice.step();
    const text = (f: CarrierSheetField) => {
      const col = mapping.columns[f];
      return col ? cellText(row.cells[columns.get(col)!]) : '';
    };
    const origin = placeOf(places, 'origin', text('origin'));
    const destination = placeOf(places, 'destination', text('destination'));
    const lane = `${origin.place?.code ?? text('origin')} → ${destination.place?.code ?? text('destination')}`;
    const read = { origin: origin.place, destination: destination.place };
    const prices = mapping.equipment.length
      ? mapping.equipment.map((e) => ({ container: e.container, column: e.column }))
      : [{ container: null, column: null }];
    for (const p of prices) {
      const cell = p.column === null ? '' : cellText(row.cells[columns.get(p.column)!]);
      // An empty equipment cell: the carrier does not offer that equipment on the lane.
      if (p.column !== null && cell === '') continue;
      try {
        const dto = rowRate(row, text, mapping, carrierId, overrides, p.container, cell, p.column, columns, {
          origin,
          destination,
        });
        out.push({ line: row.line, container: p.container, lane, dto, fail: null, ...read });
      } catch (e) {
        if (!(e instanceof RowFail)) throw e;
        const fail = { code: e.code, column: e.column, places: e.places };
        out.push({ line: row.line, container: p.container, lane, dto: null, fail, ...read });
      }
    }
  }
  return out;
}

type RowPlace = {
  text: string;
  field: CarrierSheetPlaceField;
  place: CarrierSheetPlace | null;
  unknown: CarrierSheetUnknownPlace | null;
};

function placeOf(places: SheetPlaces, field: CarrierSheetPlaceField, text: string): RowPlace {
  if (!text) return { text, field, place: null, unknown: null };
  const found = places.get(text);
  if (found?.place) return { text, field, place: { text, ...found.place }, unknown: null };
  return { text, field, place: null, unknown: { field, text, suggestions: found?.suggestions ?? [] } };
}

function rowRate(
  row: SheetRow,
  text: (f: CarrierSheetField) => string,
  m: SaveCarrierSheetMappingDto,
  carrierId: string,
  overrides: SheetOverrides,
  container: string | null,
  amountCell: string,
  amountColumn: string | null,
  columns: Map<string, number>,
  places: { origin: RowPlace; destination: RowPlace },
): SaveRateDto {
  const col = (f: CarrierSheetField) => m.columns[f] ?? null;
  const required = (f: CarrierSheetField) => {
    const v = text(f);
    if (!v) throw new RowFail('IMPORT_ROW_RATE_FIELD_MISSING', col(f));
    return v;
  };
  const number = (v: string, column: string | null) => {
    const n = readNumber(v);
    if (n === null || n < 0) throw new RowFail('IMPORT_ROW_NUMBER_INVALID', column);
    return n;
  };
  const whole = (f: CarrierSheetField) => {
    const v = text(f);
    if (!v) return null;
    const n = number(v, col(f));
    if (!Number.isInteger(n)) throw new RowFail('IMPORT_ROW_NUMBER_INVALID', col(f));
    return n;
  };
  const date = (f: 'validFrom' | 'validTo') => {
    if (overrides[f]) return overrides[f];
    const c = col(f);
    if (c) {
      const d = readDate(row.cells[columns.get(c)!] ?? null);
      if (!d) throw new RowFail('IMPORT_ROW_DATE_INVALID', c);
      return d;
    }
    if (!m[f]) throw new RowFail('IMPORT_ROW_DATE_INVALID', null);
    return m[f];
  };
  required('origin');
  required('destination');
  const unknown = [places.origin.unknown, places.destination.unknown].filter((u) => u !== null);
  if (unknown.length) throw new RowFail('RATE_SHEET_LOCATION_UNKNOWN', col(unknown[0].field), unknown);
  const origin = places.origin.place!;
  const destination = places.destination.place!;
  const [originCode, destinationCode] = [origin.code, destination.code];
  const currency = (text('currency') || m.currency || '').toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency))
    throw new RowFail('IMPORT_ROW_SERVICE_UNKNOWN', col('currency'));
  const minimum = text('minimum') ? number(text('minimum'), col('minimum')) : null;

  let charge: SaveRateDto['charges'][number];
  if (container) {
    const amount = number(amountCell, amountColumn);
    charge = { chargeCodeId: m.chargeCodeId, currency, calculator: 'PER_CONTAINER', amount, freight: true } as never;
  } else {
    const breaks = m.weightBreaks
      .map((w) => ({ from: w.from, cell: cellText(row.cells[columns.get(w.column)!]), column: w.column }))
      .filter((b) => b.cell !== '');
    if (!breaks.length) throw new RowFail('IMPORT_ROW_NUMBER_INVALID', m.weightBreaks[0].column);
    const ranges = breaks.map((b, i) => ({
      from: b.from,
      to: i + 1 < breaks.length ? breaks[i + 1].from : null,
      amount: number(b.cell, b.column),
    }));
    charge = {
      chargeCodeId: m.chargeCodeId,
      currency,
      calculator: 'PER_CHARGEABLE_KG',
      amount: ranges[0].amount,
      freight: true,
      rangeBasis: 'CHARGEABLE_WEIGHT',
      ranges,
      minimumAmount: minimum,
    } as never;
  }
  const plain = {
    direction: 'BUY',
    term: 'CONTRACT',
    service: m.service,
    container,
    originCode,
    originName: text('originName') || origin.name,
    destinationCode,
    destinationName: text('destinationName') || destination.name,
    validFrom: date('validFrom'),
    validTo: date('validTo'),
    description: `${m.name}: ${originCode} → ${destinationCode}${container ? ` ${container}` : ''}`.slice(
      0,
      RATE_LIMITS.description.length,
    ),
    transitDays: whole('transitDays'),
    freeDays: whole('freeDays'),
    comments: text('remarks') || null,
    carrierId,
    charges: [charge],
  };
  const dto = plainToInstance(SaveRateDto, plain);
  const [bad] = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
  if (bad) throw new RowFail('IMPORT_ROW_RATE_INVALID', sheetColumnOf(bad.property, m, amountColumn));
  const problems = rateFormProblems(dto);
  if (problems.slots.length || problems.fields.length)
    throw new RowFail('IMPORT_ROW_RATE_INVALID', amountColumn ?? m.weightBreaks[0]?.column ?? null);
  return dto;
}

/** The sheet's column behind a rate field a check refused. */
function sheetColumnOf(property: string, m: SaveCarrierSheetMappingDto, amountColumn: string | null): string | null {
  const byField: Record<string, CarrierSheetField> = {
    originCode: 'origin',
    originName: 'originName',
    destinationCode: 'destination',
    destinationName: 'destinationName',
    validFrom: 'validFrom',
    validTo: 'validTo',
    transitDays: 'transitDays',
    freeDays: 'freeDays',
    comments: 'remarks',
  };
  const f = byField[property];
  if (f) return m.columns[f] ?? null;
  return property === 'charges' ? amountColumn : null;
}
