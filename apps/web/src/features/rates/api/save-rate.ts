import type { RateDetail } from '@freight/shared';
import type { SaveRateDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ratesKeys } from './rate-keys';

export type SaveRateInput = { id?: string; body: SaveRateDto };

/** `POST /app/v1/rates`, or `PUT /app/v1/rates/:id` (a rate in force comes back as a new version with its own id). */
export function saveRate({ id, body }: SaveRateInput): Promise<RateDetail> {
  return id
    ? apiRequest<RateDetail>(`/app/v1/rates/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<RateDetail>('/app/v1/rates', { method: 'POST', body });
}

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesKeys.all }),
  });
}
