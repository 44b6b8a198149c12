import type { OperationCreated } from '@freight/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = (reference: string) => ['quotationOperation', reference] as const;

/** The operation this quotation opened, if any (`GET /operations/v1/quotation-operations/{ref}`). */
export function useQuotationOperation(reference: string, enabled: boolean) {
  return useQuery({
    queryKey: key(reference),
    queryFn: ({ signal }) =>
      apiRequest<{ reference: string | null }>(`/operations/v1/quotation-operations/${encodeURIComponent(reference)}`, {
        signal,
      }),
    enabled,
  });
}

/** Opens the operation of an APPROVED quotation (one action; lane, client, cargo and commercial copied). */
export function useOpenOperation(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<OperationCreated>(`/operations/v1/quotation-operations/${encodeURIComponent(reference)}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(reference) }),
  });
}
