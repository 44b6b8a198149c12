import type {
  AgentSuggestion,
  ApprovalState,
  ChargeCodeItem,
  CostComparison,
  CostInfo,
  CostQuestionInfo,
  CostRequestInfo,
  Page,
  PricingSummary,
  ProviderListItem,
  PublishResult,
  SellsView,
  SendResult,
  WaitingCostRequestPage,
} from '@freight/shared';
import type { AgentQuoteDto, DecideApprovalDto, PutSellsDto, SendQuotationDto } from '@freight/shared/dto';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-download';
import { quotationKeys } from '@/features/quotations/api/quotation-keys';
import { queuedPollInterval } from './queued-poll';

/** An agent the API suggests for the lane and service, best first, with the reasons why. */
export type ProviderSuggestion = AgentSuggestion;

const base = (reference: string) => `/app/v1/quotations/${encodeURIComponent(reference)}`;

/**
 * Pricing data lives under the quotation's detail key, so any quotation mutation (status change,
 * take, publish) that invalidates `quotationKeys.detail(ref)` reloads it as well.
 */
export const pricingKeys = {
  of: (reference: string) => [...quotationKeys.detail(reference), 'pricing'] as const,
  suggestions: (reference: string) => [...pricingKeys.of(reference), 'suggestions'] as const,
  costRequests: (reference: string) => [...pricingKeys.of(reference), 'cost-requests'] as const,
  costs: (reference: string) => [...pricingKeys.of(reference), 'costs'] as const,
  comparison: (reference: string) => [...pricingKeys.of(reference), 'comparison'] as const,
  sells: (reference: string) => [...pricingKeys.of(reference), 'sells'] as const,
  summary: (reference: string) => [...pricingKeys.of(reference), 'summary'] as const,
  providers: (search: string) => ['pricing', 'providers', search] as const,
  chargeCodes: () => ['pricing', 'charge-codes'] as const,
};

function useInvalidateQuotation() {
  const queryClient = useQueryClient();
  return (reference: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: quotationKeys.detail(reference) }),
      queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
    ]);
}

// Reads

export function useAgentSuggestions(reference: string, enabled = true) {
  return useQuery({
    queryKey: pricingKeys.suggestions(reference),
    queryFn: ({ signal }) => apiRequest<ProviderSuggestion[]>(`${base(reference)}/agent-suggestions`, { signal }),
    enabled,
  });
}

export function useCostRequests(reference: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: pricingKeys.costRequests(reference),
    queryFn: ({ signal }) => apiRequest<CostRequestInfo[]>(`${base(reference)}/cost-requests`, { signal }),
    refetchInterval: (query) => queuedPollInterval(query.state.data),
  });
}

export function useCosts(reference: string) {
  return useQuery({
    queryKey: pricingKeys.costs(reference),
    queryFn: ({ signal }) => apiRequest<CostInfo[]>(`${base(reference)}/costs`, { signal }),
  });
}

export function useCostComparison(reference: string) {
  return useQuery({
    queryKey: pricingKeys.comparison(reference),
    queryFn: ({ signal }) => apiRequest<CostComparison>(`${base(reference)}/costs/comparison`, { signal }),
  });
}

export function useSells(reference: string) {
  return useQuery({
    queryKey: pricingKeys.sells(reference),
    queryFn: ({ signal }) => apiRequest<SellsView>(`${base(reference)}/sells`, { signal }),
  });
}

export function usePricingSummary(reference: string) {
  return useQuery({
    queryKey: pricingKeys.summary(reference),
    queryFn: ({ signal }) => apiRequest<PricingSummary>(`${base(reference)}/pricing-summary`, { signal }),
  });
}

/** Active providers whose name or code matches (the agent quote's provider select). */
export function useProviderSearch(search: string) {
  return useQuery({
    queryKey: pricingKeys.providers(search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: '50', active: 'true' });
      if (search.trim()) query.set('search', search.trim());
      return apiRequest<Page<ProviderListItem>>(`/app/v1/providers?${query.toString()}`, { signal });
    },
  });
}

/** Active charge codes, for the cost form's concept select. */
export function useChargeCodes() {
  return useQuery({
    queryKey: pricingKeys.chargeCodes(),
    queryFn: ({ signal }) => apiRequest<Page<ChargeCodeItem>>('/app/v1/charge-codes?limit=100&active=true', { signal }),
    staleTime: 5 * 60_000,
  });
}

