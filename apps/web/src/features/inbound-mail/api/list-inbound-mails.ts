import type { InboundMailPage } from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inboundMailKeys, type InboundMailListParams } from './inbound-mail-keys';

export function listInboundMails(params: InboundMailListParams, signal?: AbortSignal): Promise<InboundMailPage> {
  const query = new URLSearchParams({ limit: String(params.limit) });
  if (params.cursor) query.set('cursor', params.cursor);
  if (params.kind) query.set('kind', params.kind);
  return apiRequest<InboundMailPage>(`/app/v1/inbound-mails?${query.toString()}`, { signal });
}

/** Mails waiting for pricing's decision, newest first; the previous page stays while the next loads. */
export function useInboundMails(params: InboundMailListParams) {
  return useQuery(
    queryOptions({
      queryKey: inboundMailKeys.list(params),
      queryFn: ({ signal }) => listInboundMails(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
