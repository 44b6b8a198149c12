import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { inboundMailKeys } from './inbound-mail-keys';

export function getCostRequestMails(reference: string, costRequestId: string, signal?: AbortSignal) {
  return body(
    api.GET('/app/v1/quotations/{reference}/cost-requests/{id}/mails', {
      params: { path: { reference, id: costRequestId } },
      signal,
    }),
  );
}

/** The mails received for one cost request, newest first (read only for a request that has some). */
export function useCostRequestMails(reference: string, costRequestId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: inboundMailKeys.thread(reference, costRequestId),
      queryFn: ({ signal }) => getCostRequestMails(reference, costRequestId, signal),
      enabled,
    }),
  );
}
