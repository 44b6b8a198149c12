import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Page, SortOrder } from '@freight/shared';
import { AppError } from '../errors/app-error.js';

/**
 * Keyset pagination: the cursor carries the last row's sort value and id, so the next page is an
 * index range scan on (sortField, id) whatever the depth, never an OFFSET.
 *
 * Cursors are signed (HMAC-SHA256 with a key derived from JWT_SECRET) over the list and sort field
 * that issued them: a cursor the server did not write for this list and sort (edited, forged, copied
 * from another list) is a 400 before any of it reaches a query. Signing, rather than checking each
 * value against its column's type, covers every list and every future sort field with one rule; the
 * shape is still checked after the signature, as a second guard.
 */
export type CursorValue = string | number | boolean | Date;

/** The lists that page by cursor: a cursor is good only for the list (and sort field) that wrote it. */
export type CursorList =
  | 'audit'
  | 'charge-codes'
  | 'clients'
  | 'cost-requests-waiting'
  | 'document-types'
  | 'drafts'
  | 'express-operations'
  | 'inbound-mails'
  | 'note-types'
  | 'notifications'
  | 'operations'
  | 'portal-quotations'
  | 'providers'
  | 'quotations'
  | 'rates'
  | 'standard-notes'
  | 'surcharges'
  | 'support-desk'
  | 'support-tickets'
  | 'users';

type IdKind = 'uuid' | 'integer';
type EncodedCursor = { v: string | number | boolean; d?: 1; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^[1-9][0-9]{0,18}$/;
const MAC_BYTES = 16;

// Until the app configures it (unit tests, scripts), a key of this process: cursors still verify within it.
let cursorKey: Buffer = randomBytes(32);

/** Derives the cursor key from the app's secret, so every replica and restart reads the others' cursors. */
export function useCursorSecret(secret: string): void {
  cursorKey = createHmac('sha256', secret).update('freight list cursors v1').digest();
}

const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', { fields: [{ field: 'cursor', rules: ['isValidCursor'] }] });

const mac = (scope: string, payload: string) =>
  createHmac('sha256', cursorKey).update(`${scope}\n${payload}`).digest().subarray(0, MAC_BYTES);

/** `body` as a cursor only `openCursor` with the same scope accepts. */
export function sealCursor(scope: string, body: object): string {
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${mac(scope, payload).toString('base64url')}`;
}

/** The body of a cursor sealed for `scope`, or 400 VALIDATION_FAILED (field cursor) for anything else. */
export function openCursor(scope: string, cursor: string): Record<string, unknown> {
  const [payload, signature, extra] = cursor.split('.');
  if (extra !== undefined || !payload || !signature) throw invalidCursor();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, mac(scope, payload))) throw invalidCursor();
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // not JSON: refused below
  }
  throw invalidCursor();
}

const scopeOf = (list: CursorList, field: string) => `${list}:${field}`;

export function encodeCursor(list: CursorList, field: string, value: CursorValue, id: string): string {
  const body: EncodedCursor = value instanceof Date ? { v: value.toISOString(), d: 1, id } : { v: value, id };
  return sealCursor(scopeOf(list, field), body);
}

export function decodeCursor(
  list: CursorList,
  field: string,
  cursor: string,
  idKind: IdKind = 'uuid',
): { value: CursorValue; id: string } {
  const { v, d, id } = openCursor(scopeOf(list, field), cursor);
  if (typeof id !== 'string' || !(idKind === 'uuid' ? UUID : INTEGER).test(id)) throw invalidCursor();
  if (d === 1) {
    const at = typeof v === 'string' ? new Date(v) : null;
    if (!at || Number.isNaN(at.getTime())) throw invalidCursor();
    return { value: at, id };
  }
  if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isSafeInteger(v)))
    return { value: v, id };
  throw invalidCursor();
}

/**
 * Rows strictly after the cursor in (field, id) order. Sort fields must be non-null columns.
 * The OR alone is applied by PostgreSQL as a Filter (a deep page walks and discards every row
 * before it), so the inclusive bound on the field comes first: it becomes the index condition
 * that starts the scan at the cursor, and the OR then only sorts out rows sharing its value.
 */
export function afterCursor(
  list: CursorList,
  field: string,
  order: SortOrder,
  cursor: string | undefined,
): Record<string, unknown> {
  if (!cursor) return {};
  return afterKey(field, order, decodeCursor(list, field, cursor));
}

/** Rows strictly after the row with this sort value and id (an export's batches, read on the server). */
export function afterKey(
  field: string,
  order: SortOrder,
  { value, id }: { value: CursorValue; id: string },
): Record<string, unknown> {
  const op = order === 'asc' ? 'gt' : 'lt';
  if (field === 'id') return { id: { [op]: id } };
  const bound = order === 'asc' ? 'gte' : 'lte';
  return {
    AND: [
      { [field]: { [bound]: value } },
      { OR: [{ [field]: { [op]: value } }, { [field]: value, id: { [op]: id } }] },
    ],
  };
}

export function keysetOrder(field: string, order: SortOrder): Record<string, SortOrder>[] {
  return field === 'id' ? [{ id: order }] : [{ [field]: order }, { id: order }];
}

/** Call with `limit + 1` rows fetched: the extra row only tells whether a next page exists. */
export function toPage<Row extends { id: string }, Item>(
  list: CursorList,
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
    nextCursor: hasMore && last ? encodeCursor(list, field, last[field] as CursorValue, last.id) : null,
  };
}
