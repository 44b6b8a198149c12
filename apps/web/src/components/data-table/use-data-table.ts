import { DEFAULT_PAGE_SIZE, type SortOrder } from '@freight/shared';
import { useState } from 'react';
import { currentCursor, FIRST_PAGE, popCursor, pushCursor, type CursorStack } from './cursor-stack';

export type TableSort<Sort extends string> = { sort: Sort; order: SortOrder };

/** What a list endpoint receives from the table: page size, cursor and sort. */
export type TableParams<Sort extends string> = TableSort<Sort> & { limit: number; cursor?: string };

export type DataTableState<Sort extends string> = {
  params: TableParams<Sort>;
  sort: TableSort<Sort>;
  pageSize: number;
  stack: CursorStack;
  toggleSort: (field: Sort) => void;
  setPageSize: (size: number) => void;
  next: (nextCursor: string) => void;
  previous: () => void;
};

type Options<Sort extends string> = {
  defaultSort: TableSort<Sort>;
  /** Filters sent with the query: when they change, paging starts again from page 1. */
  resetKey?: unknown;
  defaultPageSize?: number;
};

/**
 * Paging and sorting state of a server-side table. The caller feeds `params` to its list
 * query (a feature `api/` hook) and passes both to `DataTable`.
 */
export function useDataTable<Sort extends string>({
  defaultSort,
  resetKey,
  defaultPageSize = DEFAULT_PAGE_SIZE,
}: Options<Sort>): DataTableState<Sort> {
  const [sort, setSort] = useState(defaultSort);
  const [pageSize, setPageSizeState] = useState(defaultPageSize);
  // A cursor belongs to one sort, page size and filter set; a stack saved under another key is void.
  const key = JSON.stringify([resetKey ?? null, sort, pageSize]);
  const [saved, setSaved] = useState<{ key: string; stack: CursorStack }>({ key, stack: FIRST_PAGE });
  const stack = saved.key === key ? saved.stack : FIRST_PAGE;
  const cursor = currentCursor(stack);

  return {
    params: { ...sort, limit: pageSize, ...(cursor ? { cursor } : {}) },
    sort,
    pageSize,
    stack,
    toggleSort: (field) =>
      setSort((current) =>
        current.sort === field ? { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' } : { sort: field, order: 'asc' },
      ),
    setPageSize: setPageSizeState,
    next: (nextCursor) => setSaved({ key, stack: pushCursor(stack, nextCursor) }),
    previous: () => setSaved({ key, stack: popCursor(stack) }),
  };
}
