/**
 * Query keys of the notifications feature. The list is keyed by username so a new sign-in
 * never shows the previous user's list, even before the cache is cleared.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  // Texts are rendered in the reader's language: a language switch reads the list again.
  list: (username: string, language: string) => [...notificationKeys.lists(), username, language] as const,
};
