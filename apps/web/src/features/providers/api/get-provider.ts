import { useQuery } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { providersKeys } from './provider-keys';

export function getProvider(id: string, signal?: AbortSignal) {
  return body(api.GET('/app/v1/providers/{id}', { params: { path: { id } }, signal }));
}

/** One provider with all its contacts; disabled without an id. */
export function useProvider(id: string | null) {
  return useQuery({
    queryKey: providersKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getProvider(id ?? '', signal),
    enabled: Boolean(id),
  });
}
