import type { SupportLinkOptions, SupportProduct, SupportProductError, SupportUser } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './support-keys';

/** `GET /support/v1/products`. */
export function useSupportProducts() {
  return useQuery({
    queryKey: supportKeys.products(),
    queryFn: ({ signal }) => apiRequest<SupportProduct[]>('/support/v1/products', { signal }),
  });
}

/** `GET /support/v1/products/errors/related/{productName}`: loaded once a product is chosen. */
export function useSupportProductErrors(productName: string | null) {
  return useQuery({
    queryKey: supportKeys.errors(productName ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<SupportProductError[]>(
        `/support/v1/products/errors/related/${encodeURIComponent(productName ?? '')}`,
        { signal },
      ),
    enabled: productName !== null,
  });
}

/** `POST /support/v1/users/`: SUPPORT_USER holders, for the related-users list. */
export function useSupportUsers() {
  return useQuery({
    queryKey: supportKeys.users(),
    queryFn: ({ signal }) =>
      apiRequest<SupportUser[]>('/support/v1/users', { method: 'POST', body: { permission: 'SUPPORT_USER' }, signal }),
  });
}

/** `GET /support/v1/tickets/links`: the user's own quotations and operations a ticket may link to. */
export function useSupportLinkOptions() {
  return useQuery({
    queryKey: supportKeys.links(),
    queryFn: ({ signal }) => apiRequest<SupportLinkOptions>('/support/v1/tickets/links', { signal }),
  });
}
