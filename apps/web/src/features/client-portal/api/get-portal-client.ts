import type { PortalClient } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portalKeys } from './portal-keys';

/** `GET /app/v1/portal/client`: the user's company and their colleagues with portal access. */
export function getPortalClient(signal?: AbortSignal): Promise<PortalClient> {
  return apiRequest<PortalClient>('/app/v1/portal/client', { signal });
}

export function usePortalClient() {
  return useQuery({ queryKey: portalKeys.client(), queryFn: ({ signal }) => getPortalClient(signal) });
}
