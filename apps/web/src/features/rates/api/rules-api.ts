import type { QuotationRuleItem, RuleTestResult } from '@freight/shared';
import type { SaveQuotationRuleDto, TestQuotationRuleDto } from '@freight/shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const BASE = '/app/v1/quotation-rules';
export const rulesKeys = { all: ['quotation-rules'] as const };

/** `GET /app/v1/quotation-rules`: every rule in evaluation order. */
export function useRules() {
  return useQuery({
    queryKey: rulesKeys.all,
    queryFn: ({ signal }) => apiRequest<QuotationRuleItem[]>(BASE, { signal }),
  });
}

/** `POST` a new rule or `PUT /:id` to replace one. */
export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SaveQuotationRuleDto }) =>
      id
        ? apiRequest<QuotationRuleItem>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body })
        : apiRequest<QuotationRuleItem>(BASE, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKeys.all }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKeys.all }),
  });
}

/** `POST /test`: which of the last 100 requests the filters would match (changes nothing). */
export function useTestRule() {
  return useMutation({
    mutationFn: (body: TestQuotationRuleDto) => apiRequest<RuleTestResult>(`${BASE}/test`, { method: 'POST', body }),
  });
}
