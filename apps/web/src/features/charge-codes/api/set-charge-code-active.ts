import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { chargeCodesKeys } from './charge-code-keys';

export type SetChargeCodeActiveInput = { id: string; active: boolean };

/** `POST /app/v1/charge-codes/:id/activate|inactivate`; answers the code in its new state. */
export function setChargeCodeActive({ id, active }: SetChargeCodeActiveInput) {
  const params = { path: { id } };
  return active
    ? body(api.POST('/app/v1/charge-codes/{id}/activate', { params }))
    : body(api.POST('/app/v1/charge-codes/{id}/inactivate', { params }));
}

export function useSetChargeCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChargeCodeActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargeCodesKeys.lists() }),
  });
}
