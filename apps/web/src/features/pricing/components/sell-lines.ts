import {
  centsToNumber,
  isBelowMinimum,
  marginOnSellPercent,
  markupPercent,
  sellLineAmounts,
  totalsByCurrency,
  type Currency,
  type MarginKind,
  type SellAmounts,
  type SellChargeCode,
  type SellLineItem,
} from '@freight/shared';
import type { SellLineDto } from '@freight/shared/dto';

/** A sell line being edited; amounts are previewed with the server's own maths. */
export type DraftLine = {
  key: string;
  costChargeId: string | null;
  chargeCode: SellChargeCode;
  description: string;
  currency: Currency;
  costAmount: number;
  marginKind: MarginKind;
  marginValue: number;
  clientVisible: boolean;
};

let nextKey = 0;
export const newLineKey = (): string => `line-${++nextKey}`;

export function fromServer(lines: readonly SellLineItem[]): DraftLine[] {
  return lines.map((l) => ({
    key: l.id,
    costChargeId: l.costChargeId,
    chargeCode: l.chargeCode,
    description: l.description,
    currency: l.currency,
    costAmount: l.costAmount,
    marginKind: l.marginKind,
    marginValue: l.marginValue,
    clientVisible: l.clientVisible,
  }));
}

export function toDto(lines: readonly DraftLine[]): SellLineDto[] {
  return lines.map((l) => ({
    ...(l.costChargeId ? { costChargeId: l.costChargeId } : {}),
    chargeCodeId: l.chargeCode.id,
    description: l.description,
    currency: l.currency,
    costAmount: l.costAmount,
    marginKind: l.marginKind,
    marginValue: l.marginValue,
    clientVisible: l.clientVisible,
  }));
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/**
 * Cost, margin, sell, tax and total of one line; zeros while an input is not a valid number yet
 * (more decimals than the server keeps count as not valid: they are refused, never rounded away).
 */
export function lineAmounts(line: DraftLine): SellAmounts {
  try {
    return sellLineAmounts({
      currency: line.currency,
      costAmount: finite(line.costAmount),
      marginKind: line.marginKind,
      marginValue: finite(line.marginValue),
      taxed: line.chargeCode.taxed,
    });
  } catch {
    return { cost: 0n, margin: 0n, sell: 0n, tax: 0n, total: 0n };
  }
}

/**
 * One line's margin on sell (profit / sell, what the minimum applies to), beside its markup on cost
 * (the "%" typed on the line: 10 % on cost is 9.09 % on sell), and whether it is under the minimum.
 */
export function lineMarginOnSell(
  line: DraftLine,
  minMarginPercent: number,
): { percent: number | null; belowMinimum: boolean } {
  const amounts = lineAmounts(line);
  return { percent: marginOnSellPercent(amounts), belowMinimum: isBelowMinimum(amounts, minMarginPercent) };
}

export type PreviewTotals = {
  currency: Currency;
  cost: number;
  margin: number;
  sell: number;
  tax: number;
  total: number;
  /** Profit / sell, what the minimum margin applies to. */
  marginOnSellPercent: number | null;
  /** Profit / cost. */
  markupPercent: number | null;
  /** The margin on sell is under the minimum: publishing will need a manager's approval before sending. */
  belowMinimum: boolean;
};

/** Totals per currency of the draft, as the server will compute them (the minimum compared exactly). */
export function previewTotals(lines: readonly DraftLine[], minMarginPercent: number): PreviewTotals[] {
  return totalsByCurrency(lines.map((l) => ({ ...lineAmounts(l), currency: l.currency }))).map((t) => ({
    currency: t.currency,
    cost: centsToNumber(t.cost),
    margin: centsToNumber(t.margin),
    sell: centsToNumber(t.sell),
    tax: centsToNumber(t.tax),
    total: centsToNumber(t.total),
    marginOnSellPercent: marginOnSellPercent(t),
    markupPercent: markupPercent(t),
    belowMinimum: isBelowMinimum(t, minMarginPercent),
  }));
}

const sameLine = (a: DraftLine, b: DraftLine): boolean =>
  a.costChargeId === b.costChargeId &&
  a.chargeCode.id === b.chargeCode.id &&
  a.description === b.description &&
  a.currency === b.currency &&
  a.costAmount === b.costAmount &&
  a.marginKind === b.marginKind &&
  // A refused margin (NaN) is never the saved one.
  a.marginValue === b.marginValue &&
  a.clientVisible === b.clientVisible;

/**
 * Whether saving the draft would change the saved lines (what PUT .../sells stores, in order); the
 * rows' keys are not data. No draft, or one edited back to the saved values, has nothing to lose.
 */
export function hasUnsavedLines(draft: readonly DraftLine[] | null, saved: readonly SellLineItem[]): boolean {
  if (draft === null) return false;
  const savedLines = fromServer(saved);
  return draft.length !== savedLines.length || draft.some((line, i) => !sameLine(line, savedLines[i]));
}
