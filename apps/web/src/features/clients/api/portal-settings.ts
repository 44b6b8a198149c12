import type { ClientPortalSettings } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body as answer } from '@/lib/api';
import { clientsKeys } from './client-keys';

/** `PUT /app/v1/clients/{id}/portal-settings` (UPDATE_USER): the client's portal switches and daily limit. */
export function savePortalSettings({ id, settings }: { id: string; settings: ClientPortalSettings }) {
  return answer(api.PUT('/app/v1/clients/{id}/portal-settings', { params: { path: { id } }, body: settings }));
}

export function useSavePortalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortalSettings,
    onSuccess: (client) => queryClient.setQueryData(clientsKeys.detail(client.id), client),
  });
}
