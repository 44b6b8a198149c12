import { useQuery } from '@tanstack/react-query';
import { api, body } from '@/lib/api';

/** Open events of the operative's operations due today and overdue (`GET /operations/v1/agenda/counts`). */
export function useAgendaCounts(enabled: boolean) {
  return useQuery({
    queryKey: ['operations', 'agendaCounts'],
    queryFn: ({ signal }) => body(api.GET('/operations/v1/agenda/counts', { signal })),
    enabled,
  });
}
