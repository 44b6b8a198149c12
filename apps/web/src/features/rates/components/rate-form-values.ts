import {
  rateFormProblems,
  SERVICE_MODE,
  type ContainerType,
  type Currency,
  type RateCalculator,
  type RateChargeForm,
  type RateDetail,
  type RateDirection,
  type RateFormSlot,
  type RateRangeBasis,
  type RateTerm,
  type Service,
  type Stackable,
} from '@freight/shared';
import type { SaveRateDto } from '@freight/shared/dto';
import type { LocationValue } from '@/components/locations/location-select';
import { RATE_FIELD_LIMITS, type RateFieldError } from './rate-field-errors';

/** A number field's value: the number read, or '' while empty. */
type Num = number | '';

export type RangeValues = { key: string; from: Num; to: Num; amount: Num };
export type ChargeValues = {
  key: string;
  chargeCodeId: string | null;
  description: string;
  currency: Currency;
  calculator: RateCalculator;
  amount: Num;
  unit: string;
  freight: boolean;
  rangeBasis: RateRangeBasis | null;
  ranges: RangeValues[];
  minimumAmount: Num;
  minimumBelow: Num;
};
export type RateFormValues = {
  direction: RateDirection;
  term: RateTerm;
  service: Service;
  container: ContainerType | null;
  origin: LocationValue | null;
  destination: LocationValue | null;
  validFrom: string | null;
  validTo: string | null;
  cbmRatio: Num;
  description: string;
  route: string;
  transitDays: Num;
  frequency: string;
  comments: string;
  freeDays: Num;
  stackable: Stackable | null;
  ownerId: string | null;
  carrier: { id: string; label: string } | null;
};

let seq = 0;
export const newKey = (): string => `k${++seq}`;

export const emptyRange = (): RangeValues => ({ key: newKey(), from: '', to: '', amount: '' });
export const emptyCharge = (freight = false): ChargeValues => ({
  key: newKey(),
  chargeCodeId: null,
  description: '',
  currency: 'USD',
  calculator: 'FLAT',
  amount: '',
  unit: '',
  freight,
  rangeBasis: null,
  ranges: [],
  minimumAmount: '',
  minimumBelow: '',
});

export type RateFormState = RateFormValues & { charges: ChargeValues[] };

export function emptyRateForm(ownerId: string | null): RateFormState {
  return {
    direction: 'BUY',
    term: 'SPOT',
    service: 'SEA_FCL',
    container: '40HC',
    origin: null,
    destination: null,
    validFrom: null,
    validTo: null,
    cbmRatio: '',
    description: '',
    route: '',
    transitDays: '',
    frequency: '',
    comments: '',
    freeDays: '',
    stackable: null,
    ownerId,
    carrier: null,
    charges: [emptyCharge(true)],
  };
}

const num = (n: number | null): Num => (n === null ? '' : n);
const opt = (n: Num): number | null => (n === '' ? null : n);
const text = (s: string): string | null => (s.trim() === '' ? null : s.trim());
const kindOf = (service: Service) =>
  SERVICE_MODE[service] === 'AIR' ? 'AIRPORT' : SERVICE_MODE[service] === 'SEA' ? 'SEAPORT' : 'COUNTRY';

export function rateFormFromDetail(r: RateDetail): RateFormState {
  return {
    direction: r.direction,
    term: r.term,
    service: r.service,
    container: r.container,
    origin: { code: r.originCode, name: r.originName, kind: kindOf(r.service) },
    destination: { code: r.destinationCode, name: r.destinationName, kind: kindOf(r.service) },
    validFrom: r.validFrom,
    validTo: r.validTo,
    cbmRatio: num(r.cbmRatio),
    description: r.description,
    route: r.route ?? '',
    transitDays: num(r.transitDays),
    frequency: r.frequency ?? '',
    comments: r.comments ?? '',
    freeDays: num(r.freeDays),
    stackable: r.stackable,
    ownerId: r.owner.id,
    carrier: { id: r.carrier.id, label: `${r.carrier.code} – ${r.carrier.name}` },
    charges: r.charges.map((c) => ({
      key: newKey(),
      chargeCodeId: c.chargeCode.id,
      description: c.description ?? '',
      currency: c.currency,
      calculator: c.calculator,
      amount: c.amount,
      unit: c.unit ?? '',
      freight: c.freight,
      rangeBasis: c.rangeBasis,
      ranges: c.ranges.map((x) => ({ key: newKey(), from: x.from, to: num(x.to), amount: x.amount })),
      minimumAmount: num(c.minimumAmount),
      minimumBelow: num(c.minimumBelow),
    })),
  };
}

