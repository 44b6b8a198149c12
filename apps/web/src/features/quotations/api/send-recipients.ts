import type { RecipientSuggestion } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

/** `GET /app/v1/quotations/:reference/recipients`: the client's active contacts the send dialog suggests. */
export function useSendRecipients(reference: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: quotationKeys.recipients(reference),
      queryFn: ({ signal }) =>
        apiRequest<RecipientSuggestion[]>(`/app/v1/quotations/${encodeURIComponent(reference)}/recipients`, { signal }),
    }),
    enabled,
  });
}
