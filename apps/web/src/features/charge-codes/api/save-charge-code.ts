import type { ChargeCodeDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body as answer } from '@/lib/api';
import { chargeCodesKeys } from './charge-code-keys';

export type SaveChargeCodeInput = { id?: string; body: ChargeCodeDto };

/** `POST /app/v1/charge-codes` for a new code, `PUT /app/v1/charge-codes/:id` to replace one (409 on a taken concept). */
export function saveChargeCode({ id, body }: SaveChargeCodeInput) {
  return id
    ? answer(api.PUT('/app/v1/charge-codes/{id}', { params: { path: { id } }, body }))
    : answer(api.POST('/app/v1/charge-codes', { body }));
}

export function useSaveChargeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChargeCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargeCodesKeys.lists() }),
  });
}
