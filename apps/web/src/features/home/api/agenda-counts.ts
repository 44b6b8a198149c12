import type { AgendaCounts } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Open events of the operative's operations due today and overdue (`GET /operations/v1/agenda/counts`). */
export function useAgendaCounts(enabled: boolean) {
  return useQuery({
    queryKey: ['operations', 'agendaCounts'],
    queryFn: ({ signal }) => apiRequest<AgendaCounts>('/operations/v1/agenda/counts', { signal }),
    enabled,
  });
}
