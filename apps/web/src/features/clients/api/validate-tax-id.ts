import { useMutation } from '@tanstack/react-query';
import { api, body as answer, type ApiBody } from '@/lib/api';

/** `POST /app/v1/clients/validate-tax-id`: "not found" (may create) or "exists" with its names. */
export function validateTaxId(body: { country: string; taxId: string }) {
  return answer(
    api.POST('/app/v1/clients/validate-tax-id', { body: body as ApiBody<'/app/v1/clients/validate-tax-id', 'post'> }),
  );
}

export function useValidateTaxId() {
  return useMutation({ mutationFn: validateTaxId });
}
