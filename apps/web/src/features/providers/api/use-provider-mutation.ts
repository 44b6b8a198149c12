import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiSchema } from '@/lib/api';
import { providersKeys } from './provider-keys';

/**
 * Every provider write answers the whole provider: it replaces the cached detail and the
 * lists are refetched (name, activity or primary contact may have changed).
 */
export function useProviderMutation<Input>(write: (input: Input) => Promise<ApiSchema<'ProviderDetail'>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (provider) => {
      queryClient.setQueryData(providersKeys.detail(provider.id), provider);
      return queryClient.invalidateQueries({ queryKey: providersKeys.lists() });
    },
  });
}