/** The charges as the shared rules read them (an empty amount counts as a missing, invalid one). */
export function chargesForRules(charges: ChargeValues[]): RateChargeForm[] {
  return charges.map((c) => ({
    chargeCodeId: c.chargeCodeId,
    currency: c.currency,
    calculator: c.calculator,
    amount: c.amount === '' ? Number.NaN : c.amount,
    freight: c.freight,
    rangeBasis: c.rangeBasis,
    ranges: c.ranges.map((r) => ({
      from: r.from === '' ? Number.NaN : r.from,
      to: opt(r.to),
      amount: r.amount === '' ? Number.NaN : r.amount,
    })),
    minimumAmount: opt(c.minimumAmount),
    minimumBelow: opt(c.minimumBelow),
  }));
}

export function rateBody(v: RateFormState): SaveRateDto {
  return {
    direction: v.direction,
    term: v.term,
    service: v.service,
    container: SERVICE_MODE[v.service] === 'SEA' ? v.container : null,
    originCode: v.origin?.code ?? '',
    originName: v.origin?.name ?? '',
    destinationCode: v.destination?.code ?? '',
    destinationName: v.destination?.name ?? '',
    validFrom: v.validFrom ?? '',
    validTo: v.validTo ?? '',
    cbmRatio: opt(v.cbmRatio),
    description: v.description.trim(),
    route: text(v.route),
    transitDays: opt(v.transitDays),
    frequency: text(v.frequency),
    comments: text(v.comments),
    freeDays: opt(v.freeDays),
    stackable: v.stackable,
    ...(v.ownerId ? { ownerId: v.ownerId } : {}),
    carrierId: v.carrier?.id ?? '',
    charges: v.charges.map((c) => ({
      chargeCodeId: c.chargeCodeId,
      description: text(c.description),
      currency: c.currency,
      calculator: c.calculator,
      amount: c.amount === '' ? 0 : c.amount,
      unit: text(c.unit),
      freight: c.freight,
      rangeBasis: c.rangeBasis,
      ranges: c.rangeBasis
        ? c.ranges.map((r) => ({
            from: r.from === '' ? 0 : r.from,
            to: opt(r.to),
            amount: r.amount === '' ? 0 : r.amount,
          }))
        : [],
      minimumAmount: opt(c.minimumAmount),
      minimumBelow: opt(c.minimumBelow),
    })),
  };
}

export type RateFormCheck = { slots: RateFormSlot[]; fields: Record<string, RateFieldError> };

/** The same rules as the server (packages/shared and SaveRateDto's limits) plus the required fields, by slot and by field path. */
export function checkRateForm(v: RateFormState): RateFormCheck {
  const { slots, fields } = rateFormProblems({
    validFrom: v.validFrom ?? '',
    validTo: v.validTo ?? '',
    charges: chargesForRules(v.charges),
  });
  const out: Record<string, RateFieldError> = {};
  for (const f of fields) out[f.field] ??= { rule: f.rules[0], ...(f.params ? { params: f.params } : {}) };
  const numbers: [keyof RateFormState, Num][] = [
    ['transitDays', v.transitDays],
    ['freeDays', v.freeDays],
    ['cbmRatio', v.cbmRatio],
  ];
  for (const [field, value] of numbers) {
    const { min = 0, max } = RATE_FIELD_LIMITS[field];
    if (value === '') continue;
    if (value < min) out[field] = { rule: 'min', params: { min } };
    else if (max !== undefined && value > max) out[field] = { rule: 'max', params: { max } };
  }
  const texts: [string, string][] = [
    ['description', v.description],
    ['route', v.route],
    ['frequency', v.frequency],
    ['comments', v.comments],
    ...v.charges.map((c, i): [string, string] => [`charges.${i}.description`, c.description]),
  ];
  for (const [field, value] of texts) {
    const max = RATE_FIELD_LIMITS[field.replace(/\.\d+\./, '.*.')]?.length;
    if (max !== undefined && value.trim().length > max) out[field] = { rule: 'maxLength', params: { max } };
  }
  const required: [keyof RateFormState, boolean][] = [
    ['origin', v.origin === null],
    ['destination', v.destination === null],
    ['validFrom', v.validFrom === null],
    ['validTo', v.validTo === null],
    ['description', v.description.trim() === ''],
    ['carrier', v.carrier === null],
  ];
  for (const [field, missing] of required) if (missing) out[field] = { rule: 'required' };
  return { slots, fields: out };
}

/** The slots still worth showing: "no charges" goes as soon as the form holds a charge, without waiting for a save. */
export function shownSlots(slots: RateFormSlot[], v: Pick<RateFormState, 'charges'>): RateFormSlot[] {
  return v.charges.length > 0 ? slots.filter((s) => s !== 'NO_CHARGES') : slots;
}

/** A server field path as the form's: the API says carrierId and originCode where the form has carrier and origin. */
export function formPath(field: string): string {
  const renamed: Record<string, string> = {
    carrierId: 'carrier',
    originCode: 'origin',
    originName: 'origin',
    destinationCode: 'destination',
    destinationName: 'destination',
  };
  return renamed[field] ?? field;
}
