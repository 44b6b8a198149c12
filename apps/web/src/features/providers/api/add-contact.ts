import type { ProviderDetail } from '@freight/shared';
import type { ProviderContactDto } from '@freight/shared/dto';
import { apiRequest } from '@/lib/api-client';
import { useProviderMutation } from './use-provider-mutation';

export type AddContactInput = { providerId: string; body: ProviderContactDto };

/** `POST /app/v1/providers/:id/contacts`; `primary: true` moves the primary role to the new contact. */
export function addContact({ providerId, body }: AddContactInput): Promise<ProviderDetail> {
  return apiRequest<ProviderDetail>(`/app/v1/providers/${encodeURIComponent(providerId)}/contacts`, {
    method: 'POST',
    body,
  });
}

export function useAddContact() {
  return useProviderMutation(addContact);
}
