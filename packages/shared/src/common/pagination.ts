/** Keyset pages: the server returns an opaque cursor for the next page, never an offset. */
export type Page<T> = { items: T[]; nextCursor: string | null };

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/**
 * Longest cursor accepted: a signed cursor holds the last row's sort value (up to 200 characters of any
 * script, so up to 800 bytes of UTF-8 once base64-encoded) with its id and signature.
 */
export const CURSOR_MAX_LENGTH = 2000;
