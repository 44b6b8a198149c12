import type { ProviderDetail } from '@freight/shared';
import type { ProviderContactDto } from '@freight/shared/dto';
import { apiRequest } from '@/lib/api-client';
import { useProviderMutation } from './use-provider-mutation';

export type UpdateContactInput = { providerId: string; contactId: string; body: ProviderContactDto };

/** `PUT /app/v1/providers/:id/contacts/:contactId`. */
export function updateContact({ providerId, contactId, body }: UpdateContactInput): Promise<ProviderDetail> {
  return apiRequest<ProviderDetail>(
    `/app/v1/providers/${encodeURIComponent(providerId)}/contacts/${encodeURIComponent(contactId)}`,
    { method: 'PUT', body },
  );
}

export function useUpdateContact() {
  return useProviderMutation(updateContact);
}
