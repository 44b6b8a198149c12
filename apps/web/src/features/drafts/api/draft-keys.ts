import type { DraftsListParams } from './get-drafts';

/** Query keys of the drafts feature; saving or deleting invalidates `draftsKeys.lists()`. */
export const draftsKeys = {
  all: ['drafts'] as const,
  lists: () => [...draftsKeys.all, 'list'] as const,
  list: (params: DraftsListParams) => [...draftsKeys.lists(), params] as const,
  details: () => [...draftsKeys.all, 'detail'] as const,
  detail: (id: string) => [...draftsKeys.details(), id] as const,
};
