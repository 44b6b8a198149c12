import { decimalPlaces } from '../common/decimals.js';
import type { FieldError } from '../errors/codes.js';
import type { RateRangeBasis, RateCalculator, RateChargeInput } from './rate-calculator.js';
import { toRateCents, toThousandths } from './rate-calculator.js';
import type { Currency } from '../reference/constants.js';

/**
 * The rate form's four error slots (spec section 5) and the rules behind them, shared by the form
 * and the server. Amounts are decimals with at most 2 places (cents); range limits have at most 3.
 */
export const RATE_FORM_SLOTS = ['NO_CHARGES', 'INVALID_CHARGES', 'NO_RANGES', 'INVALID_RANGES'] as const;
export type RateFormSlot = (typeof RATE_FORM_SLOTS)[number];

/** Most charges and brackets one rate holds. */
export const MAX_RATE_CHARGES = 40;
export const MAX_RATE_RANGES = 20;
/** Amounts, minimums and range limits stay under this (the columns hold 12 integer digits). */
export const MAX_RATE_NUMBER = 1_000_000_000;
/** A percentage of freight is at most 100 %. */
export const MAX_FREIGHT_PERCENT = 100;

export type RateRangeForm = { from: number; to?: number | null; amount: number };
export type RateChargeForm = {
  chargeCodeId?: string | null;
  description?: string | null;
  currency: Currency;
  calculator: RateCalculator;
  amount: number;
  freight?: boolean;
  rangeBasis?: RateRangeBasis | null;
  ranges?: RateRangeForm[];
  minimumAmount?: number | null;
  minimumBelow?: number | null;
};
export type RateForm = { validFrom: string; validTo: string; charges: RateChargeForm[] };

export type RateFormProblems = { slots: RateFormSlot[]; fields: FieldError[] };

const decimals = decimalPlaces;

/** Every broken rule of a rate's validity, charges and ranges, by slot and by field. */
export function rateFormProblems(rate: RateForm): RateFormProblems {
  const slots = new Set<RateFormSlot>();
  const fields: FieldError[] = [];
  const add = (slot: RateFormSlot | null, field: string, rule: string, params?: FieldError['params']) => {
    if (slot) slots.add(slot);
    fields.push({ field, rules: [rule], ...(params ? { params } : {}) });
  };
  if (rate.validFrom && rate.validTo && rate.validTo < rate.validFrom) add(null, 'validTo', 'beforeValidFrom');
  if (rate.charges.length === 0) slots.add('NO_CHARGES');
  if (rate.charges.length > MAX_RATE_CHARGES) add('INVALID_CHARGES', 'charges', 'maxItems', { max: MAX_RATE_CHARGES });

  rate.charges.forEach((c, i) => {
    const at = `charges.${i}`;
    if (!c.chargeCodeId) add('INVALID_CHARGES', `${at}.chargeCodeId`, 'required');
    const percent = c.calculator === 'PERCENT_OF_FREIGHT';
    if (!Number.isFinite(c.amount) || c.amount < 0) add('INVALID_CHARGES', `${at}.amount`, 'min', { min: 0 });
    else if (decimals(c.amount) > 2) add('INVALID_CHARGES', `${at}.amount`, 'maxDecimalPlaces', { max: 2 });
    else if (percent && c.amount > MAX_FREIGHT_PERCENT)
      add('INVALID_CHARGES', `${at}.amount`, 'max', { max: MAX_FREIGHT_PERCENT });
    else if (c.amount > MAX_RATE_NUMBER) add('INVALID_CHARGES', `${at}.amount`, 'max', { max: MAX_RATE_NUMBER });
    const min = c.minimumAmount ?? null;
    if (min !== null && (!Number.isFinite(min) || min < 0 || min > MAX_RATE_NUMBER || decimals(min) > 2))
      add('INVALID_CHARGES', `${at}.minimumAmount`, 'min', { min: 0 });
    if (c.minimumBelow != null) {
      if (min === null) add('INVALID_CHARGES', `${at}.minimumAmount`, 'requiredWithMinimumBelow');
      if (!(c.minimumBelow > 0 && c.minimumBelow <= MAX_RATE_NUMBER) || decimals(c.minimumBelow) > 3)
        add('INVALID_CHARGES', `${at}.minimumBelow`, 'min', { min: 0 });
    }
    if (percent && c.rangeBasis) add('INVALID_CHARGES', `${at}.rangeBasis`, 'notForPercent');

    const ranges = c.ranges ?? [];
    if (c.rangeBasis && ranges.length === 0) add('NO_RANGES', `${at}.ranges`, 'required');
    if (!c.rangeBasis && ranges.length > 0) add('INVALID_RANGES', `${at}.rangeBasis`, 'required');
    if (ranges.length > MAX_RATE_RANGES) add('INVALID_RANGES', `${at}.ranges`, 'maxItems', { max: MAX_RATE_RANGES });
    const sorted = ranges.map((r, j) => ({ ...r, j })).sort((a, b) => a.from - b.from);
    sorted.forEach((r, k) => {
      const rf = `${at}.ranges.${r.j}`;
      const to = r.to ?? null;
      if (!Number.isFinite(r.from) || r.from < 0 || r.from > MAX_RATE_NUMBER || decimals(r.from) > 3)
        add('INVALID_RANGES', `${rf}.from`, 'min', { min: 0 });
      if (to !== null && (!Number.isFinite(to) || to > MAX_RATE_NUMBER || decimals(to) > 3))
        add('INVALID_RANGES', `${rf}.to`, 'max', { max: MAX_RATE_NUMBER });
      else if (to !== null && to <= r.from) add('INVALID_RANGES', `${rf}.to`, 'notAboveFrom');
      if (to === null && k < sorted.length - 1) add('INVALID_RANGES', `${rf}.to`, 'openRangeNotLast');
      if (!Number.isFinite(r.amount) || r.amount < 0 || r.amount > MAX_RATE_NUMBER || decimals(r.amount) > 2)
        add('INVALID_RANGES', `${rf}.amount`, 'min', { min: 0 });
      const next = sorted[k + 1];
      if (next && to !== null && next.from < to) add('INVALID_RANGES', `${at}.ranges.${next.j}.from`, 'overlaps');
    });
  });
  return { slots: RATE_FORM_SLOTS.filter((s) => slots.has(s)), fields };
}

/** A form charge in the calculator's integers (cents, thousandths, hundredths of a percent). */
export function chargeForCalculator(c: RateChargeForm): RateChargeInput {
  return {
    currency: c.currency,
    calculator: c.calculator,
    amount: toRateCents(c.amount),
    freight: c.freight ?? false,
    rangeBasis: c.rangeBasis ?? null,
    ranges: (c.ranges ?? []).map((r) => ({
      from: toThousandths(r.from),
      to: r.to == null ? null : toThousandths(r.to),
      amount: toRateCents(r.amount),
    })),
    minimumAmount: c.minimumAmount == null ? null : toRateCents(c.minimumAmount),
    minimumBelow: c.minimumBelow == null ? null : toThousandths(c.minimumBelow),
  };
}
