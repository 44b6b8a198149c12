import type { ClientsListParams } from './get-clients';

/** Query keys of the clients feature; writes invalidate the parts they change. */
export const clientsKeys = {
  all: ['clients'] as const,
  lists: () => [...clientsKeys.all, 'list'] as const,
  list: (params: ClientsListParams) => [...clientsKeys.lists(), params] as const,
  detail: (id: string) => [...clientsKeys.all, 'detail', id] as const,
  contacts: (id: string) => [...clientsKeys.all, 'contacts', id] as const,
  documents: (id: string) => [...clientsKeys.all, 'documents', id] as const,
  assignments: (id: string) => [...clientsKeys.all, 'assignments', id] as const,
  assignable: (role: string) => [...clientsKeys.all, 'assignable', role] as const,
};
