import type { StandardNotesListParams } from './get-standard-notes';

/** Query keys of the standard notes feature; every write invalidates `standardNotesKeys.lists()`. */
export const standardNotesKeys = {
  all: ['standardNotes'] as const,
  lists: () => [...standardNotesKeys.all, 'list'] as const,
  list: (params: StandardNotesListParams) => [...standardNotesKeys.lists(), params] as const,
};
