import { api, body } from '@/lib/api';
import { useProviderMutation } from './use-provider-mutation';

export type SetProviderActiveInput = { id: string; active: boolean };

/** `POST /app/v1/providers/:id/activate|inactivate`; answers the provider in its new state. */
export function setProviderActive({ id, active }: SetProviderActiveInput) {
  const params = { path: { id } };
  return active
    ? body(api.POST('/app/v1/providers/{id}/activate', { params }))
    : body(api.POST('/app/v1/providers/{id}/inactivate', { params }));
}

export function useSetProviderActive() {
  return useProviderMutation(setProviderActive);
}
