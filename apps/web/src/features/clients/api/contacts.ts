import type { ClientContactDto } from '@freight/shared/dto';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, type ApiBody } from '@/lib/api';
import { clientsKeys } from './client-keys';

const inClient = (id: string, contactId = '') => ({ params: { path: { id, contactId } } });

/** `GET /app/v1/clients/{id}/contacts`: active first. */
export function useClientContacts(clientId: string) {
  return useQuery(
    queryOptions({
      queryKey: clientsKeys.contacts(clientId),
      queryFn: ({ signal }) => answer(api.GET('/app/v1/clients/{id}/contacts', { ...inClient(clientId), signal })),
    }),
  );
}

type SaveInput = { contactId?: string; body: ClientContactDto };

/** Add (`POST`) or replace (`PUT .../{contactId}`) a contact. */
export function useSaveContact(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, body: input }: SaveInput) => {
      const body = input as ApiBody<'/app/v1/clients/{id}/contacts', 'post'>;
      return contactId
        ? answer(api.PUT('/app/v1/clients/{id}/contacts/{contactId}', { ...inClient(clientId, contactId), body }))
        : answer(api.POST('/app/v1/clients/{id}/contacts', { ...inClient(clientId), body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.contacts(clientId) }),
  });
}

/** `POST .../{contactId}/activate|inactivate`. */
export function useSetContactActive(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, active }: { contactId: string; active: boolean }) =>
      active
        ? answer(api.POST('/app/v1/clients/{id}/contacts/{contactId}/activate', inClient(clientId, contactId)))
        : answer(api.POST('/app/v1/clients/{id}/contacts/{contactId}/inactivate', inClient(clientId, contactId))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.contacts(clientId) }),
  });
}

/** `POST .../{contactId}/portal-access`: a THIRD_PARTY_CLIENT user for the contact, its password e-mailed. */
export function useGrantPortalAccess(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) =>
      answer(api.POST('/app/v1/clients/{id}/contacts/{contactId}/portal-access', inClient(clientId, contactId))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.contacts(clientId) }),
  });
}
