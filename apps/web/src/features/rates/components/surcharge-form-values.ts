import type { SurchargeBasis, SurchargeItem } from '@freight/shared';
import type { SaveSurchargeDto } from '@freight/shared/dto';

export type SurchargePeriodValues = { from: string | null; amount: number | '' };

export type SurchargeFormValues = {
  chargeCodeId: string | null;
  description: string;
  basis: SurchargeBasis | null;
  currency: string | null;
  validFrom: string | null;
  validTo: string | null;
  carrierId: string | null;
  services: string[];
  containers: string[];
  originCodes: string[];
  originCountries: string[];
  destinationCodes: string[];
  destinationCountries: string[];
  active: boolean;
  periods: SurchargePeriodValues[];
};

export function surchargeFormValues(s: SurchargeItem | null): SurchargeFormValues {
  return {
    chargeCodeId: s?.chargeCode.id ?? null,
    description: s?.description ?? '',
    basis: s?.basis ?? null,
    currency: s?.currency ?? 'USD',
    validFrom: s?.validFrom ?? null,
    validTo: s?.validTo ?? null,
    carrierId: s?.carrier?.id ?? null,
    services: s?.services ?? [],
    containers: s?.containers ?? [],
    originCodes: s?.originCodes ?? [],
    originCountries: s?.originCountries ?? [],
    destinationCodes: s?.destinationCodes ?? [],
    destinationCountries: s?.destinationCountries ?? [],
    active: s?.active ?? true,
    periods: s?.periods.map((p) => ({ from: p.from, amount: p.amount })) ?? [{ from: null, amount: '' }],
  };
}

/** Field -> problem key (rates:surcharges.problems.*); empty when the form may be sent. */
export function surchargeFormProblems(v: SurchargeFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const key of ['chargeCodeId', 'basis', 'currency', 'validFrom'] as const)
    if (!v[key]) problems[key] = 'required';
  if (v.validFrom && v.validTo && v.validTo < v.validFrom) problems.validTo = 'beforeStart';
  const days = new Set<string>();
  v.periods.forEach((p, i) => {
    if (!p.from) problems[`periods.${i}.from`] = 'required';
    else if ((v.validFrom && p.from < v.validFrom) || (v.validTo && p.from > v.validTo))
      problems[`periods.${i}.from`] = 'outsideValidity';
    else if (days.has(p.from)) problems[`periods.${i}.from`] = 'duplicateDay';
    if (p.from) days.add(p.from);
    if (p.amount === '' || p.amount < 0) problems[`periods.${i}.amount`] = 'required';
  });
  return problems;
}

export function surchargeBody(v: SurchargeFormValues): SaveSurchargeDto {
  return {
    chargeCodeId: v.chargeCodeId!,
    description: v.description.trim() || null,
    basis: v.basis!,
    currency: v.currency as SaveSurchargeDto['currency'],
    validFrom: v.validFrom!,
    validTo: v.validTo,
    carrierId: v.carrierId,
    services: v.services as SaveSurchargeDto['services'],
    containers: v.containers,
    originCodes: v.originCodes,
    originCountries: v.originCountries,
    destinationCodes: v.destinationCodes,
    destinationCountries: v.destinationCountries,
    active: v.active,
    periods: v.periods.map((p) => ({ from: p.from!, amount: p.amount === '' ? 0 : p.amount })),
  };
}
