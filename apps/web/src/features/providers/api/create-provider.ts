import type { ProviderDetail } from '@freight/shared';
import type { CreateProviderDto } from '@freight/shared/dto';
import { apiRequest } from '@/lib/api-client';
import { useProviderMutation } from './use-provider-mutation';

/** `POST /app/v1/providers`: the provider with its contacts (409 CONFLICT on a taken code). */
export function createProvider(body: CreateProviderDto): Promise<ProviderDetail> {
  return apiRequest<ProviderDetail>('/app/v1/providers', { method: 'POST', body });
}

export function useCreateProvider() {
  return useProviderMutation(createProvider);
}
