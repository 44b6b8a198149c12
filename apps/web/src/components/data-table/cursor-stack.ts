/**
 * Keyset paging keeps the cursor that opened each page seen so far: the last one fetches the
 * current page, popping it goes back. The first page has no cursor (null).
 */
export type CursorStack = readonly (string | null)[];

export const FIRST_PAGE: CursorStack = [null];

export function currentCursor(stack: CursorStack): string | null {
  return stack[stack.length - 1] ?? null;
}

export function pushCursor(stack: CursorStack, nextCursor: string): CursorStack {
  return [...stack, nextCursor];
}

export function popCursor(stack: CursorStack): CursorStack {
  return stack.length > 1 ? stack.slice(0, -1) : FIRST_PAGE;
}

/** The 1-based row range a page shows, e.g. 26–50; null for an empty page. */
export function rowRange(stack: CursorStack, pageSize: number, rowCount: number): { from: number; to: number } | null {
  if (rowCount === 0) return null;
  const from = (stack.length - 1) * pageSize + 1;
  return { from, to: from + rowCount - 1 };
}
