import type { PortalUsualLane } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portalKeys } from './portal-keys';

/** `GET /app/v1/portal/usual-lanes`: the client's usual lanes, most used first (issue 43). */
export function getUsualLanes(signal?: AbortSignal): Promise<{ items: PortalUsualLane[] }> {
  return apiRequest<{ items: PortalUsualLane[] }>('/app/v1/portal/usual-lanes', { signal });
}

export function useUsualLanes() {
  return useQuery({
    queryKey: portalKeys.usualLanes(),
    queryFn: ({ signal }) => getUsualLanes(signal),
    staleTime: 5 * 60_000,
  });
}
