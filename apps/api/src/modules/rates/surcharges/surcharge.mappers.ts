import {
  centsToNumber,
  centsToString,
  surchargeAmountOn,
  toCents,
  type Currency,
  type SurchargeBasis,
  type SurchargeInput,
  type SurchargeItem,
} from '@freight/shared';
import type { SurchargePeriodDto } from '@freight/shared/dto';
import { dayDate, isoDay } from '../rate.mappers.js';
import type { SurchargePeriodWrite, SurchargeRow } from './surcharges.repository.js';

/** A stored surcharge as the calculator reads it: days as yyyy-mm-dd, amounts as integer cents (or hundredths of a percent). */
export function toSurchargeInput(r: SurchargeRow): SurchargeInput {
  return {
    id: r.id,
    basis: r.basis as SurchargeBasis,
    currency: r.currency as Currency,
    active: r.active,
    validFrom: isoDay(r.validFrom),
    validTo: r.validTo ? isoDay(r.validTo) : null,
    carrierId: r.carrier?.id ?? null,
    services: r.services,
    containers: r.containers,
    originCodes: r.originCodes,
    originCountries: r.originCountries,
    destinationCodes: r.destinationCodes,
    destinationCountries: r.destinationCountries,
    periods: r.periods.map((p) => ({ from: isoDay(p.from), amount: Number(toCents(p.amount)) })),
  };
}

export function toSurchargeItem(r: SurchargeRow, today: string): SurchargeItem {
  const input = toSurchargeInput(r);
  const todayCents = surchargeAmountOn(input, today);
  return {
    id: r.id,
    chargeCode: { id: r.chargeCode.id, concept: r.chargeCode.concept, description: r.chargeCode.description },
    description: r.description,
    basis: input.basis,
    currency: input.currency,
    validFrom: input.validFrom,
    validTo: input.validTo,
    carrier: r.carrier,
    services: r.services,
    containers: r.containers,
    originCodes: r.originCodes,
    originCountries: r.originCountries,
    destinationCodes: r.destinationCodes,
    destinationCountries: r.destinationCountries,
    active: r.active,
    periods: r.periods.map((p) => ({ from: isoDay(p.from), amount: centsToNumber(toCents(p.amount)) })),
    amountToday: todayCents === null ? null : centsToNumber(BigInt(todayCents)),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A period as stored: the day and the amount as exact decimal text. */
export function toPeriodWrite(p: SurchargePeriodDto): SurchargePeriodWrite {
  return { from: dayDate(p.from), amount: centsToString(toCents(p.amount)) };
}
