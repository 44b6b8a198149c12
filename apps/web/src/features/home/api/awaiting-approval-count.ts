import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '@/lib/api';

/** `GET /app/v1/quotations/approvals/count`: quotations awaiting the manager's margin approval. */
export function getAwaitingApprovalCount(signal?: AbortSignal) {
  return body(api.GET('/app/v1/quotations/approvals/count', { signal }));
}

/**
 * Keyed under the quotation lists' key (['quotations', 'list']), so every mutation that
 * refreshes the lists (an approval requested or decided) refreshes the count too.
 */
export function useAwaitingApprovalCount(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['quotations', 'list', 'awaitingApprovalCount'] as const,
      queryFn: ({ signal }) => getAwaitingApprovalCount(signal),
      enabled,
    }),
  );
}
