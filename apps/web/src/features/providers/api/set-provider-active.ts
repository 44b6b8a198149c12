import type { ProviderDetail } from '@freight/shared';
import { apiRequest } from '@/lib/api-client';
import { useProviderMutation } from './use-provider-mutation';

export type SetProviderActiveInput = { id: string; active: boolean };

/** `POST /app/v1/providers/:id/activate|inactivate`; answers the provider in its new state. */
export function setProviderActive({ id, active }: SetProviderActiveInput): Promise<ProviderDetail> {
  return apiRequest<ProviderDetail>(
    `/app/v1/providers/${encodeURIComponent(id)}/${active ? 'activate' : 'inactivate'}`,
    {
      method: 'POST',
    },
  );
}

export function useSetProviderActive() {
  return useProviderMutation(setProviderActive);
}
