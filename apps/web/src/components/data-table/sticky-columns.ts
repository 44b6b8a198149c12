/** Row-action columns by id: they stay at the right edge while the table scrolls sideways. */
const ACTION_COLUMNS = new Set(['actions', 'take']);

type Column = { id: string; sticky?: 'left' | 'right' | false };

/**
 * Which edge a visible column sticks to (issue 36 items 10, 16): the first column on the left, so a
 * row keeps its name, and a trailing action column on the right, so its actions stay pressable.
 */
export function stickyEdge(index: number, columns: readonly Column[]): 'left' | 'right' | undefined {
  const column = columns[index];
  if (column.sticky !== undefined) return column.sticky || undefined;
  if (index === 0 && columns.length > 1) return 'left';
  if (index === columns.length - 1 && index > 0 && ACTION_COLUMNS.has(column.id)) return 'right';
  return undefined;
}
