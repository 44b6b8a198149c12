import type { Page, SurchargeItem } from '@freight/shared';
import type { SaveSurchargeDto, SurchargeListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const BASE = '/app/v1/surcharges';

/** `GET /app/v1/surcharges` query: page, sort and filters (absent filters are not sent). */
export type SurchargesListParams = Pick<SurchargeListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<SurchargeListQueryDto, 'cursor' | 'search' | 'basis' | 'service' | 'carrierId' | 'active' | 'validOn'>>;

export const surchargesKeys = {
  all: ['surcharges'] as const,
  list: (params: SurchargesListParams) => [...surchargesKeys.all, 'list', params] as const,
};

export function getSurcharges(params: SurchargesListParams, signal?: AbortSignal): Promise<Page<SurchargeItem>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  return apiRequest<Page<SurchargeItem>>(`${BASE}?${query.toString()}`, { signal });
}

/** One keyset page of surcharges; the previous page stays on screen while the next one loads. */
export function useSurcharges(params: SurchargesListParams) {
  return useQuery({
    queryKey: surchargesKeys.list(params),
    queryFn: ({ signal }) => getSurcharges(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** `POST` a new surcharge or `PUT /:id` to replace one (scope, validity and every dated amount). */
export function useSaveSurcharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SaveSurchargeDto }) =>
      id
        ? apiRequest<SurchargeItem>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body })
        : apiRequest<SurchargeItem>(BASE, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surchargesKeys.all }),
  });
}