// Writes: each reloads the quotation's detail subtree (pricing data included) and the lists.

function useQuotationMutation<TVars, TResult>(reference: string, fn: (vars: TVars) => Promise<TResult>) {
  const invalidate = useInvalidateQuotation();
  return useMutation({ mutationFn: fn, onSettled: () => invalidate(reference) });
}

export function useTakeQuotation() {
  const invalidate = useInvalidateQuotation();
  return useMutation({
    mutationFn: (reference: string) => apiRequest<void>(`${base(reference)}/take`, { method: 'POST' }),
    onSettled: (_data, _error, reference) => invalidate(reference),
  });
}

export function useRequestCosts(reference: string) {
  return useQuotationMutation(reference, (body: { providerIds: string[]; answerBy?: string }) =>
    apiRequest<CostRequestInfo[]>(`${base(reference)}/cost-requests`, { method: 'POST', body }),
  );
}

export function useResendCostRequest(reference: string) {
  return useQuotationMutation(reference, (id: string) =>
    apiRequest<CostRequestInfo[]>(`${base(reference)}/cost-requests/${id}/resend`, { method: 'POST', body: {} }),
  );
}

export function useCancelCostRequest(reference: string) {
  return useQuotationMutation(reference, (id: string) =>
    apiRequest<void>(`${base(reference)}/cost-requests/${id}/cancel`, { method: 'POST' }),
  );
}

/** Answer an agent's question; the API e-mails it to the agent with its link. */
export function useAnswerCostQuestion(reference: string) {
  return useQuotationMutation(
    reference,
    ({ requestId, questionId, text }: { requestId: string; questionId: string; text: string }) =>
      apiRequest<CostQuestionInfo>(`${base(reference)}/cost-requests/${requestId}/questions/${questionId}/answer`, {
        method: 'POST',
        body: { text },
      }),
  );
}

/** A file an agent attached to its answer, fetched with the token (a plain link would have none). */
export function downloadCostRequestFile(reference: string, requestId: string, fileId: string) {
  return apiDownload(`${base(reference)}/cost-requests/${requestId}/files/${fileId}/content`);
}

export function useSaveSells(reference: string) {
  return useQuotationMutation(reference, (body: PutSellsDto) =>
    apiRequest<SellsView>(`${base(reference)}/sells`, { method: 'PUT', body }),
  );
}

export function usePublishSells(reference: string) {
  return useQuotationMutation(reference, () =>
    apiRequest<PublishResult>(`${base(reference)}/publish`, { method: 'POST' }),
  );
}

export function useRequestApproval(reference: string) {
  return useQuotationMutation(reference, () =>
    apiRequest<{ approvalState: ApprovalState }>(`${base(reference)}/approval/request`, { method: 'POST' }),
  );
}

export function useDecideApproval(reference: string) {
  return useQuotationMutation(reference, (body: DecideApprovalDto) =>
    apiRequest<{ approvalState: ApprovalState }>(`${base(reference)}/approval/decide`, { method: 'POST', body }),
  );
}

export function useSendQuotation(reference: string) {
  return useQuotationMutation(reference, (body: SendQuotationDto) =>
    apiRequest<SendResult>(`${base(reference)}/send`, { method: 'POST', body }),
  );
}

/** Logs a PDF_DOWNLOADED event, so the log reloads afterwards. */
export function useDownloadPdf(reference: string) {
  return useQuotationMutation(reference, () => apiDownload(`${base(reference)}/pdf`));
}

/** Costs entered on an agent's behalf (received by phone or mail). */
export function useAgentQuote() {
  const invalidate = useInvalidateQuotation();
  return useMutation({
    mutationFn: ({ reference, body }: { reference: string; body: AgentQuoteDto }) =>
      apiRequest<void>(`${base(reference)}/costs`, { method: 'POST', body }),
    onSettled: (_data, _error, { reference }) => invalidate(reference),
  });
}

/** Open cost requests whose agent has not answered in time (GET /app/v1/cost-requests/waiting), oldest mail first. */
export function useWaitingCostRequests(params: { limit: number; cursor?: string; order: 'asc' | 'desc' }) {
  return useQuery({
    queryKey: ['pricing', 'waiting-cost-requests', params] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(params.limit), order: params.order });
      if (params.cursor) query.set('cursor', params.cursor);
      return apiRequest<WaitingCostRequestPage>(`/app/v1/cost-requests/waiting?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
