import type { ProviderContactDto } from '@freight/shared/dto';
import { api, body as answer, type ApiBody } from '@/lib/api';
import { useProviderMutation } from './use-provider-mutation';

export type UpdateContactInput = { providerId: string; contactId: string; body: ProviderContactDto };

/** `PUT /app/v1/providers/:id/contacts/:contactId`. */
export function updateContact({ providerId, contactId, body }: UpdateContactInput) {
  return answer(
    api.PUT('/app/v1/providers/{id}/contacts/{contactId}', {
      params: { path: { id: providerId, contactId } },
      body: body as ApiBody<'/app/v1/providers/{id}/contacts/{contactId}', 'put'>,
    }),
  );
}

export function useUpdateContact() {
  return useProviderMutation(updateContact);
}
