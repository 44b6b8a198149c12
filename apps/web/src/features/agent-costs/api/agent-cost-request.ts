import type { AgentCostContext } from '@freight/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CostsPayload } from '../components/costs-form';
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
    mutationFn: (payload: DeclinePayload) => agentRequest<void>(token, '/app/v1/agent/decline', { method: 'POST', body: payload }),
  });
}
