import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

/** `POST /app/v1/quotations/:reference/inactivate` (204): cancels the quotation. */
export function inactivateQuotation(reference: string): Promise<void> {
  return apiRequest<void>(`/app/v1/quotations/${encodeURIComponent(reference)}/inactivate`, { method: 'POST' });
}

/** Cancels the quotation; it leaves the open lists, so those reload with its detail. */
export function useInactivateQuotation(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inactivateQuotation(reference),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.detail(reference) }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
      ]),
  });
}
