import type { SupportProductAdmin } from '@freight/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './support-keys';

const BASE = '/support/v1/admin/products';

/** `GET /support/v1/admin/products`: every product with its error types, inactive ones included (SUPPORT_STAFF). */
export function useAdminProducts() {
  return useQuery({
    queryKey: supportKeys.adminProducts(),
    queryFn: ({ signal }) => apiRequest<SupportProductAdmin[]>(BASE, { signal }),
  });
}

type Change =
  | { kind: 'addProduct'; name: string }
  | { kind: 'product'; id: number; name?: string; active?: boolean }
  | { kind: 'addError'; productId: number; name: string }
  | { kind: 'error'; productId: number; id: number; name?: string; active?: boolean };

/** One write of the maintenance screen; the products users are offered are read again. */
export function useChangeProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: Change) => {
      switch (c.kind) {
        case 'addProduct':
          return apiRequest<SupportProductAdmin>(BASE, { method: 'POST', body: { name: c.name } });
        case 'product':
          return apiRequest<SupportProductAdmin>(`${BASE}/${c.id}`, {
            method: 'PATCH',
            body: { name: c.name, active: c.active },
          });
        case 'addError':
          return apiRequest<SupportProductAdmin>(`${BASE}/${c.productId}/errors`, {
            method: 'POST',
            body: { name: c.name },
          });
        case 'error':
          return apiRequest<SupportProductAdmin>(`${BASE}/${c.productId}/errors/${c.id}`, {
            method: 'PATCH',
            body: { name: c.name, active: c.active },
          });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
