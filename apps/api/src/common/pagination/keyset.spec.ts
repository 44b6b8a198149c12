import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error.js';
import { afterCursor, decodeCursor, encodeCursor, toPage } from './keyset.js';

describe('keyset pagination', () => {
  it('round-trips string, number and date cursors', () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    expect(decodeCursor(encodeCursor('Ana', 'id-1'))).toEqual({ value: 'Ana', id: 'id-1' });
    expect(decodeCursor(encodeCursor(42, 'id-2'))).toEqual({ value: 42, id: 'id-2' });
    expect(decodeCursor(encodeCursor(when, 'id-3'))).toEqual({ value: when, id: 'id-3' });
  });

  it('rejects a forged or garbled cursor with a validation error, not a 500', () => {
    expect(() => decodeCursor('not-a-cursor')).toThrow(AppError);
    expect(() => decodeCursor(Buffer.from('{"v":{"$gt":1},"id":"x"}').toString('base64url'))).toThrow(AppError);
  });

  it('builds the strictly-after condition for each order', () => {
    const c = encodeCursor('M', 'id-9');
    expect(afterCursor('name', 'asc', c)).toEqual({ AND: [{ name: { gte: 'M' } }, { OR: [{ name: { gt: 'M' } }, { name: 'M', id: { gt: 'id-9' } }] }] });
    expect(afterCursor('name', 'desc', c)).toEqual({ AND: [{ name: { lte: 'M' } }, { OR: [{ name: { lt: 'M' } }, { name: 'M', id: { lt: 'id-9' } }] }] });
    expect(afterCursor('name', 'asc', undefined)).toEqual({});
  });

  it('returns a next cursor only when an extra row came back', () => {
    const rows = [1, 2, 3].map((n) => ({ id: `id-${n}`, name: `N${n}` }));
    const full = toPage(rows, 2, 'name', (r) => r.name);
    expect(full.items).toEqual(['N1', 'N2']);
    expect(decodeCursor(full.nextCursor!)).toEqual({ value: 'N2', id: 'id-2' });
    expect(toPage(rows, 3, 'name', (r) => r.name).nextCursor).toBeNull();
  });
});
