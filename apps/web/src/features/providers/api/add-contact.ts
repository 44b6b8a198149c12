import type { ProviderContactDto } from '@freight/shared/dto';
import { api, body as answer, type ApiBody } from '@/lib/api';
import { useProviderMutation } from './use-provider-mutation';

export type AddContactInput = { providerId: string; body: ProviderContactDto };

/** `POST /app/v1/providers/:id/contacts`; `primary: true` moves the primary role to the new contact. */
export function addContact({ providerId, body }: AddContactInput) {
  return answer(
    api.POST('/app/v1/providers/{id}/contacts', {
      params: { path: { id: providerId } },
      body: body as ApiBody<'/app/v1/providers/{id}/contacts', 'post'>,
    }),
  );
}

export function useAddContact() {
  return useProviderMutation(addContact);
}
