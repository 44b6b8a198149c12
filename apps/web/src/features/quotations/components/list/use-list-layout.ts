import { useState } from 'react';
import { browserStorage, readJson, writeJson } from '@/lib/browser-storage';

export const LIST_LAYOUTS = ['table', 'cards'] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];

/** One choice for every quotation list: a user who prefers cards wants them on each screen. */
export const LIST_LAYOUT_STORAGE_KEY = 'quotations:layout';

function isLayout(value: unknown): value is ListLayout {
  return typeof value === 'string' && (LIST_LAYOUTS as readonly string[]).includes(value);
}

/** Table or cards, remembered in localStorage. */
export function useListLayout(): [ListLayout, (layout: ListLayout) => void] {
  const [layout, setLayout] = useState<ListLayout>(() => {
    const stored = readJson(browserStorage(), LIST_LAYOUT_STORAGE_KEY);
    return isLayout(stored) ? stored : 'table';
  });
  const choose = (next: ListLayout) => {
    setLayout(next);
    writeJson(browserStorage(), LIST_LAYOUT_STORAGE_KEY, next);
  };
  return [layout, choose];
}
