import type { UpdateProviderDto } from '@freight/shared/dto';
import { api, body as answer, type ApiBody } from '@/lib/api';
import { useProviderMutation } from './use-provider-mutation';

export type UpdateProviderInput = { id: string; body: UpdateProviderDto };

/** `PUT /app/v1/providers/:id`: the provider's own fields (contacts have their own calls). */
export function updateProvider({ id, body }: UpdateProviderInput) {
  return answer(
    api.PUT('/app/v1/providers/{id}', {
      params: { path: { id } },
      body: body as ApiBody<'/app/v1/providers/{id}', 'put'>,
    }),
  );
}

export function useUpdateProvider() {
  return useProviderMutation(updateProvider);
}
