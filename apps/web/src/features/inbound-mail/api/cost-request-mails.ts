import type { InboundMailInfo } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inboundMailKeys } from './inbound-mail-keys';

export function getCostRequestMails(
  reference: string,
  costRequestId: string,
  signal?: AbortSignal,
): Promise<InboundMailInfo[]> {
  return apiRequest<InboundMailInfo[]>(
    `/app/v1/quotations/${encodeURIComponent(reference)}/cost-requests/${costRequestId}/mails`,
    { signal },
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
