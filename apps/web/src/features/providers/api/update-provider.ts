import type { ProviderDetail } from '@freight/shared';
import type { UpdateProviderDto } from '@freight/shared/dto';
import { apiRequest } from '@/lib/api-client';
import { useProviderMutation } from './use-provider-mutation';

export type UpdateProviderInput = { id: string; body: UpdateProviderDto };

/** `PUT /app/v1/providers/:id`: the provider's own fields (contacts have their own calls). */
export function updateProvider({ id, body }: UpdateProviderInput): Promise<ProviderDetail> {
  return apiRequest<ProviderDetail>(`/app/v1/providers/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateProvider() {
  return useProviderMutation(updateProvider);
}
