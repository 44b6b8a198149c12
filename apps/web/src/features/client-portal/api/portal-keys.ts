import type { PortalListParams } from './list-portal-quotations';

/** Query keys of the client portal; answering invalidates the lists and that quotation's detail. */
export const portalKeys = {
  all: ['client-portal'] as const,
  lists: () => [...portalKeys.all, 'list'] as const,
  list: (params: PortalListParams) => [...portalKeys.lists(), params] as const,
  detail: (reference: string) => [...portalKeys.all, 'detail', reference] as const,
  client: () => [...portalKeys.all, 'client'] as const,
  usualLanes: () => [...portalKeys.all, 'usual-lanes'] as const,
};
