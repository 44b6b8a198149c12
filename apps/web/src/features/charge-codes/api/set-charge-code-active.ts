import type { ChargeCodeItem } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chargeCodesKeys } from './charge-code-keys';

export type SetChargeCodeActiveInput = { id: string; active: boolean };

/** `POST /app/v1/charge-codes/:id/activate|inactivate`; answers the code in its new state. */
export function setChargeCodeActive({ id, active }: SetChargeCodeActiveInput): Promise<ChargeCodeItem> {
  return apiRequest<ChargeCodeItem>(
    `/app/v1/charge-codes/${encodeURIComponent(id)}/${active ? 'activate' : 'inactivate'}`,
    {
      method: 'POST',
    },
  );
}

export function useSetChargeCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChargeCodeActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargeCodesKeys.lists() }),
  });
}
