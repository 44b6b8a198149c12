import {
  COST_TEMPLATE,
  COST_TEMPLATE_FIELDS,
  CURRENCIES,
  fixedToString,
  lineTotalCents,
  MAX_CHARGES_PER_COST,
  QUANTITY_SCALE,
  UNIT_AMOUNT_SCALE,
  type CostTemplateField,
  type Currency,
  type ErrorCode,
} from '@freight/shared';
import type { SheetRow, SheetValue } from '../../../common/untrusted/read-limits.js';
import { INVALID, readDay, readDays, readDecimal, readText, type Read } from './cost-template-values.js';

/** A charge as read: its code still to resolve, amount and quantity as exact decimal text. */
export type TemplateCharge = {
  line: number;
  concept: string;
  description: string | null;
  currency: Currency;
  amountPerUnit: string;
  quantity: string;
};

/** The cost a filled template holds (CostDto's fields). */
export type TemplateCost = {
  version: number;
  description: string;
  validUntil: string | null;
  route: string | null;
  transitDays: number | null;
  freeDays: number | null;
  carrier: string | null;
  comments: string | null;
  charges: TemplateCharge[];
};

export type TemplateProblem = { code: ErrorCode; line?: number; field?: string };
/** Not our template (any other sheet the agent attached), a cost, or why the template was refused. */
export type TemplateRead =
  { kind: 'none' } | { kind: 'cost'; cost: TemplateCost } | ({ kind: 'problem' } & TemplateProblem);

// The columns' limits of the cost tables (decimal(14,4) amount, (14,3) quantity, (14,2) total).
const MAX_AMOUNT = 10n ** 14n;
const MAX_QUANTITY = 10n ** 14n;
const MAX_TOTAL_CENTS = 10n ** 14n;
const TEXT_MAX: Record<'description' | 'route' | 'carrier' | 'comments' | 'note', number> = {
  description: 200,
  route: 200,
  carrier: 100,
  comments: 2000,
  note: 200,
};
/** Columns of a charge row (0-based; A holds the key). */
const COL = { code: 1, currency: 3, amount: 4, quantity: 5, note: 6 } as const;
const FIELD_COLUMN = 2;

class Refused extends Error {
  constructor(readonly problem: TemplateProblem) {
    super(problem.code);
  }
}
const invalid = (line: number, field: string) => new Refused({ code: 'COST_TEMPLATE_VALUE_INVALID', line, field });
const must = <T>(value: Read<T>, line: number, field: string): T | null => {
  if (value === INVALID) throw invalid(line, field);
  return value;
};
const keyOf = (cells: SheetValue[]) => (typeof cells[0] === 'string' ? cells[0].trim() : '');

/**
 * Reads the portal's cost template from a sheet's rows (issue 42), for the request of `reference`.
 * Rows are found by their key in column A; a charge row without an amount is a charge not quoted.
 * Every value is read exactly or the whole template is refused with the row and field at fault.
 */
export function readCostTemplate(rows: SheetRow[], reference: string): TemplateRead {
  const start = rows.findIndex((r) => keyOf(r.cells) === COST_TEMPLATE.marker);
  if (start < 0) return { kind: 'none' };
  const marker = rows[start];
  const version = String(marker.cells[1] ?? '').trim();
  if (version !== String(COST_TEMPLATE.version))
    return { kind: 'problem', code: 'COST_TEMPLATE_VERSION', line: marker.line, field: 'version' };
  const theirs = String(marker.cells[2] ?? '')
    .trim()
    .toUpperCase();
  if (theirs !== reference.toUpperCase())
    return { kind: 'problem', code: 'COST_TEMPLATE_OTHER_REQUEST', line: marker.line, field: 'reference' };
  try {
    return { kind: 'cost', cost: readRows(rows.slice(start + 1)) };
  } catch (e) {
    if (e instanceof Refused) return { kind: 'problem', ...e.problem };
    throw e;
  }
}

function readRows(rows: SheetRow[]): TemplateCost {
  const cost: TemplateCost = {
    version: COST_TEMPLATE.version,
    description: '',
    validUntil: null,
    route: null,
    transitDays: null,
    freeDays: null,
    carrier: null,
    comments: null,
    charges: [],
  };
  let inCharges = false;
  for (const row of rows) {
    const key = keyOf(row.cells);
    if ((COST_TEMPLATE_FIELDS as readonly string[]).includes(key)) readField(cost, key as CostTemplateField, row);
    else if (key === COST_TEMPLATE.chargesKey) inCharges = true;
    // A row the agent added to the table (no key) counts when it names a code.
    else if (key === COST_TEMPLATE.chargeKey || (inCharges && key === '' && row.cells[COL.code])) {
      const charge = readCharge(row);
      if (charge) cost.charges.push(charge);
    }
  }
  if (!cost.charges.some((c) => lineTotalCents(c.amountPerUnit, c.quantity) > 0n))
    throw new Refused({ code: 'COST_TEMPLATE_EMPTY' });
  if (cost.charges.length > MAX_CHARGES_PER_COST) throw invalid(cost.charges[MAX_CHARGES_PER_COST].line, 'charges');
  return cost;
}

function readField(cost: TemplateCost, field: CostTemplateField, row: SheetRow): void {
  const v = row.cells[FIELD_COLUMN] ?? null;
  switch (field) {
    case 'validUntil':
      cost.validUntil = must(readDay(v), row.line, field);
      return;
    case 'transitDays':
    case 'freeDays':
      cost[field] = must(readDays(v), row.line, field);
      return;
    case 'description':
      cost.description = must(readText(v, TEXT_MAX.description), row.line, field) ?? '';
      return;
    default:
      cost[field] = must(readText(v, TEXT_MAX[field]), row.line, field);
  }
}

function readCharge(row: SheetRow): TemplateCharge | null {
  const cell = (i: number) => row.cells[i] ?? null;
  const isNumber = (i: number) => row.numeric?.includes(i) ?? false;
  const amount = must(readDecimal(cell(COL.amount), isNumber(COL.amount), UNIT_AMOUNT_SCALE), row.line, 'amount');
  // No amount: a charge the agent does not quote.
  if (amount === null) return null;
  if (amount >= MAX_AMOUNT) throw invalid(row.line, 'amount');
  const concept = must(readText(cell(COL.code), 20), row.line, 'code');
  if (!concept) throw invalid(row.line, 'code');
  const currency = String(cell(COL.currency) ?? '')
    .trim()
    .toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency)) throw invalid(row.line, 'currency');
  const quantity =
    must(readDecimal(cell(COL.quantity), isNumber(COL.quantity), QUANTITY_SCALE), row.line, 'quantity') ??
    10n ** BigInt(QUANTITY_SCALE);
  if (quantity >= MAX_QUANTITY) throw invalid(row.line, 'quantity');
  const c: TemplateCharge = {
    line: row.line,
    concept: concept.toUpperCase(),
    description: must(readText(cell(COL.note), TEXT_MAX.note), row.line, 'note'),
    currency: currency as Currency,
    amountPerUnit: fixedToString(amount, UNIT_AMOUNT_SCALE),
    quantity: fixedToString(quantity, QUANTITY_SCALE),
  };
  if (lineTotalCents(c.amountPerUnit, c.quantity) >= MAX_TOTAL_CENTS) throw invalid(row.line, 'amount');
  return c;
}
