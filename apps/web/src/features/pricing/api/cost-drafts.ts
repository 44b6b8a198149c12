import type { CostDraftInfo } from '@freight/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from '@/features/quotations/api/quotation-keys';
import { pricingKeys } from './pricing-api';

const path = (reference: string) => `/app/v1/quotations/${encodeURIComponent(reference)}/cost-drafts`;

/**
 * Issue 42: costs read from the cost template an agent attached to its reply by mail. Under the
 * quotation's pricing key, so a push about the quotation (a reply arrived) reloads them too.
 */
export const costDraftKeys = {
  of: (reference: string) => [...pricingKeys.of(reference), 'cost-drafts'] as const,
};

/** `GET /app/v1/quotations/{reference}/cost-drafts`: every draft of the quotation, newest first. */
export function useCostDrafts(reference: string, enabled = true) {
  return useQuery({
    enabled: enabled && reference !== '',
    queryKey: costDraftKeys.of(reference),
    queryFn: ({ signal }) => apiRequest<CostDraftInfo[]>(path(reference), { signal }),
  });
}

/**
 * `POST …/cost-drafts/{id}/confirm` (it becomes the agent's cost) or `…/discard`. Either way the
 * quotation's pricing data reloads: its costs, comparison and the request rows' draft counts.
 */
export function useDecideCostDraft(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirm' | 'discard' }) =>
      apiRequest<CostDraftInfo>(`${path(reference)}/${id}/${decision}`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.detail(reference) }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
      ]),
  });
}
