import { DEFAULT_PAGE_SIZE, type SortOrder } from '@freight/shared';
import { useState } from 'react';
import type { CursorStack } from './cursor-stack';
import { useCursorPages } from './use-cursor-pages';

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
  const pages = useCursorPages([resetKey ?? null, sort], defaultPageSize);

  return {
    params: { ...sort, limit: pages.pageSize, ...(pages.cursor ? { cursor: pages.cursor } : {}) },
    sort,
    pageSize: pages.pageSize,
    stack: pages.stack,
    toggleSort: (field) =>
      setSort((current) =>
        current.sort === field
          ? { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' }
          : { sort: field, order: 'asc' },
      ),
    setPageSize: pages.setPageSize,
    next: pages.next,
    previous: pages.previous,
  };
}
