import type { FieldError } from '../errors/codes.js';
import { decimalPlacesOf, type DecimalLike } from '../money/fixed-point.js';
import { lineTotalCents, QUANTITY_SCALE, UNIT_AMOUNT_SCALE, type Cents } from '../money/money.js';

/** At most this many concepts (charges) per cost (spec section 5: "a limited number"). */
export const MAX_CHARGES_PER_COST = 30;
/** Files an agent may attach to one cost request. */
export const MAX_FILES_PER_COST_REQUEST = 10;
export const RANGE_BASES = ['WEIGHT', 'VOLUME'] as const;
export type RangeBasis = (typeof RANGE_BASES)[number];

export type CostChargeInput = {
  chargeCodeId?: string | null;
  amountPerUnit?: number | null;
  quantity?: number | null;
};
export type CostInput = { charges?: CostChargeInput[] };

/**
 * A charge's total in cents: amount per unit (4 decimals) times quantity (3 decimals), exact, then
 * rounded once to the cent, half away from zero (1.005 × 1 = 1.01). A range is one flat unit.
 */
export function chargeTotal(c: { amountPerUnit?: DecimalLike | null; quantity?: DecimalLike | null }): Cents {
  return lineTotalCents(c.amountPerUnit ?? 0, c.quantity ?? 1);
}

/** Whether the amount and quantity fit their columns' decimals (what `chargeTotal` can read). */
const fitsScales = (c: CostChargeInput): boolean =>
  decimalPlacesOf(c.amountPerUnit ?? 0) <= UNIT_AMOUNT_SCALE && decimalPlacesOf(c.quantity ?? 1) <= QUANTITY_SCALE;

/** The UI may add another concept only when every concept already has a code. */
export function canAddConcept(cost: CostInput): boolean {
  const charges = cost.charges ?? [];
  return charges.length < MAX_CHARGES_PER_COST && charges.every((c) => Boolean(c.chargeCodeId));
}

/**
 * The cost-form rules of spec section 5, shared by the agent page, the agent quote and the server.
 * Each problem names its field and a rule the UI translates.
 */
export function costSubmissionViolations(costs: readonly CostInput[]): FieldError[] {
  const problems: FieldError[] = [];
  if (costs.length === 0) return [{ field: 'costs', rules: ['atLeastOneCost'] }];
  costs.forEach((cost, i) => {
    const charges = cost.charges ?? [];
    if (charges.length === 0) problems.push({ field: `costs.${i}.charges`, rules: ['atLeastOneCharge'] });
    if (charges.length > MAX_CHARGES_PER_COST) {
      problems.push({ field: `costs.${i}.charges`, rules: ['tooManyCharges'], params: { max: MAX_CHARGES_PER_COST } });
    }
    charges.forEach((c, j) => {
      if (!c.chargeCodeId)
        problems.push({ field: `costs.${i}.charges.${j}.chargeCodeId`, rules: ['chargeCodeRequired'] });
      if (decimalPlacesOf(c.amountPerUnit ?? 0) > UNIT_AMOUNT_SCALE)
        problems.push({
          field: `costs.${i}.charges.${j}.amountPerUnit`,
          rules: ['maxDecimalPlaces'],
          params: { max: UNIT_AMOUNT_SCALE },
        });
      if (decimalPlacesOf(c.quantity ?? 1) > QUANTITY_SCALE)
        problems.push({
          field: `costs.${i}.charges.${j}.quantity`,
          rules: ['maxDecimalPlaces'],
          params: { max: QUANTITY_SCALE },
        });
    });
    if (charges.length > 0 && !charges.some((c) => fitsScales(c) && chargeTotal(c) > 0n)) {
      problems.push({ field: `costs.${i}.charges`, rules: ['atLeastOneChargeWithValue'] });
    }
  });
  return problems;
}

/** Why an agent declines a cost request (issue 22); OTHER needs a text. */
export const COST_DECLINE_REASONS = ['NO_SERVICE', 'NO_CAPACITY', 'DATES_NOT_POSSIBLE', 'OTHER'] as const;
export type CostDeclineReason = (typeof COST_DECLINE_REASONS)[number];

/** Where a cost request stands for pricing's panel. */
export type CostRequestState = 'QUEUED' | 'SENT' | 'OPENED' | 'ANSWERED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';
