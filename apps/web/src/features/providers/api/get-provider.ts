import type { ProviderDetail } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { providersKeys } from './provider-keys';

export function getProvider(id: string, signal?: AbortSignal): Promise<ProviderDetail> {
  return apiRequest<ProviderDetail>(`/app/v1/providers/${encodeURIComponent(id)}`, { signal });
}

/** One provider with all its contacts; disabled without an id. */
export function useProvider(id: string | null) {
  return useQuery({
    queryKey: providersKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getProvider(id ?? '', signal),
    enabled: Boolean(id),
  });
}
