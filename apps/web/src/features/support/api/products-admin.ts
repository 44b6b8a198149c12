import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { supportKeys } from './support-keys';

/** `GET /support/v1/admin/products`: every product with its error types, inactive ones included (SUPPORT_STAFF). */
export function useAdminProducts() {
  return useQuery({
    queryKey: supportKeys.adminProducts(),
    queryFn: ({ signal }) => body(api.GET('/support/v1/admin/products', { signal })),
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
          return body(api.POST('/support/v1/admin/products', { body: { name: c.name } }));
        case 'product':
          return body(
            api.PATCH('/support/v1/admin/products/{id}', {
              params: { path: { id: c.id } },
              body: { name: c.name, active: c.active },
            }),
          );
        case 'addError':
          return body(
            api.POST('/support/v1/admin/products/{id}/errors', {
              params: { path: { id: c.productId } },
              body: { name: c.name },
            }),
          );
        case 'error':
          return body(
            api.PATCH('/support/v1/admin/products/{id}/errors/{errorId}', {
              params: { path: { id: c.productId, errorId: c.id } },
              body: { name: c.name, active: c.active },
            }),
          );
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
