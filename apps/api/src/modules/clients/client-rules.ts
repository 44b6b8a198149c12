import { checkTaxId } from '@freight/shared';
import type { ClientDto } from '@freight/shared/dto';
import { AppError } from '../../common/errors/app-error.js';

/** The normalised tax id, or TAX_ID_INVALID naming the rule and what failed. */
export function validTaxId(country: string, raw: string): string {
  const check = checkTaxId(country, raw);
  if (!check.valid) throw new AppError('TAX_ID_INVALID', { field: 'taxId', kind: check.kind, problem: check.problem });
  return check.taxId;
}

/** Credit days go with CREDIT terms only, and CREDIT needs them. */
export function checkCreditDays(dto: Pick<ClientDto, 'paymentTerms' | 'creditDays'>): number | null {
  const days = dto.creditDays ?? null;
  if ((dto.paymentTerms === 'CREDIT') !== (days !== null)) {
    throw new AppError('CLIENT_CREDIT_DAYS_INVALID', { field: 'creditDays', paymentTerms: dto.paymentTerms });
  }
  return days;
}

/** The history entries of a commercial change (none when it stays the same). */
export function commercialChange(before: string | null, after: string | null) {
  if (before === after) return [];
  return [
    ...(before ? [{ role: 'COMMERCIAL' as const, action: 'UNASSIGNED' as const, userId: before }] : []),
    ...(after ? [{ role: 'COMMERCIAL' as const, action: 'ASSIGNED' as const, userId: after }] : []),
  ];
}
