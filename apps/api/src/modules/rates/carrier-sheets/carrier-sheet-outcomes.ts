import { createHash } from 'node:crypto';
import {
  CARRIER_SHEET_LISTED_ROWS,
  decimalText,
  fixedToString,
  MONEY_SCALE,
  roundToScale,
  type CarrierSheetPlace,
  type CarrierSheetPrice,
  type CarrierSheetRowOutcome,
  type CarrierSheetRowResult,
  type CarrierSheetUnknownPlace,
  type DecimalLike,
  type ErrorCode,
  type Language,
} from '@freight/shared';
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import type { RateChargeWrite } from '../rates.repository.js';
import type { PlannedRate } from './carrier-sheet-rows.js';
import type { DryRunRowWrite } from './carrier-sheet-dry-runs.repository.js';
import type { SheetRateRow } from './carrier-sheets.repository.js';

const KEY = { CREATED: 'created', UPDATED: 'updated', UNCHANGED: 'unchanged', REFUSED: 'refused' } as const;
type Counts = Record<(typeof KEY)[CarrierSheetRowOutcome], number>;

/** The places a dry run's row keeps: those read other than by their code, and the unknown ones. */
export type StoredPlaces = {
  origin: CarrierSheetPlace | null;
  destination: CarrierSheetPlace | null;
  unknown: CarrierSheetUnknownPlace[] | null;
};

type Refusal = { code: ErrorCode; column: string | null; places: CarrierSheetUnknownPlace[] | null };
type Outcome = {
  code: ErrorCode | null;
  column: string | null;
  unknown: CarrierSheetUnknownPlace[] | null;
  price: CarrierSheetPrice | null;
  previous: SheetRateRow | null;
};
type Priced = { price: RateChargeWrite; previous: SheetRateRow | null; write: unknown };

/**
 * Every rate's outcome of one sheet: counted, the first CARRIER_SHEET_LISTED_ROWS of each but unchanged
 * listed in the answer (small to build, send and show), every one kept for the dry run's pages, and a
 * digest of what would be written, so applying can prove it writes what the dry run showed.
 */
export class SheetOutcomes {
  readonly counts: Counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  readonly unlisted: Counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  readonly listed: CarrierSheetRowResult[] = [];
  readonly stored: DryRunRowWrite[] = [];
  private readonly hash = createHash('sha256');

  constructor(
    private readonly language: Language,
    /** What else decides the writes (the saved mapping), hashed first. */
    context: string,
  ) {
    this.hash.update(context);
  }

  refuse(p: PlannedRate, r: Refusal) {
    this.add(p, 'REFUSED', { code: r.code, column: r.column, unknown: r.places, price: null, previous: null });
    this.hash.update(JSON.stringify(['REFUSED', p.line, p.container, r.code, r.column]));
  }

  priced(p: PlannedRate, outcome: Exclude<CarrierSheetRowOutcome, 'REFUSED'>, r: Priced) {
    this.add(p, outcome, { code: null, column: null, unknown: null, price: priceOf(r.price), previous: r.previous });
    const prev = r.previous ? [r.previous.id, r.previous.version] : null;
    this.hash.update(JSON.stringify([outcome, p.line, p.container, prev, r.write]));
  }

  digest(): string {
    return this.hash.digest('hex');
  }

  private add(p: PlannedRate, outcome: CarrierSheetRowOutcome, r: Outcome) {
    const k = KEY[outcome];
    const ordinal = ++this.counts[k];
    const origin = p.origin?.matchedFrom === 'code' ? null : p.origin;
    const destination = p.destination?.matchedFrom === 'code' ? null : p.destination;
    this.stored.push({
      outcome,
      ordinal,
      line: p.line,
      lane: p.lane,
      container: p.container,
      code: r.code,
      column: r.column,
      price: r.price,
      previous: r.previous ? previousPrice(r.previous) : null,
      places:
        origin || destination || r.unknown
          ? ({ origin, destination, unknown: r.unknown } satisfies StoredPlaces)
          : null,
    });
    if (outcome === 'UNCHANGED' || ordinal > CARRIER_SHEET_LISTED_ROWS) {
      this.unlisted[k]++;
      return;
    }
    this.listed.push({
      line: p.line,
      lane: p.lane,
      container: p.container,
      origin: p.origin,
      destination: p.destination,
      outcome,
      code: r.code,
      column: r.column,
      reason: r.code ? ERROR_MESSAGES[r.code][this.language] : null,
      details: r.unknown ? { places: r.unknown } : null,
    });
  }
}

// Amounts are stored with two decimals (numeric(14,2)): spelled so, as the sheet's amounts are, by
// the money module's one rounding rule.
const money = (v: DecimalLike) => fixedToString(roundToScale(v, MONEY_SCALE), MONEY_SCALE);

/** The price a sheet's row gives (its one charge). */
function priceOf(c: RateChargeWrite): CarrierSheetPrice {
  return {
    currency: c.currency,
    amount: c.amount,
    minimum: c.minimumAmount,
    breaks: c.ranges.map((r) => ({ from: r.from, amount: r.amount })),
  };
}

/** The current rate's price (its first charge, the one a carrier sheet writes). */
function previousPrice(r: SheetRateRow): CarrierSheetPrice | null {
  const c = r.charges[0];
  if (!c) return null;
  return {
    currency: c.currency,
    amount: money(c.amount),
    minimum: c.minimumAmount === null ? null : money(c.minimumAmount),
    breaks: c.ranges.map((x) => ({ from: decimalText(x.from), amount: money(x.amount) })),
  };
}
