import type { ClientContactInfo } from '@freight/shared';
import type { ClientContactDto } from '@freight/shared/dto';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientsKeys } from './client-keys';

const base = (clientId: string) => `/app/v1/clients/${encodeURIComponent(clientId)}/contacts`;

/** `GET /app/v1/clients/{id}/contacts`: active first. */
export function useClientContacts(clientId: string) {
  return useQuery(
    queryOptions({
      queryKey: clientsKeys.contacts(clientId),
      queryFn: ({ signal }) => apiRequest<ClientContactInfo[]>(base(clientId), { signal }),
    }),
  );
}

type SaveInput = { contactId?: string; body: ClientContactDto };

/** Add (`POST`) or replace (`PUT .../{contactId}`) a contact. */
export function useSaveContact(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, body }: SaveInput) =>
      contactId
        ? apiRequest<ClientContactInfo>(`${base(clientId)}/${encodeURIComponent(contactId)}`, { method: 'PUT', body })
        : apiRequest<ClientContactInfo>(base(clientId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.contacts(clientId) }),
  });
}

/** `POST .../{contactId}/activate|inactivate`. */
export function useSetContactActive(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, active }: { contactId: string; active: boolean }) =>
      apiRequest<ClientContactInfo>(
        `${base(clientId)}/${encodeURIComponent(contactId)}/${active ? 'activate' : 'inactivate'}`,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.contacts(clientId) }),
  });
}

/** `POST .../{contactId}/portal-access`: a THIRD_PARTY_CLIENT user for the contact, its password e-mailed. */
export function useGrantPortalAccess(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) =>
      apiRequest<ClientContactInfo>(`${base(clientId)}/${encodeURIComponent(contactId)}/portal-access`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.contacts(clientId) }),
  });
}
