import { MAX_RATE_CHARGES, MAX_RATE_NUMBER, MAX_RATE_RANGES, RATE_LIMITS, type FieldError } from '@freight/shared';

/** One broken rule at one field of the rate form: the shared rules' or the server's name, and its figures. */
export type RateFieldError = { rule: string; params?: FieldError['params'] };

/** A message under `rates:rateForm.fieldErrors` and its interpolation values (numbers still raw). */
export type RateFieldMessage = { key: string; params: Record<string, string | number> };

/** Every message a field of the rate form (or "save cost as rate") can show. */
export const RATE_FIELD_MESSAGES = [
  'required',
  'chooseFromList',
  'rangesRequired',
  'rangeBasisRequired',
  'date',
  'beforeValidFrom',
  'tooManyCharges',
  'tooManyRanges',
  'amount',
  'money',
  'quantity',
  'positiveQuantity',
  'number',
  'isInt',
  'min',
  'max',
  'maxDecimalPlaces',
  'maxLength',
  'requiredWithMinimumBelow',
  'notForPercent',
  'notAboveFrom',
  'openRangeNotLast',
  'overlaps',
  'notFound',
  'invalid',
] as const;
export type RateFieldMessageName = (typeof RATE_FIELD_MESSAGES)[number];

type Limits = { min?: number; max?: number; decimals?: number; length?: number };

/**
 * SaveRateDto's limits (shared RATE_LIMITS) by form path. class-validator refusals carry no figures,
 * so the message takes them from here; the form checks the same limits before sending.
 */
export const RATE_FIELD_LIMITS: Record<string, Limits> = {
  transitDays: RATE_LIMITS.transitDays,
  freeDays: RATE_LIMITS.freeDays,
  cbmRatio: RATE_LIMITS.cbmRatio,
  description: RATE_LIMITS.description,
  route: RATE_LIMITS.route,
  frequency: RATE_LIMITS.frequency,
  comments: RATE_LIMITS.comments,
  'charges.*.description': RATE_LIMITS.charges.description,
  'charges.*.unit': RATE_LIMITS.charges.unit,
};

/** The shared rules' names that are shown with a message of the same name. */
const SAME_NAME = new Set<string>([
  'beforeValidFrom',
  'isInt',
  'requiredWithMinimumBelow',
  'notForPercent',
  'notAboveFrom',
  'openRangeNotLast',
  'overlaps',
  'notFound',
]);

/** "charges.2.ranges.0.to" → "charges.*.ranges.*.to". */
const shape = (path: string): string => path.replace(/\.\d+(?=\.|$)/g, '.*');

const message = (name: RateFieldMessageName, params: Record<string, string | number> = {}): RateFieldMessage => ({
  key: `rateForm.fieldErrors.${name}`,
  params,
});

function withFigure(
  name: RateFieldMessageName,
  param: 'min' | 'max',
  value: string | number | undefined,
): RateFieldMessage {
  return value === undefined ? message('invalid') : message(name, { [param]: value });
}

/**
 * The message of a rule broken at a form path, from the shared rate rules (rateFormProblems), the
 * form's own required fields or the server's field list; an unknown rule gets the generic text.
 */
export function rateFieldMessage(path: string, { rule, params = {} }: RateFieldError): RateFieldMessage {
  const at = shape(path);
  const limits = RATE_FIELD_LIMITS[at] ?? {};
  if (SAME_NAME.has(rule)) return message(rule as RateFieldMessageName);
  switch (rule) {
    case 'required':
    case 'isNotEmpty':
    case 'isDefined':
      if (at.endsWith('.ranges')) return message('rangesRequired');
      if (at.endsWith('.rangeBasis')) return message('rangeBasisRequired');
      return message('required');
    case 'isUUID':
    case 'isIn':
      return message('chooseFromList');
    case 'isCalendarDate':
      return message('date');
    case 'isNumber':
      return message('number');
    case 'maxItems':
    case 'arrayMaxSize':
      if (at === 'charges') return message('tooManyCharges', { max: params.max ?? MAX_RATE_CHARGES });
      if (at.endsWith('.ranges')) return message('tooManyRanges', { max: params.max ?? MAX_RATE_RANGES });
      return message('invalid');
    case 'min':
      // The shared rules report every bad amount or quantity as "min": say what a good one looks like.
      if (at === 'charges.*.amount') return message('amount');
      if (at === 'charges.*.minimumAmount' || at === 'charges.*.ranges.*.amount')
        return message('money', { max: MAX_RATE_NUMBER });
      if (at === 'charges.*.ranges.*.from') return message('quantity', { max: MAX_RATE_NUMBER });
      if (at === 'charges.*.minimumBelow') return message('positiveQuantity', { max: MAX_RATE_NUMBER });
      return withFigure('min', 'min', params.min ?? limits.min);
    case 'max':
      return withFigure('max', 'max', params.max ?? limits.max);
    case 'maxDecimalPlaces':
      return withFigure('maxDecimalPlaces', 'max', params.max ?? limits.decimals);
    case 'maxLength':
      return withFigure('maxLength', 'max', params.max ?? limits.length);
    default:
      return message('invalid');
  }
}
