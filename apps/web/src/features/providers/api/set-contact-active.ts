import { api, body } from '@/lib/api';
import { useProviderMutation } from './use-provider-mutation';

export type SetContactActiveInput = { providerId: string; contactId: string; active: boolean };

/** `POST /app/v1/providers/:id/contacts/:contactId/activate|inactivate` (the primary contact: 409). */
export function setContactActive({ providerId, contactId, active }: SetContactActiveInput) {
  const params = { path: { id: providerId, contactId } };
  return active
    ? body(api.POST('/app/v1/providers/{id}/contacts/{contactId}/activate', { params }))
    : body(api.POST('/app/v1/providers/{id}/contacts/{contactId}/inactivate', { params }));
}

export function useSetContactActive() {
  return useProviderMutation(setContactActive);
}
