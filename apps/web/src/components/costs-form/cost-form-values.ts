import {
  centsByCurrency,
  chargeTotal,
  costSubmissionViolations,
  type Cents,
  type Currency,
  type FieldError,
  type RangeBasis,
} from '@freight/shared';

/** How a charge is measured: a quantity of units, or a weight/volume range (a flat amount). */
export type ChargeMode = 'QUANTITY' | 'RANGE';

/** Empty number inputs are `''` (Mantine NumberInput), so "not typed" stays distinct from 0. */
export type NumberValue = number | '';

export type ChargeValues = {
  key: string;
  chargeCodeId: string | null;
  description: string;
  currency: Currency;
  amountPerUnit: NumberValue;
  mode: ChargeMode;
  quantity: NumberValue;
  rangeBasis: RangeBasis;
  rangeFrom: NumberValue;
  rangeTo: NumberValue;
};

export type CostValues = {
  key: string;
  description: string;
  /** `YYYY-MM-DD` (typed as dd/mm/yyyy), or null. */
  validUntil: string | null;
  route: string;
  transitDays: NumberValue;
  freeDays: NumberValue;
  carrier: string;
  comments: string;
  charges: ChargeValues[];
};

/** The body of POST /app/v1/agent/costs (SubmitCostsDto) and of the agent quote. */
export type CostsPayload = {
  costs: {
    description: string;
    validUntil?: string;
    route?: string;
    transitDays?: number;
    freeDays?: number;
    carrier?: string;
    comments?: string;
    charges: {
      chargeCodeId?: string;
      description?: string;
      currency: Currency;
      amountPerUnit?: number;
      quantity?: number;
      rangeBasis?: RangeBasis;
      rangeFrom?: number;
      rangeTo?: number;
    }[];
  }[];
};

let keySeed = 0;
const nextKey = (prefix: string) => `${prefix}-${++keySeed}`;

/** A new concept; `quantity` starts at the cargo's chargeable quantity where the caller knows it. */
export function emptyCharge(currency: Currency = 'USD', quantity: number = 1): ChargeValues {
  return {
    key: nextKey('charge'),
    chargeCodeId: null,
    description: '',
    currency,
    amountPerUnit: '',
    mode: 'QUANTITY',
    quantity,
    rangeBasis: 'WEIGHT',
    rangeFrom: '',
    rangeTo: '',
  };
}

export function emptyCost(quantity: number = 1): CostValues {
  return {
    key: nextKey('cost'),
    description: '',
    validUntil: null,
    route: '',
    transitDays: '',
    freeDays: '',
    carrier: '',
    comments: '',
    charges: [emptyCharge('USD', quantity)],
  };
}

/** A copy of a cost with new keys, so the copy is edited on its own. */
export function duplicateCost(cost: CostValues): CostValues {
  return { ...cost, key: nextKey('cost'), charges: cost.charges.map((c) => ({ ...c, key: nextKey('charge') })) };
}

/**
 * Whether a concept holds anything the agent typed or picked: a code, a text, an amount, a range
 * bound or a quantity other than the one it started with. Its currency and way of measuring alone
 * are settings (a new concept takes the previous one's currency), not work to lose.
 */
export function chargeHasEntries(charge: ChargeValues, defaultQuantity: number = 1): boolean {
  return (
    charge.chargeCodeId !== null ||
    charge.description.trim() !== '' ||
    charge.amountPerUnit !== '' ||
    charge.rangeFrom !== '' ||
    charge.rangeTo !== '' ||
    charge.quantity !== defaultQuantity
  );
}

/** Whether removing this cost would lose anything entered in it (an empty card, or empty concepts, would not). */
export function costHasEntries(cost: CostValues, defaultQuantity: number = 1): boolean {
  return (
    cost.description.trim() !== '' ||
    cost.validUntil !== null ||
    cost.route.trim() !== '' ||
    cost.transitDays !== '' ||
    cost.freeDays !== '' ||
    cost.carrier.trim() !== '' ||
    cost.comments.trim() !== '' ||
    cost.charges.some((charge) => chargeHasEntries(charge, defaultQuantity))
  );
}

/** Whether leaving the form would lose costs entered and not sent. */
export function costsHaveEntries(costs: readonly CostValues[], defaultQuantity: number = 1): boolean {
  return costs.some((cost) => costHasEntries(cost, defaultQuantity));
}

const num = (value: NumberValue): number | undefined => (value === '' ? undefined : value);
const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** The quantity the total uses: the typed one, or one flat unit for a range. */
export function effectiveQuantity(charge: ChargeValues): number | undefined {
  return charge.mode === 'RANGE' ? 1 : num(charge.quantity);
}

/** The concept's total in cents, as the server stores it; zero while an input has more decimals than it keeps. */
export function chargeValuesTotal(charge: ChargeValues): Cents {
  try {
    return chargeTotal({ amountPerUnit: num(charge.amountPerUnit), quantity: effectiveQuantity(charge) ?? 0 });
  } catch {
    return 0n;
  }
}

/** Exact sum of the concepts' cents per currency, in the order the currencies first appear. */
export function costTotals(cost: CostValues): [Currency, Cents][] {
  const order = [...new Set(cost.charges.map((c) => c.currency))];
  const sums = new Map(
    centsByCurrency(cost.charges.map((c) => ({ currency: c.currency, cents: chargeValuesTotal(c) }))).map((t) => [
      t.currency,
      t.cents,
    ]),
  );
  return order.map((currency) => [currency, sums.get(currency) ?? 0n]);
}

export function toPayload(costs: readonly CostValues[]): CostsPayload {
  return {
    costs: costs.map((cost) => ({
      description: cost.description.trim(),
      validUntil: cost.validUntil ?? undefined,
      route: text(cost.route),
      transitDays: num(cost.transitDays),
      freeDays: num(cost.freeDays),
      carrier: text(cost.carrier),
      comments: text(cost.comments),
      charges: cost.charges.map((charge) => ({
        chargeCodeId: charge.chargeCodeId ?? undefined,
        description: text(charge.description),
        currency: charge.currency,
        amountPerUnit: num(charge.amountPerUnit),
        quantity: effectiveQuantity(charge),
        ...(charge.mode === 'RANGE'
          ? { rangeBasis: charge.rangeBasis, rangeFrom: num(charge.rangeFrom), rangeTo: num(charge.rangeTo) }
          : {}),
      })),
    })),
  };
}

/** The spec section 5 rules, checked in the browser exactly as the server checks them. */
export function formViolations(costs: readonly CostValues[]): FieldError[] {
  return costSubmissionViolations(toPayload(costs).costs);
}

/** Field path (`costs.0.charges`, `costs.0.charges.1.chargeCodeId`) → the first rule and its params. */
export type FieldProblems = Record<string, { rule: string; params?: Record<string, string | number> }>;

export function problemsByField(errors: readonly FieldError[]): FieldProblems {
  const result: FieldProblems = {};
  for (const error of errors) {
    if (!result[error.field] && error.rules[0]) result[error.field] = { rule: error.rules[0], params: error.params };
  }
  return result;
}

/** Each distinct rule once (with its params), for the toasts. */
export function distinctRules(
  errors: readonly FieldError[],
): { rule: string; params?: Record<string, string | number> }[] {
  const seen = new Map<string, Record<string, string | number> | undefined>();
  for (const error of errors) for (const rule of error.rules) if (!seen.has(rule)) seen.set(rule, error.params);
  return [...seen.entries()].map(([rule, params]) => ({ rule, params }));
}
