import { describe, expect, it } from '@jest/globals';
import { CARRIER_SHEET_LISTED_ROWS } from '@freight/shared';
import type { RateChargeWrite } from '../rates.repository.js';
import { SheetOutcomes } from './carrier-sheet-outcomes.js';
import type { PlannedRate } from './carrier-sheet-rows.js';

const planned = (line: number): PlannedRate => ({
  line,
  container: '40HC',
  lane: 'KRPUS → UYMVD',
  dto: null,
  fail: null,
  origin: { text: 'Busan', code: 'KRPUS', name: 'Busan', matchedFrom: 'alias' },
  destination: { text: 'UYMVD', code: 'UYMVD', name: 'Montevideo', matchedFrom: 'code' },
});
const charge = (amount: string): RateChargeWrite => ({
  chargeCodeId: 'c',
  description: null,
  currency: 'USD',
  calculator: 'PER_CONTAINER',
  amount,
  unit: null,
  freight: true,
  rangeBasis: null,
  minimumAmount: null,
  minimumBelow: null,
  ranges: [],
});

/** The digest of a sheet of `n` new rates, the last priced `last`. */
const digestOf = (context: string, n: number, last = '1900.00') => {
  const o = new SheetOutcomes('en', context);
  for (let i = 1; i <= n; i++) {
    const amount = i === n ? last : '1000.00';
    o.priced(planned(i + 1), 'CREATED', { price: charge(amount), previous: null, write: { amount } });
  }
  return o.digest();
};

describe("a sheet's outcomes", () => {
  it('keeps every rate for the pages, numbered per outcome, and lists only the first of each but unchanged', () => {
    const o = new SheetOutcomes('es', 'mapping');
    for (let i = 0; i < CARRIER_SHEET_LISTED_ROWS + 2; i++)
      o.refuse(planned(i + 2), { code: 'IMPORT_ROW_KEY_DUPLICATE', column: 'POL', places: null });
    o.priced(planned(600), 'UNCHANGED', { price: charge('1.00'), previous: null, write: {} });
    expect(o.counts).toEqual({ created: 0, updated: 0, unchanged: 1, refused: CARRIER_SHEET_LISTED_ROWS + 2 });
    expect(o.unlisted).toEqual({ created: 0, updated: 0, unchanged: 1, refused: 2 });
    expect(o.listed).toHaveLength(CARRIER_SHEET_LISTED_ROWS);
    expect(o.stored).toHaveLength(CARRIER_SHEET_LISTED_ROWS + 3);
    expect(o.stored.at(-2)).toMatchObject({
      outcome: 'REFUSED',
      ordinal: CARRIER_SHEET_LISTED_ROWS + 2,
      code: 'IMPORT_ROW_KEY_DUPLICATE',
    });
    expect(o.stored.at(-1)).toMatchObject({ outcome: 'UNCHANGED', ordinal: 1, price: { amount: '1.00' } });
    // Places read by code are not kept again; one read by an alias is, to say so on the page.
    expect(o.stored[0].places).toEqual({ origin: planned(2).origin, destination: null, unknown: null });
  });

  it('digests what would be written: the same sheet twice is equal, any other write or mapping is not', () => {
    expect(digestOf('m', 3)).toBe(digestOf('m', 3));
    expect(digestOf('m', 3, '1901.00')).not.toBe(digestOf('m', 3));
    expect(digestOf('m', 4)).not.toBe(digestOf('m', 3));
    expect(digestOf('other mapping', 3)).not.toBe(digestOf('m', 3));
  });
});
