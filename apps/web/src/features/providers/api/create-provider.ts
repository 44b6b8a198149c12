import type { CreateProviderDto } from '@freight/shared/dto';
import { api, body as answer, type ApiBody } from '@/lib/api';
import { useProviderMutation } from './use-provider-mutation';

/** `POST /app/v1/providers`: the provider with its contacts (409 CONFLICT on a taken code). */
export function createProvider(body: CreateProviderDto) {
  return answer(api.POST('/app/v1/providers', { body: body as ApiBody<'/app/v1/providers', 'post'> }));
}

export function useCreateProvider() {
  return useProviderMutation(createProvider);
}
