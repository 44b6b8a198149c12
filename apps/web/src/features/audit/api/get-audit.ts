import type { AuditEntityType, AuditEventItem, Page } from '@freight/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<Page<AuditEventItem>>(`/app/v1/audit?${params.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
