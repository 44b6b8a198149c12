import type { QuotationCreated } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateQuotationBody } from '@/components/request-form/request-body';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

/** `POST /app/v1/quotations`: creates the request and returns its reference (400 VALIDATION_FAILED per field). */
export function createQuotation(body: CreateQuotationBody): Promise<QuotationCreated> {
  return apiRequest<QuotationCreated>('/app/v1/quotations', { method: 'POST', body });
}

export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuotation,
    // A new request shows up in every list view at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
  });
}
