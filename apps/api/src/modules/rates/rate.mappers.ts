import {
  centsToNumber,
  decimalToNumber,
  QUANTITY_SCALE,
  RATE_EXPIRY_NOTICE_DAYS,
  toCents,
  type ContainerType,
  type Currency,
  type RateCalculator,
  type RateChargeForm,
  type RateChargeItem,
  type RateDetail,
  type RateDirection,
  type RateListItem,
  type RateRangeBasis,
  type RateTerm,
  type RateValidity,
  type Stackable,
} from '@freight/shared';
import type { RateChargeRow, RateDetailRow, RateListRow } from './rates.repository.js';

/** Stored amounts and measures as the API's JSON numbers, through the money module. */
const amount = (d: { toFixed(digits?: number): string }) => centsToNumber(toCents(d));
const measure = (d: { toFixed(digits?: number): string }) => decimalToNumber(d, QUANTITY_SCALE);

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
export const dayDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
export const addDays = (iso: string, days: number): string =>
  isoDay(new Date(dayDate(iso).getTime() + days * 86_400_000));

/** Where a rate stands on `today` (yyyy-mm-dd in the reader's time zone). */
export function validityOn(validFrom: Date, validTo: Date, today: string): RateValidity {
  const from = isoDay(validFrom);
  const to = isoDay(validTo);
  if (to < today) return 'EXPIRED';
  if (from > today) return 'FUTURE';
  return to <= addDays(today, RATE_EXPIRY_NOTICE_DAYS) ? 'EXPIRING' : 'VALID';
}

export function toRateListItem(r: Omit<RateListRow, 'chargeCount'>, today: string, chargeCount: number): RateListItem {
  return {
    id: r.id,
    rateKey: r.rateKey,
    version: r.version,
    direction: r.direction as RateDirection,
    term: r.term as RateTerm,
    transportMode: r.transportMode,
    service: r.service,
    container: r.container as ContainerType | null,
    originCode: r.originCode,
    originName: r.originName,
    destinationCode: r.destinationCode,
    destinationName: r.destinationName,
    validFrom: isoDay(r.validFrom),
    validTo: isoDay(r.validTo),
    validity: validityOn(r.validFrom, r.validTo, today),
    description: r.description,
    transitDays: r.transitDays,
    carrier: r.carrier,
    owner: r.owner,
    chargeCount,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toRateChargeItem(c: RateChargeRow): RateChargeItem {
  return {
    index: c.index,
    chargeCode: { id: c.chargeCode.id, concept: c.chargeCode.concept, description: c.chargeCode.description },
    description: c.description,
    currency: c.currency as Currency,
    calculator: c.calculator as RateCalculator,
    amount: amount(c.amount),
    unit: c.unit,
    freight: c.freight,
    rangeBasis: c.rangeBasis as RateRangeBasis | null,
    ranges: c.ranges.map((r) => ({
      from: measure(r.from),
      to: r.to === null ? null : measure(r.to),
      amount: amount(r.amount),
    })),
    minimumAmount: c.minimumAmount === null ? null : amount(c.minimumAmount),
    minimumBelow: c.minimumBelow === null ? null : measure(c.minimumBelow),
  };
}

/** A stored charge as the calculator's form input. */
export function chargeForm(c: RateChargeRow): RateChargeForm {
  const item = toRateChargeItem(c);
  return { ...item, chargeCodeId: c.chargeCodeId };
}

export function toRateDetail(
  r: RateDetailRow,
  today: string,
  versions: { id: string; version: number; current: boolean; validFrom: Date; validTo: Date; createdAt: Date }[],
  editable: boolean,
  pricedQuotations: number,
): RateDetail {
  return {
    ...toRateListItem(r, today, r.charges.length),
    current: r.current,
    cbmRatio: r.cbmRatio === null ? null : measure(r.cbmRatio),
    route: r.route,
    frequency: r.frequency,
    comments: r.comments,
    freeDays: r.freeDays,
    stackable: r.stackable as Stackable | null,
    charges: r.charges.map(toRateChargeItem),
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      current: v.current,
      validFrom: isoDay(v.validFrom),
      validTo: isoDay(v.validTo),
      createdAt: v.createdAt.toISOString(),
    })),
    pricedQuotations,
    editable,
  };
}
