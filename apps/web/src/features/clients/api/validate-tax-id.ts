import type { TaxIdValidation } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /app/v1/clients/validate-tax-id`: "not found" (may create) or "exists" with its names. */
export function validateTaxId(body: { country: string; taxId: string }): Promise<TaxIdValidation> {
  return apiRequest<TaxIdValidation>('/app/v1/clients/validate-tax-id', { method: 'POST', body });
}

export function useValidateTaxId() {
  return useMutation({ mutationFn: validateTaxId });
}
