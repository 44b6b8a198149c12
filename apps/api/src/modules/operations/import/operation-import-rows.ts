import {
  CONTAINER_MODES,
  LANGUAGES,
  OPERATION_STATUSES,
  TRANSPORT_MODES,
  type ContainerMode,
  type OperationImportError,
  type OperationStatus,
  type TransportMode,
} from '@freight/shared';
import { MODE_LABELS } from '../../../common/i18n/labels.js';
import { HEADERS, OPERATION_STATUS_LABELS } from '../operation-export.js';
import type { SheetValue } from './sheet-read.js';

/** The list's columns an import reads (the export's in es, en or pt); the rest (reference, counts) are ignored. */
export const IMPORT_FIELDS = [
  null,
  'status',
  'client',
  'houseNumber',
  'masterNumber',
  'shipmentKey',
  'containers',
  'quoteNumber',
  'mode',
  'containerMode',
  'origin',
  'destination',
  'etd',
  'eta',
  'operatives',
  'commercial',
] as const;
export type ImportField = Exclude<(typeof IMPORT_FIELDS)[number], null>;
const REQUIRED: ImportField[] = ['shipmentKey', 'client', 'mode'];

export const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const HEADER_FIELD = new Map<string, ImportField>();
for (const language of LANGUAGES)
  HEADERS[language].forEach((h, i) => {
    const field = IMPORT_FIELDS[i];
    if (field) HEADER_FIELD.set(norm(h), field);
  });
const STATUS_BY_TEXT = new Map<string, OperationStatus>();
for (const s of OPERATION_STATUSES) {
  STATUS_BY_TEXT.set(norm(s), s);
  for (const language of LANGUAGES) STATUS_BY_TEXT.set(norm(OPERATION_STATUS_LABELS[language][s]), s);
}
const MODE_BY_TEXT = new Map<string, TransportMode>();
for (const m of TRANSPORT_MODES) {
  MODE_BY_TEXT.set(norm(m), m);
  for (const language of LANGUAGES) MODE_BY_TEXT.set(norm(MODE_LABELS[language][m]), m);
}

/** Which column holds each field; null when a required one is missing. */
export function mapHeader(header: SheetValue[]): Map<ImportField, number> | null {
  const columns = new Map<ImportField, number>();
  header.forEach((h, i) => {
    const field = typeof h === 'string' ? HEADER_FIELD.get(norm(h)) : undefined;
    if (field && !columns.has(field)) columns.set(field, i);
  });
  return REQUIRED.every((f) => columns.has(f)) ? columns : null;
}

/** A row read into typed values; `client` is still a name (resolved against the clients later). */
export type ParsedRow = {
  line: number;
  shipmentKey: string;
  client: string;
  transportMode: TransportMode;
  /** Operatives and commercial by name or user code, resolved later; undefined when the column is absent. */
  operatives?: string[];
  commercial?: string | null;
  /** Absent columns are left as they are; empty cells clear. */
  values: {
    status?: OperationStatus;
    houseNumber?: string | null;
    masterNumber?: string | null;
    containerNumbers?: string[];
    quoteNumber?: string | null;
    containerMode?: ContainerMode | null;
    originCode?: string | null;
    originName?: string | null;
    destinationCode?: string | null;
    destinationName?: string | null;
    etd?: Date | null;
    eta?: Date | null;
  };
};

const text = (v: SheetValue | undefined): string => (v instanceof Date ? '' : (v ?? '').trim());
const upperOrNull = (v: SheetValue | undefined) => text(v).toUpperCase() || null;
const CODE = /^[A-Z0-9]{3,5}$/;

/** dd/mm/yyyy, yyyy-mm-dd or a date cell, as UTC midnight; undefined when unreadable. */
function parseDate(v: SheetValue | undefined): Date | null | undefined {
  if (v instanceof Date) return new Date(Date.UTC(v.getUTCFullYear(), v.getUTCMonth(), v.getUTCDate()));
  const s = text(v);
  if (!s) return null;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return undefined;
  const [y, mo, d] = s.includes('/') ? [+m[3], +m[2], +m[1]] : [+m[1], +m[2], +m[3]];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : undefined;
}

/** One data row: its typed values, or the first reason it is refused. */
export function parseRow(
  cells: SheetValue[],
  line: number,
  columns: Map<ImportField, number>,
): ParsedRow | OperationImportError {
  const cell = (f: ImportField) => (columns.has(f) ? cells[columns.get(f)!] : undefined);
  const has = (f: ImportField) => columns.has(f);
  const bad = (column: ImportField, code: string): OperationImportError => ({ line, column, code });

  const shipmentKey = text(cell('shipmentKey')).toUpperCase();
  if (!shipmentKey) return bad('shipmentKey', 'IMPORT_ROW_KEY_MISSING');
  const client = text(cell('client'));
  if (!client) return bad('client', 'IMPORT_ROW_CLIENT_UNKNOWN');
  const transportMode = MODE_BY_TEXT.get(norm(text(cell('mode'))));
  if (!transportMode) return bad('mode', 'IMPORT_ROW_MODE_UNKNOWN');

  const values: ParsedRow['values'] = {};
  if (has('status') && text(cell('status'))) {
    const status = STATUS_BY_TEXT.get(norm(text(cell('status'))));
    if (!status) return bad('status', 'IMPORT_ROW_STATUS_UNKNOWN');
    values.status = status;
  }
  if (has('containerMode')) {
    const raw = text(cell('containerMode')).toUpperCase();
    if (raw && !(CONTAINER_MODES as readonly string[]).includes(raw))
      return bad('containerMode', 'IMPORT_ROW_MODE_UNKNOWN');
    values.containerMode = (raw || null) as ContainerMode | null;
  }
  for (const f of ['etd', 'eta'] as const) {
    if (!has(f)) continue;
    const d = parseDate(cell(f));
    if (d === undefined) return bad(f, 'IMPORT_ROW_DATE_INVALID');
    values[f] = d;
  }
  if (has('houseNumber')) values.houseNumber = upperOrNull(cell('houseNumber'));
  if (has('masterNumber')) values.masterNumber = upperOrNull(cell('masterNumber'));
  if (has('quoteNumber')) values.quoteNumber = upperOrNull(cell('quoteNumber'));
  if (has('containers'))
    values.containerNumbers = text(cell('containers'))
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter(Boolean);
  for (const [f, code, name] of [
    ['origin', 'originCode', 'originName'],
    ['destination', 'destinationCode', 'destinationName'],
  ] as const) {
    if (!has(f)) continue;
    const v = text(cell(f));
    values[name] = v || null;
    values[code] = CODE.test(v.toUpperCase()) ? v.toUpperCase() : null;
  }
  const people: Pick<ParsedRow, 'operatives' | 'commercial'> = {};
  // Several operatives in one cell, as the export writes them: "Olga Operativa, Otro Operativo".
  if (has('operatives'))
    people.operatives = [
      ...new Set(
        text(cell('operatives'))
          .split(/[,;\n]+/)
          .map((n) => n.trim())
          .filter(Boolean),
      ),
    ];
  if (has('commercial')) people.commercial = text(cell('commercial')) || null;
  return { line, shipmentKey, client, transportMode, ...people, values };
}

export const isImportError = (r: ParsedRow | OperationImportError): r is OperationImportError => 'code' in r;
