import {
  checkTaxId,
  CREDIT_DAYS,
  DEFAULT_EXPRESS_RATE,
  type ClientDetail,
  type ExpressDirection,
  type PaymentTerm,
} from '@freight/shared';
import type { ClientBody } from '../api/save-client';

export type ClientFormValues = {
  tradeName: string;
  legalName: string;
  taxId: string;
  address: string;
  postalCode: string;
  city: string;
  country: string | null;
  commercialId: string | null;
  paymentTerms: PaymentTerm;
  /** Select values are strings. */
  creditDays: string | null;
  cwCode: string;
  expressRates: { rate: string; direction: ExpressDirection }[];
};

export function emptyClient(country: string, taxId: string): ClientFormValues {
  return {
    tradeName: '',
    legalName: '',
    taxId,
    address: '',
    postalCode: '',
    city: '',
    country,
    commercialId: null,
    paymentTerms: 'CASH',
    creditDays: null,
    cwCode: '',
    expressRates: [],
  };
}

export function clientValues(c: ClientDetail): ClientFormValues {
  return {
    tradeName: c.tradeName,
    legalName: c.legalName,
    taxId: c.taxId,
    address: c.address,
    postalCode: c.postalCode,
    city: c.city,
    country: c.country,
    commercialId: c.commercial?.id ?? null,
    paymentTerms: c.paymentTerms,
    creditDays: c.creditDays === null ? null : String(c.creditDays),
    cwCode: c.cwCode ?? '',
    expressRates: c.expressRates.map((r) => ({ rate: r.rate, direction: r.direction })),
  };
}

export const newExpressRate = (direction: ExpressDirection = 'OB') => ({ rate: DEFAULT_EXPRESS_RATE, direction });

/** The same rules as the server: each refused field with its rule name (translated by the form). */
export function clientProblems(v: ClientFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!v.tradeName.trim()) problems.tradeName = 'isNotEmpty';
  if (!v.legalName.trim()) problems.legalName = 'isNotEmpty';
  if (!v.country) problems.country = 'isNotEmpty';
  else {
    const check = checkTaxId(v.country, v.taxId);
    if (!check.valid) problems.taxId = check.problem === 'format' ? 'taxIdFormat' : 'taxIdCheckDigit';
  }
  if (v.paymentTerms === 'CREDIT' && !(CREDIT_DAYS as readonly number[]).includes(Number(v.creditDays)))
    problems.creditDays = 'creditDaysRequired';
  v.expressRates.forEach((r, i) => {
    if (!r.rate.trim()) problems[`expressRates.${i}.rate`] = 'isNotEmpty';
  });
  return problems;
}

export function toClientBody(v: ClientFormValues): ClientBody {
  return {
    tradeName: v.tradeName.trim(),
    legalName: v.legalName.trim(),
    taxId: v.taxId,
    address: v.address.trim(),
    postalCode: v.postalCode.trim(),
    city: v.city.trim(),
    country: v.country ?? '',
    commercialId: v.commercialId,
    paymentTerms: v.paymentTerms,
    // Credit days go with CREDIT only: switching terms drops them.
    creditDays: v.paymentTerms === 'CREDIT' && v.creditDays ? Number(v.creditDays) : null,
    cwCode: v.cwCode.trim() || null,
    expressRates: v.expressRates.map((r) => ({ rate: r.rate.trim().toUpperCase(), direction: r.direction })),
  };
}
