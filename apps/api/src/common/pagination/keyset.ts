import type { Page, SortOrder } from '@freight/shared';
import { AppError } from '../errors/app-error.js';

/**
 * Keyset pagination: the cursor carries the last row's sort value and id, so the next page is an
 * index range scan on (sortField, id) whatever the depth, never an OFFSET.
 */
export type CursorValue = string | number | boolean | Date;
type EncodedCursor = { v: string | number | boolean; d?: 1; id: string };

export function encodeCursor(value: CursorValue, id: string): string {
  const body: EncodedCursor = value instanceof Date ? { v: value.toISOString(), d: 1, id } : { v: value, id };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

export function decodeCursor(cursor: string): { value: CursorValue; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as EncodedCursor;
    if (typeof parsed.id !== 'string' || !['string', 'number', 'boolean'].includes(typeof parsed.v))
      throw new Error('shape');
    return { value: parsed.d ? new Date(String(parsed.v)) : parsed.v, id: parsed.id };
  } catch {
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'cursor', rules: ['isValidCursor'] }] });
  }
}

/**
 * Rows strictly after the cursor in (field, id) order. Sort fields must be non-null columns.
 * The OR alone is applied by PostgreSQL as a Filter (a deep page walks and discards every row
 * before it), so the inclusive bound on the field comes first: it becomes the index condition
 * that starts the scan at the cursor, and the OR then only sorts out rows sharing its value.
 */
export function afterCursor(field: string, order: SortOrder, cursor: string | undefined): Record<string, unknown> {
  if (!cursor) return {};
  const { value, id } = decodeCursor(cursor);
  const op = order === 'asc' ? 'gt' : 'lt';
  if (field === 'id') return { id: { [op]: id } };
  const bound = order === 'asc' ? 'gte' : 'lte';
  return { AND: [{ [field]: { [bound]: value } }, { OR: [{ [field]: { [op]: value } }, { [field]: value, id: { [op]: id } }] }] };
}

export function keysetOrder(field: string, order: SortOrder): Record<string, SortOrder>[] {
  return field === 'id' ? [{ id: order }] : [{ [field]: order }, { id: order }];
}

/** Call with `limit + 1` rows fetched: the extra row only tells whether a next page exists. */
export function toPage<Row extends { id: string }, Item>(
  rows: Row[],
  limit: number,
  field: keyof Row & string,
  map: (row: Row) => Item,
): Page<Item> {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(map),
    nextCursor: hasMore && last ? encodeCursor(last[field] as CursorValue, last.id) : null,
  };
}
