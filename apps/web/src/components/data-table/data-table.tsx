import { Group, Stack, Table, UnstyledButton } from '@mantine/core';
import type { Page } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnPicker } from './column-picker';
import { DataTableFooter } from './data-table-footer';
import { EmptyRows, QueryErrorRows, SkeletonRows } from './data-table-states';
import type { DataTableColumn } from './types';
import { useColumnVisibility } from './use-column-visibility';
import type { DataTableState } from './use-data-table';
import './data-table.css';
import { stickyEdge } from './sticky-columns';

type DataTableProps<Row, Sort extends string> = {
  /** Names the saved column choice; unique per table in the app. */
  tableId: string;
  columns: DataTableColumn<Row, Sort>[];
  /** Paging and sort state from `useDataTable`. */
  table: DataTableState<Sort>;
  /** The caller's list query, fed with `table.params` (keep previous data for smooth paging). */
  query: UseQueryResult<Page<Row>>;
  rowKey: (row: Row) => string;
  /** Shown instead of the generic text when no row matches. */
  emptyMessage?: string;
  /** Extra controls placed left of the column picker (e.g. an export button). */
  toolbar?: ReactNode;
  'data-testid'?: string;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_MARK = { asc: '▲', desc: '▼' } as const;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A server-paged, server-sorted table with a column picker, loading, empty and error states. */

export function DataTable<Row, Sort extends string>(props: DataTableProps<Row, Sort>) {
  const { tableId, columns, table, query, rowKey, emptyMessage, toolbar } = props;
  const { t } = useTranslation('common');
  const { visibleColumns, isVisible, setVisible } = useColumnVisibility(tableId, columns);
  const items = query.data?.items ?? [];

  const header = (column: DataTableColumn<Row, Sort>) => {
    const field = column.sortField;
    if (!field) return column.header;
    const active = table.sort.sort === field;
    return (
      <UnstyledButton
        onClick={() => table.toggleSort(field)}
        fw={600}
        fz="sm"
        aria-label={t('dataTable.sortBy', { column: column.header })}
        data-testid={`data-table-sort-${column.id}`}
      >
        {column.header} <span aria-hidden>{active ? SORT_MARK[table.sort.order] : '↕'}</span>
      </UnstyledButton>
    );
  };

  return (
    <Stack gap="xs" data-testid={props['data-testid'] ?? `data-table-${tableId}`}>
      <Group justify="flex-end" gap="xs">
        {toolbar}
        <ColumnPicker columns={columns} isVisible={isVisible} setVisible={setVisible} />
      </Group>
      {query.isError ? (
        <QueryErrorRows query={query} />
      ) : (
        // No minimum width: cells wrap before the table scrolls sideways (issue 36 item 10).
        <Table.ScrollContainer minWidth={0} type="native">
          <Table
            striped
            highlightOnHover
            // Dense rows: a 1280x800 window shows ten operations under the filters (issue 36 item 16).
            verticalSpacing={6}
            horizontalSpacing={8}
            aria-busy={query.isFetching}
            className="freight-table"
          >
            <Table.Thead>
              <Table.Tr>
                {visibleColumns.map((column, index) => (
                  <Table.Th
                    key={column.id}
                    data-sticky={stickyEdge(index, visibleColumns)}
                    ta={column.align}
                    aria-sort={
                      column.sortField && table.sort.sort === column.sortField ? ARIA_SORT[table.sort.order] : undefined
                    }
                    data-testid={`data-table-header-${column.id}`}
                  >
                    {header(column)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending ? (
                <SkeletonRows columns={visibleColumns.length} rows={Math.min(table.pageSize, 10)} />
              ) : (
                items.map((row) => (
                  <Table.Tr key={rowKey(row)} data-testid="data-table-row">
                    {visibleColumns.map((column, index) => (
                      <Table.Td
                        key={column.id}
                        data-sticky={stickyEdge(index, visibleColumns)}
                        ta={column.align}
                        data-column={column.id}
                        style={column.noWrap ? NO_WRAP : undefined}
                      >
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
          {query.isSuccess && items.length === 0 && <EmptyRows message={emptyMessage} />}
        </Table.ScrollContainer>
      )}
      <DataTableFooter pages={table} query={query} />
    </Stack>
  );
}
