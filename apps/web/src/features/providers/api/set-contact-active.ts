import type { ProviderDetail } from '@freight/shared';
import { apiRequest } from '@/lib/api-client';
import { useProviderMutation } from './use-provider-mutation';

export type SetContactActiveInput = { providerId: string; contactId: string; active: boolean };

/** `POST /app/v1/providers/:id/contacts/:contactId/activate|inactivate` (the primary contact: 409). */
export function setContactActive({ providerId, contactId, active }: SetContactActiveInput): Promise<ProviderDetail> {
  const path = `/app/v1/providers/${encodeURIComponent(providerId)}/contacts/${encodeURIComponent(contactId)}`;
  return apiRequest<ProviderDetail>(`${path}/${active ? 'activate' : 'inactivate'}`, { method: 'POST' });
}

export function useSetContactActive() {
  return useProviderMutation(setContactActive);
}
