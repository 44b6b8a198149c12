import type { SortOrder } from '@freight/shared';
import { afterKey, type CursorValue } from '../pagination/keyset.js';

/** Rows read per statement while an export streams. */
export const EXPORT_BATCH = 250;

/**
 * A list read for an export, one keyset page at a time (each an index range scan, whatever the
 * depth): memory holds one batch, never the whole list. `read` gets the cursor condition and the
 * page size and must order by (field, id) in `order`.
 */
export function keysetBatches<Row extends { id: string }>(
  read: (after: Record<string, unknown>, take: number) => Promise<Row[]>,
  field: keyof Row & string,
  order: SortOrder,
  max: number,
  batchSize = EXPORT_BATCH,
): AsyncIterable<Row[]> {
  return keysetKeyBatches((key, take) => read(key ? afterKey(field, order, key) : {}, take), field, max, batchSize);
}

/** The last row read: the next batch starts strictly after it. */
export type BatchKey = { value: CursorValue; id: string };

/** keysetBatches for a read that builds its own condition from the last row's key (null for the first batch). */
export async function* keysetKeyBatches<Row extends { id: string }>(
  read: (after: BatchKey | null, take: number) => Promise<Row[]>,
  field: keyof Row & string,
  max: number,
  batchSize = EXPORT_BATCH,
): AsyncIterable<Row[]> {
  let after: BatchKey | null = null;
  for (let left = max; left > 0;) {
    const rows = await read(after, Math.min(batchSize, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    const last = rows[rows.length - 1];
    after = { value: last[field] as CursorValue, id: last.id };
  }
}
