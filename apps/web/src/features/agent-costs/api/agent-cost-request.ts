import type { AgentCostContext, CostQuestionInfo, CostRequestFileInfo } from '@freight/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CostsPayload } from '@/components/costs-form';
import type { DeclinePayload } from '../components/decline-modal';
import { agentRequest } from './agent-request';

export const agentCostKeys = {
  context: (token: string) => ['agent-costs', 'context', token] as const,
};

/** What the link asks the agent to quote; a refused link is not retried. */
export function useAgentCostContext(token: string) {
  return useQuery({
    queryKey: agentCostKeys.context(token),
    queryFn: ({ signal }) => agentRequest<AgentCostContext>(token, '/app/v1/agent/cost-request', { signal }),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useSubmitAgentCosts(token: string) {
  return useMutation({
    mutationFn: (payload: CostsPayload) =>
      agentRequest<void>(token, '/app/v1/agent/costs', { method: 'POST', body: payload }),
  });
}

/** The agent cannot quote: ends the link. */
export function useDeclineAgentRequest(token: string) {
  return useMutation({
    mutationFn: (payload: DeclinePayload) =>
      agentRequest<void>(token, '/app/v1/agent/decline', { method: 'POST', body: payload }),
  });
}

/** Attach a file to the answer (checked by the API like every document). */
export function useUploadAgentFile(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return agentRequest<CostRequestFileInfo>(token, '/app/v1/agent/files', { method: 'POST', body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: agentCostKeys.context(token) }),
  });
}

/** A question to the analyst; the answer comes by e-mail and shows on this page. */
export function useAskAgentQuestion(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      agentRequest<CostQuestionInfo>(token, '/app/v1/agent/questions', { method: 'POST', body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentCostKeys.context(token) }),
  });
}
