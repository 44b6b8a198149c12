import { useQuery } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { supportKeys } from './support-keys';

/** `GET /support/v1/products`. */
export function useSupportProducts() {
  return useQuery({
    queryKey: supportKeys.products(),
    queryFn: ({ signal }) => body(api.GET('/support/v1/products', { signal })),
  });
}

/** `GET /support/v1/products/errors/related/{productName}`: loaded once a product is chosen. */
export function useSupportProductErrors(productName: string | null) {
  return useQuery({
    queryKey: supportKeys.errors(productName ?? ''),
    queryFn: ({ signal }) =>
      body(
        api.GET('/support/v1/products/errors/related/{productName}', {
          params: { path: { productName: productName ?? '' } },
          signal,
        }),
      ),
    enabled: productName !== null,
  });
}

/** `POST /support/v1/users/`: SUPPORT_USER holders, for the related-users list. */
export function useSupportUsers() {
  return useQuery({
    queryKey: supportKeys.users(),
    queryFn: ({ signal }) => body(api.POST('/support/v1/users', { body: { permission: 'SUPPORT_USER' }, signal })),
  });
}

/** `GET /support/v1/tickets/links`: the user's own quotations and operations a ticket may link to. */
export function useSupportLinkOptions() {
  return useQuery({
    queryKey: supportKeys.links(),
    queryFn: ({ signal }) => body(api.GET('/support/v1/tickets/links', { signal })),
  });
}
