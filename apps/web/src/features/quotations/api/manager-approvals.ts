import type { UserRef } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

/** `GET /app/v1/quotations/manager/commercials`: whom the manager view filters by. */
export function getManagerCommercials(signal?: AbortSignal): Promise<UserRef[]> {
  return apiRequest<UserRef[]>('/app/v1/quotations/manager/commercials', { signal });
}

export function useManagerCommercials(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...quotationKeys.all, 'managerCommercials'] as const,
      queryFn: ({ signal }) => getManagerCommercials(signal),
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
}
