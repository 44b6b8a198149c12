import type { ChargeCodeItem } from '@freight/shared';
import type { ChargeCodeDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chargeCodesKeys } from './charge-code-keys';

export type SaveChargeCodeInput = { id?: string; body: ChargeCodeDto };

/** `POST /app/v1/charge-codes` for a new code, `PUT /app/v1/charge-codes/:id` to replace one (409 on a taken concept). */
export function saveChargeCode({ id, body }: SaveChargeCodeInput): Promise<ChargeCodeItem> {
  return id
    ? apiRequest<ChargeCodeItem>(`/app/v1/charge-codes/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<ChargeCodeItem>('/app/v1/charge-codes', { method: 'POST', body });
}

export function useSaveChargeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChargeCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargeCodesKeys.lists() }),
  });
}
