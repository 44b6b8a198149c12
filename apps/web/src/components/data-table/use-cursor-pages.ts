import { DEFAULT_PAGE_SIZE } from '@freight/shared';
import { useState } from 'react';
import { currentCursor, FIRST_PAGE, popCursor, pushCursor, type CursorStack } from './cursor-stack';

export type CursorPages = {
  pageSize: number;
  stack: CursorStack;
  /** The cursor that opens the page shown (null: the first page). */
  cursor: string | null;
  setPageSize: (size: number) => void;
  next: (nextCursor: string) => void;
  previous: () => void;
};

/**
 * Keyset paging state: page size and the cursors of the pages seen. `resetKey` holds what the cursors
 * belong to (filters, sort): when it changes, paging starts again from page 1.
 */
export function useCursorPages(resetKey: unknown, defaultPageSize = DEFAULT_PAGE_SIZE): CursorPages {
  const [pageSize, setPageSize] = useState(defaultPageSize);
  // A cursor belongs to one page size and filter set; a stack saved under another key is void.
  const key = JSON.stringify([resetKey ?? null, pageSize]);
  const [saved, setSaved] = useState<{ key: string; stack: CursorStack }>({ key, stack: FIRST_PAGE });
  const stack = saved.key === key ? saved.stack : FIRST_PAGE;
  return {
    pageSize,
    stack,
    cursor: currentCursor(stack),
    setPageSize,
    next: (nextCursor) => setSaved({ key, stack: pushCursor(stack, nextCursor) }),
    previous: () => setSaved({ key, stack: popCursor(stack) }),
  };
}
