import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error.js';
import { afterCursor, decodeCursor, encodeCursor, openCursor, sealCursor, toPage, useCursorSecret } from './keyset.js';

const ID = '0b7c9a52-55f4-4f43-9a43-3f6f0c1f2d11';

describe('keyset pagination', () => {
  it('round-trips string, number and date cursors', () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    expect(decodeCursor('clients', 'tradeName', encodeCursor('clients', 'tradeName', 'Ana', ID))).toEqual({
      value: 'Ana',
      id: ID,
    });
    expect(decodeCursor('users', 'code', encodeCursor('users', 'code', 42, ID))).toEqual({ value: 42, id: ID });
    expect(decodeCursor('operations', 'createdAt', encodeCursor('operations', 'createdAt', when, ID))).toEqual({
      value: when,
      id: ID,
    });
    expect(decodeCursor('audit', 'at', encodeCursor('audit', 'at', when, '123'), 'integer')).toEqual({
      value: when,
      id: '123',
    });
  });

  it('refuses any cursor it did not sign for this list and sort field with a validation error, not a 500', () => {
    const good = encodeCursor('clients', 'tradeName', 'Ana', ID);
    const [payload] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ v: 'Zed', id: ID })).toString('base64url');
    const refused = [
      'not-a-cursor',
      forged,
      `${forged}.${good.split('.')[1]}`,
      `${payload}.AAAAAAAAAAAAAAAAAAAAAA`,
      `${good}.x`,
      `${payload}.`,
    ];
    for (const cursor of refused) expect(() => decodeCursor('clients', 'tradeName', cursor)).toThrow(AppError);
    // Another list's or another sort's cursor.
    expect(() => decodeCursor('users', 'tradeName', good)).toThrow(AppError);
    expect(() => decodeCursor('clients', 'legalName', good)).toThrow(AppError);
    // A key of another secret (another deployment).
    useCursorSecret('a'.repeat(40));
    const mine = encodeCursor('clients', 'tradeName', 'Ana', ID);
    useCursorSecret('b'.repeat(40));
    expect(() => decodeCursor('clients', 'tradeName', mine)).toThrow(AppError);
  });

  it('checks the shape after the signature: the id kind, the date, a safe number', () => {
    expect(() => decodeCursor('audit', 'at', encodeCursor('audit', 'at', new Date(), ID), 'integer')).toThrow(AppError);
    expect(() => decodeCursor('clients', 'tradeName', sealCursor('clients:tradeName', { v: 'x', id: 'x' }))).toThrow(
      AppError,
    );
    expect(() =>
      decodeCursor('drafts', 'updatedAt', sealCursor('drafts:updatedAt', { v: 'nope', d: 1, id: ID })),
    ).toThrow(AppError);
    expect(() => decodeCursor('users', 'code', sealCursor('users:code', { v: 2 ** 60, id: ID }))).toThrow(AppError);
    expect(() => decodeCursor('users', 'code', sealCursor('users:code', { v: { $gt: 1 }, id: ID }))).toThrow(AppError);
    expect(() => openCursor('x', sealCursor('x', [1]))).toThrow(AppError);
  });

  it('builds the strictly-after condition for each order', () => {
    const c = encodeCursor('providers', 'name', 'M', ID);
    expect(afterCursor('providers', 'name', 'asc', c)).toEqual({
      AND: [{ name: { gte: 'M' } }, { OR: [{ name: { gt: 'M' } }, { name: 'M', id: { gt: ID } }] }],
    });
    expect(afterCursor('providers', 'name', 'desc', c)).toEqual({
      AND: [{ name: { lte: 'M' } }, { OR: [{ name: { lt: 'M' } }, { name: 'M', id: { lt: ID } }] }],
    });
    expect(afterCursor('providers', 'name', 'asc', undefined)).toEqual({});
  });

  it('returns a next cursor only when an extra row came back', () => {
    const ids = ['1', '2', '3'].map((n) => ID.replace(/.$/, n));
    const rows = ids.map((id, i) => ({ id, name: `N${i + 1}` }));
    const full = toPage('providers', rows, 2, 'name', (r) => r.name);
    expect(full.items).toEqual(['N1', 'N2']);
    expect(decodeCursor('providers', 'name', full.nextCursor!)).toEqual({ value: 'N2', id: ids[1] });
    expect(toPage('providers', rows, 3, 'name', (r) => r.name).nextCursor).toBeNull();
  });
});
