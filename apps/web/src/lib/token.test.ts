import { describe, expect, it } from 'vitest';
import { decodeToken, isExpired } from './token';

function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('decodeToken', () => {
  it('reads the claims and keeps only known permissions', () => {
    const token = makeToken({
      exp: 2_000_000_000,
      user_email: 'jose@example.com',
      user_username: 'comercial',
      user_code: 'COM1',
      user_name: 'José Pérez',
      authorities: 'COMMERCIAL, VIEW_QUOTATION,NOT_A_PERMISSION',
    });
    const decoded = decodeToken(token);
    expect(decoded?.claims.user_name).toBe('José Pérez');
    expect(decoded?.permissions).toEqual(['COMMERCIAL', 'VIEW_QUOTATION']);
  });

  it('rejects tokens without exp or with a broken payload', () => {
    expect(decodeToken(makeToken({ user_name: 'x' }))).toBeNull();
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
  });
});

describe('isExpired', () => {
  it('treats the exact expiry second as expired (now >= exp)', () => {
    expect(isExpired({ exp: 100 }, 99_999)).toBe(false);
    expect(isExpired({ exp: 100 }, 100_000)).toBe(true);
  });
});
