import type { RateDetail } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ratesKeys } from './rate-keys';

/** `GET /app/v1/rates/:id`: one version with its charges and the list of versions. */
export function useRate(id: string | null) {
  return useQuery({
    queryKey: ratesKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<RateDetail>(`/app/v1/rates/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });
}
