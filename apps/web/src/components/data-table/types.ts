import type { ReactNode } from 'react';

/** One column of a DataTable; `Sort` is the union of sort fields the list endpoint accepts. */
export type DataTableColumn<Row, Sort extends string = string> = {
  /** Stable id: saved in the column-visibility setting, so renaming it resets that choice. */
  id: string;
  /** Already translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server sort field this column orders by; columns without one are not sortable. */
  sortField?: Sort;
  /** False keeps the column out of the picker (always shown). */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean;
  /** Right-aligns numbers and centres short flags. */
  align?: 'left' | 'center' | 'right';
  /** Keeps the cell on one line (references, dates, badges, numbers): the table scrolls instead. */
  noWrap?: boolean;
  /** Stays in view while the table scrolls sideways; by default the first column sticks left and a
   * trailing `actions`/`take` column right; false opts out. */
  sticky?: 'left' | 'right' | false;
};
