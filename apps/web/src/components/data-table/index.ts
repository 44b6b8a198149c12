export { DataTable } from './data-table';
export type { DataTableColumn } from './types';
export { useDataTable, type DataTableState, type TableParams, type TableSort } from './use-data-table';
export { FULL_LABEL, statusAndActionsColumns } from './status-actions-columns';
export { DataTableFooter } from './data-table-footer';
export { QueryContent, QueryErrorRows } from './data-table-states';
export { useCursorPages, type CursorPages } from './use-cursor-pages';
