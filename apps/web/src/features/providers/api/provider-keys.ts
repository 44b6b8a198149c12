import type { ProvidersListParams } from './get-providers';

/** Query keys of the providers feature; every mutation invalidates `providersKeys.all`. */
export const providersKeys = {
  all: ['providers'] as const,
  lists: () => [...providersKeys.all, 'list'] as const,
  list: (params: ProvidersListParams) => [...providersKeys.lists(), params] as const,
  details: () => [...providersKeys.all, 'detail'] as const,
  detail: (id: string) => [...providersKeys.details(), id] as const,
};
