import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, query } from '@/lib/api';
import { inboundMailKeys, type InboundMailListParams } from './inbound-mail-keys';

export function listInboundMails(params: InboundMailListParams, signal?: AbortSignal) {
  return body(api.GET('/app/v1/inbound-mails', { params: { query: query(params) }, signal }));
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
