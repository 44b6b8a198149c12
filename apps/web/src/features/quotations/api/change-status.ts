import type { QuotationStatus } from '@freight/shared';
import type { ChangeStatusDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

/** `POST /app/v1/quotations/:reference/status`; 409 for a transition the table forbids or a stale status. */
export function changeQuotationStatus(reference: string, body: ChangeStatusDto): Promise<{ status: QuotationStatus }> {
  return apiRequest<{ status: QuotationStatus }>(`/app/v1/quotations/${encodeURIComponent(reference)}/status`, {
    method: 'POST',
    body,
  });
}

/** Moves the quotation to another status; its detail, log and every list reload afterwards. */
export function useChangeQuotationStatus(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeStatusDto) => changeQuotationStatus(reference, body),
    // Also on failure: a 409 CONFLICT means someone else moved it, so show the current state.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.detail(reference) }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
      ]),
  });
}
