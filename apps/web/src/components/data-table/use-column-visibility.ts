import { useState } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { loadHiddenColumns, saveHiddenColumns } from './column-visibility';
import type { DataTableColumn } from './types';

/** Which columns a table shows, saved per table id in localStorage at each change. */
export function useColumnVisibility<Row, Sort extends string>(tableId: string, columns: DataTableColumn<Row, Sort>[]) {
  const [hidden, setHidden] = useState(() => loadHiddenColumns(browserStorage(), tableId, columns));

  const setVisible = (id: string, visible: boolean) => {
    const next = visible ? hidden.filter((h) => h !== id) : [...hidden, id];
    // At least one column stays: a table with no columns shows nothing at all.
    if (next.length >= columns.length) return;
    setHidden(next);
    saveHiddenColumns(browserStorage(), tableId, columns, next);
  };

  return {
    visibleColumns: columns.filter((c) => !hidden.includes(c.id)),
    isVisible: (id: string) => !hidden.includes(id),
    setVisible,
  };
}
