import type { SellLineItem } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { fromServer, hasUnsavedLines, type DraftLine } from './sell-lines';

const OFT = {
  id: 'code-oft',
  concept: 'OFT',
  description: 'Flete',
  descriptionEn: 'Freight',
  descriptionPt: 'Frete',
  taxed: false,
};

function saved(id: string, overrides: Partial<SellLineItem> = {}): SellLineItem {
  return {
    id,
    index: 0,
    costChargeId: `charge-${id}`,
    source: null,
    chargeCode: OFT,
    description: 'Flete marítimo',
    currency: 'USD',
    costAmount: 1000,
    marginKind: 'PERCENT',
    marginValue: 20,
    marginAmount: 200,
    sellAmount: 1200,
    taxAmount: 0,
    total: 1200,
    clientVisible: true,
    ...overrides,
  };
}

const SAVED = [saved('a'), saved('b', { description: 'Gastos', marginKind: 'AMOUNT', marginValue: 15 })];
const edit = (i: number, patch: Partial<DraftLine>): DraftLine[] =>
  fromServer(SAVED).map((line, j) => (j === i ? { ...line, ...patch } : line));

describe('sell lines unsaved', () => {
  it('has nothing to lose without a draft, or with one equal to the saved lines', () => {
    expect(hasUnsavedLines(null, SAVED)).toBe(false);
    expect(hasUnsavedLines(fromServer(SAVED), SAVED)).toBe(false);
    // Rows get new keys on the screen: keys are not data.
    expect(
      hasUnsavedLines(
        fromServer(SAVED).map((l) => ({ ...l, key: `new-${l.key}` })),
        SAVED,
      ),
    ).toBe(false);
  });

  it('a margin, its kind, a description or the client visibility changed is unsaved', () => {
    expect(hasUnsavedLines(edit(0, { marginValue: 25 }), SAVED)).toBe(true);
    expect(hasUnsavedLines(edit(1, { marginKind: 'PERCENT' }), SAVED)).toBe(true);
    expect(hasUnsavedLines(edit(0, { description: 'Flete' }), SAVED)).toBe(true);
    expect(hasUnsavedLines(edit(1, { clientVisible: false }), SAVED)).toBe(true);
  });

  it('a margin edited back to the saved value is not unsaved', () => {
    const changed = edit(0, { marginValue: 30 });
    expect(hasUnsavedLines(changed, SAVED)).toBe(true);
    expect(
      hasUnsavedLines(
        changed.map((l, i) => (i === 0 ? { ...l, marginValue: 20 } : l)),
        SAVED,
      ),
    ).toBe(false);
  });

  it('a refused margin (not a number) is never the saved one', () => {
    expect(hasUnsavedLines(edit(0, { marginValue: Number.NaN }), SAVED)).toBe(true);
  });

  it('a line added, removed or moved is unsaved', () => {
    const lines = fromServer(SAVED);
    expect(hasUnsavedLines([...lines, { ...lines[0], key: 'line-new', costChargeId: 'charge-c' }], SAVED)).toBe(true);
    expect(hasUnsavedLines(lines.slice(1), SAVED)).toBe(true);
    expect(hasUnsavedLines([lines[1], lines[0]], SAVED)).toBe(true);
    expect(hasUnsavedLines([], [])).toBe(false);
    expect(hasUnsavedLines([], SAVED)).toBe(true);
  });

  it('after a save the saved lines are the draft: nothing left', () => {
    const draft = edit(0, { marginValue: 35 });
    const afterSave = SAVED.map((l, i) => (i === 0 ? { ...l, id: 'a2', marginValue: 35 } : l));
    expect(hasUnsavedLines(draft, afterSave)).toBe(false);
  });
});
