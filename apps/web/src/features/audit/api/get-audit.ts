import type { AuditEntityType } from '@freight/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, body, query } from '@/lib/api';

export type AuditFilters = { entityType?: AuditEntityType; userId?: string; from?: string; to?: string };

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};

const PAGE_SIZE = 50;

/** `GET /app/v1/audit` (UPDATE_USER): newest first, "load more" follows the keyset cursor. */
export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      body(
        api.GET('/app/v1/audit', {
          params: { query: query({ limit: PAGE_SIZE, ...filters, cursor: pageParam ?? undefined }) },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
